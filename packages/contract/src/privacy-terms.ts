/*
 * The privacy feature's words and constants without zod (issue 25), so the public privacy page and the sign-up
 * page read them without loading the schemas (privacy.ts re-exports them with the schemas).
 */

/** NDPA 2023 s. 25(1)(a)-(f). */
export const LAWFUL_BASES = [
  'consent',
  'contract',
  'legal_obligation',
  'vital_interest',
  'public_task',
  'legitimate_interest',
] as const;
export type LawfulBasis = (typeof LAWFUL_BASES)[number];
export const LAWFUL_BASIS_LABELS: Record<LawfulBasis, string> = {
  consent: 'Your consent (s. 25(1)(a))',
  contract: 'A contract with you: the account you asked for (s. 25(1)(b))',
  legal_obligation: 'A legal obligation (s. 25(1)(c))',
  vital_interest: 'Your vital interests (s. 25(1)(d))',
  public_task: 'A task in the public interest (s. 25(1)(e))',
  legitimate_interest: 'A legitimate interest (s. 25(1)(f))',
};

/** The optional extras: the only activities that rest on consent, each given or withdrawn from Settings. */
export const CONSENT_PURPOSES = ['mentoring', 'job_matching', 'whatsapp_contact'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_CHANNELS = ['web', 'sms', 'whatsapp', 'ussd'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const SUBJECT_REQUEST_KINDS = ['access', 'correction', 'erasure', 'objection'] as const;
export type SubjectRequestKind = (typeof SUBJECT_REQUEST_KINDS)[number];
export const SUBJECT_REQUEST_KIND_LABELS: Record<SubjectRequestKind, string> = {
  access: 'See or get a copy of my data',
  correction: 'Correct my data',
  erasure: 'Delete my data',
  objection: 'Stop using my data (object)',
};
export const SUBJECT_REQUEST_STATUSES = ['open', 'in_progress', 'done', 'refused'] as const;
export type SubjectRequestStatus = (typeof SUBJECT_REQUEST_STATUSES)[number];
export const SUBJECT_REQUEST_STATUS_LABELS: Record<SubjectRequestStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
  refused: 'Refused',
};

/** Web pages that e-mailed privacy links open with a secret in the next segment (see SECRET_LINK_PAGES). */
export const GUARDIAN_LINK_PAGE = 'guardian';
export const BREACH_STOP_LINK_PAGE = 'breach-notices';
