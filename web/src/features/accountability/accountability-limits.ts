/** The accountability limits (issue 16). TODO(acct-api merge): take them from @poolmates/schema. */
export const CHECKIN_LIMITS = { goalMax: 250, noteMax: 1000 } as const;
export const FOCUS_LIMITS = { focusDefault: 25, breakDefault: 5, focusMax: 120, breakMax: 60 } as const;
