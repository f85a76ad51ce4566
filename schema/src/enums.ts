export const STEREOTYPES = ['Casual', 'Geek', 'Genius', 'Smart', 'Lazy', 'Nerd'] as const;
export type Stereotype = (typeof STEREOTYPES)[number];

export const GENDERS = ['M', 'F', 'O'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { M: 'Male', F: 'Female', O: 'Other' };

/**
 * The eight report reasons, numbered 1–8 on the wire in this order (pools-and-squads.md §3): the
 * one list that the report mutations, their SDL descriptions, the legacy `report_text` reader and
 * the web's report dialog all read.
 */
export const REPORT_REASONS = [
  'Harassment',
  'Spam',
  'Hate Speech',
  'Violence',
  'Suicide or Self-Harm',
  'Misinformation',
  'Terrorism',
  'Sexually Explicit Content',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A reason number the report mutations accept: an integer 1–8. */
export const isReportReason = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= REPORT_REASONS.length;

/** The SDL description of a `reason` argument ("Reason 1–8: Harassment, Spam, …"). */
export const REPORT_REASONS_HELP = `Reason 1–${REPORT_REASONS.length}: ${REPORT_REASONS.join(', ')}.`;
