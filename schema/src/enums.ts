export const STEREOTYPES = ['Casual', 'Geek', 'Genius', 'Smart', 'Lazy', 'Nerd'] as const;
export type Stereotype = (typeof STEREOTYPES)[number];

export const GENDERS = ['M', 'F', 'O'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { M: 'Male', F: 'Female', O: 'Other' };

/** Account status as the legacy login payload reports it: 1 active, 2 deactivated (restorable). */
export const AccountStatus = { ACTIVE: 1, DEACTIVATED: 2 } as const;
