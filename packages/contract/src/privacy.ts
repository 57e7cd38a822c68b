import { z } from 'zod';
import { idSchema, pageQuerySchema } from './api';
import { emailField, enumField, requiredText } from './fields';
import {
  CONSENT_CHANNELS,
  CONSENT_PURPOSES,
  LAWFUL_BASES,
  type LawfulBasis,
  SUBJECT_REQUEST_KINDS,
  SUBJECT_REQUEST_STATUSES,
} from './privacy-terms';
import { RETENTION_RULES } from './retention';

/*
 * Privacy under the Nigeria Data Protection Act 2023 (issue 25, part A): the record of processing activities
 * (s. 25 lawful bases), the privacy notice and its versions, consent events for the optional extras, a guardian's
 * confirmation for minors (s. 31), the breach register (s. 40) and data subject requests (ss. 34-38).
 *
 * Wire rules:
 * - GET /v1/privacy (privacyOperations.overview) is public: the activities, the retention rules and the notice.
 * - Consent is append-only: every POST to /v1/me/consents (privacyOperations.consent) is a new event (given or
 *   withdrawn); the state of a purpose is its newest event. Only the consent-based activities (CONSENT_PURPOSES)
 *   take consent.
 * - A person under 18 (date of birth on the profile) is not offered the extras, and a consent call answers 403
 *   PRIVACY_MESSAGES.minorNeedsGuardian, until a guardian confirmed through the single-use link mailed to them.
 * - The breach register and the data subject requests are for administrators (the data protection officer);
 *   every change there is written to the audit log.
 */

// ---------------------------------------------------------------------------------------------------------------
// Lawful bases and processing activities

export interface ProcessingActivityDefinition {
  key: string;
  name: string;
  /** What is processed, in plain words. */
  data: string;
  purpose: string;
  lawful_basis: LawfulBasis;
  retention: string;
  recipients: string;
}

/**
 * The record of processing activities as first seeded (docs/decisions: lawful bases). Administrators edit the
 * stored copy in the console; a key added here is added to the stored record at the next start.
 */
export const PROCESSING_ACTIVITY_DEFINITIONS: readonly ProcessingActivityDefinition[] = [
  {
    key: 'accounts',
    name: 'Your account and profile',
    data: 'Name, e-mail, phone, username, password (hashed), profile details, uploaded CV and school ID',
    purpose: 'To give you the account you signed up for and let you sign in safely',
    lawful_basis: 'contract',
    retention: 'Until you delete your account; unverified accounts after 30 days',
    recipients: 'Nobody outside the platform; your institution sees your profile when you claim your record',
  },
  {
    key: 'tracer',
    name: 'Graduate tracer study',
    data: 'Your institution’s graduation roll (name, matric number, programme, year, sex, state, phone, e-mail) and your survey answers',
    purpose:
      'To learn what graduates do after their training (work, pay, further study), so that training can be improved',
    lawful_basis: 'public_task',
    retention: 'Contacts for the five years of the study; answers then kept only as anonymous figures',
    recipients: 'Your institution and the regulator see figures; never your answers with your name',
  },
  {
    key: 'outcome_statistics',
    name: 'Outcome figures',
    data: 'Anonymous counts of outcomes by programme, institution, state, sex and year',
    purpose: 'To publish how graduates of each programme fare',
    lawful_basis: 'public_task',
    retention: 'Kept; they name nobody, and groups of fewer than 5 are never shown outside the console',
    recipients: 'The public, institutions and the regulator',
  },
  {
    key: 'security',
    name: 'Security and audit records',
    data: 'Sign-in records, administrators’ changes, support tickets',
    purpose: 'To keep accounts safe and show who changed what',
    lawful_basis: 'legitimate_interest',
    retention: 'Sign-in tokens until they expire; audit entries for as long as the law requires',
    recipients: 'Administrators of the platform',
  },
  {
    key: 'mentoring',
    name: 'Mentoring (optional)',
    data: 'Your profile (NIN masked), your institution and programme',
    purpose: 'To match you with a mentor who can guide you',
    lawful_basis: 'consent',
    retention: 'Until you withdraw your consent or delete your account',
    recipients: 'The mentor assigned to you',
  },
  {
    key: 'job_matching',
    name: 'Job matching (optional)',
    data: 'Your skills, CV, state and programme',
    purpose: 'To show you jobs that fit and let employers find you',
    lawful_basis: 'consent',
    retention: 'Until you withdraw your consent or delete your account',
    recipients: 'Employers on the platform whose jobs you apply to or match',
  },
  {
    key: 'whatsapp_contact',
    name: 'WhatsApp messages (optional)',
    data: 'Your phone number and the messages we exchange',
    purpose: 'To reach you on WhatsApp instead of text messages',
    lawful_basis: 'consent',
    retention: 'Message text for 180 days; until you withdraw your consent',
    recipients: 'Our WhatsApp provider, only to deliver the messages',
  },
];

export const PRIVACY_NOTICE_FIRST = `We are the TVET graduate tracer. We keep the details your institution listed when you graduated, and what you tell us, to learn what graduates do after their training and to improve it.

We never sell your data. Your institution and the regulator see figures, never your answers with your name.

Mentoring, job matching and WhatsApp messages are optional: you choose them in Settings and can stop them at any time, as easily as you started. If you are under 18, a parent or guardian must agree first.

You may see, download, correct or delete what we hold about you, and you may object to the study: see Settings, or ask us with the form on our privacy page. We answer within 30 days.

If your data is ever exposed, we tell the Nigeria Data Protection Commission within 72 hours and tell you when it puts you at risk.`;

// ---------------------------------------------------------------------------------------------------------------
// Limits

export const PRIVACY_TEXT_MAX = 2000;
export const PRIVACY_NOTICE_MAX = 20_000;
export const BREACH_AFFECTED_EMAILS_MAX = 1000;
export const BREACH_PAGE_SIZE = 20;
export const SUBJECT_REQUEST_PAGE_SIZE = 20;
/** NDPA s. 40(2): the Commission is told within 72 hours of awareness. */
export const BREACH_NDPC_HOURS = 72;
/** Data subject requests are answered within 30 days. */
export const SUBJECT_REQUEST_DAYS = 30;
/** NDPA s. 31: a child is a person under 18. */
export const ADULT_AGE = 18;
/** A guardian's confirmation link works for 7 days. */
export const GUARDIAN_LINK_HOURS = 7 * 24;

// ---------------------------------------------------------------------------------------------------------------
// Schemas

export const processingActivitySchema = z.object({
  key: z.string(),
  name: z.string(),
  data: z.string(),
  purpose: z.string(),
  lawful_basis: z.enum(LAWFUL_BASES),
  lawful_basis_label: z.string(),
  retention: z.string(),
  recipients: z.string(),
  updatedAt: z.string(),
});
export type ProcessingActivity = z.infer<typeof processingActivitySchema>;

export const privacyNoticeSchema = z.object({
  version: z.number(),
  text: z.string(),
  published_at: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const retentionRuleSchema = z.object({
  key: z.string(),
  kind: z.string(),
  from: z.string(),
  hours: z.number(),
  // biome-ignore lint/suspicious/noThenProperty: the retention rules' own field name (retention.ts); never awaited
  then: z.string(),
});

export const privacyOverviewSchema = z.object({
  activities: z.array(processingActivitySchema),
  retention_rules: z.array(retentionRuleSchema),
  notice: privacyNoticeSchema,
  notice_version: z.number(),
  consent_purposes: z.array(z.enum(CONSENT_PURPOSES)),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;
/** The retention rules as the overview carries them (a copy of the contract's list). */
export const retentionRulesOut = () => RETENTION_RULES.map((rule) => ({ ...rule }));

const text = (field: string, max = PRIVACY_TEXT_MAX) => requiredText(field, max);

export const activityKeyParamsSchema = z.object({ key: z.string().max(60) });
export const updateActivitySchema = z
  .strictObject({
    name: text('name', 200),
    data: text('data'),
    purpose: text('purpose'),
    lawful_basis: enumField('lawful_basis', LAWFUL_BASES),
    retention: text('retention'),
    recipients: text('recipients'),
  })
  .partial();
export type UpdateActivity = z.infer<typeof updateActivitySchema>;

export const publishNoticeSchema = z.strictObject({ text: text('text', PRIVACY_NOTICE_MAX) });

// Consent

export const giveConsentSchema = z.strictObject({
  purpose: enumField('purpose', CONSENT_PURPOSES),
  given: z.boolean({ error: 'given must be true (give) or false (withdraw)' }),
  channel: enumField('channel', CONSENT_CHANNELS).default('web'),
});
export type GiveConsent = z.input<typeof giveConsentSchema>;

export const consentEventSchema = z.object({
  _id: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  notice_version: z.number(),
  channel: z.enum(CONSENT_CHANNELS),
  createdAt: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const GUARDIAN_STATUSES = ['none', 'pending', 'confirmed'] as const;
export const consentStateSchema = z.object({
  purposes: z.array(
    z.object({
      purpose: z.enum(CONSENT_PURPOSES),
      name: z.string(),
      purpose_text: z.string(),
      given: z.boolean(),
      since: z.string().nullable(),
    }),
  ),
  /** Under 18 by the date of birth on the profile. */
  minor: z.boolean(),
  guardian: z.object({ status: z.enum(GUARDIAN_STATUSES), name: z.string().nullable() }),
  /** Whether the extras may be offered: an adult, or a minor whose guardian confirmed. */
  offered: z.boolean(),
  history: z.array(consentEventSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const guardianConfirmSchema = z.strictObject({
  token: z.string({ error: 'token is required' }).min(20, 'That link is not valid').max(200),
});

// Breach register

export const breachSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  aware_at: z.string(),
  data_kinds: z.array(z.string()),
  people_affected: z.number(),
  institutions: z.array(z.string()),
  ndpc_due_at: z.string(),
  ndpc_notified_at: z.string().nullable(),
  /** Not yet notified and past the 72 hours. */
  overdue: z.boolean(),
  subjects_must_be_told: z.boolean(),
  affected_accounts: z.number(),
  notices_queued: z.number(),
  notices_stopped_at: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Breach = z.infer<typeof breachSchema>;

const breachFields = {
  title: text('title', 200),
  description: text('description'),
  aware_at: z.iso.datetime({ offset: true, error: 'aware_at must be a date and time' }),
  data_kinds: z.array(text('data_kinds', 100)).max(20, 'data_kinds: at most 20').default([]),
  people_affected: z
    .number({ error: 'people_affected must be a number' })
    .int('people_affected must be a whole number')
    .min(0, 'people_affected must be 0 or more')
    .max(100_000_000),
  institutions: z.array(text('institutions', 200)).max(200, 'institutions: at most 200').default([]),
  subjects_must_be_told: z.boolean().default(false),
  /** The accounts to notify, by e-mail address (addresses with no account are left out). */
  affected_emails: z
    .array(emailField)
    .max(BREACH_AFFECTED_EMAILS_MAX, `affected_emails: at most ${BREACH_AFFECTED_EMAILS_MAX}`)
    .default([]),
};
export const createBreachSchema = z.strictObject(breachFields);
export type CreateBreach = z.input<typeof createBreachSchema>;
export const updateBreachSchema = z.strictObject({
  title: breachFields.title.optional(),
  description: breachFields.description.optional(),
  data_kinds: z.array(text('data_kinds', 100)).max(20).optional(),
  people_affected: breachFields.people_affected.optional(),
  institutions: z.array(text('institutions', 200)).max(200).optional(),
  subjects_must_be_told: z.boolean().optional(),
  ndpc_notified_at: z.iso
    .datetime({ offset: true, error: 'ndpc_notified_at must be a date and time' })
    .nullable()
    .optional(),
});
export type UpdateBreach = z.infer<typeof updateBreachSchema>;
export const breachListQuerySchema = pageQuerySchema(BREACH_PAGE_SIZE);
export const privacyIdParamsSchema = z.object({ id: idSchema });
export const breachNoticeStopSchema = z.strictObject({
  token: z.string({ error: 'token is required' }).min(20, 'That link is not valid').max(200),
});

// Data subject requests

export const createSubjectRequestSchema = z.strictObject({
  name: text('name', 120),
  contact: text('contact', 200),
  kind: enumField('kind', SUBJECT_REQUEST_KINDS),
  details: text('details'),
});
export type CreateSubjectRequest = z.infer<typeof createSubjectRequestSchema>;
export const rollCorrectionSchema = z.strictObject({
  institution_id: idSchema,
  details: text('details'),
});
export const updateSubjectRequestSchema = z.strictObject({
  status: enumField('status', SUBJECT_REQUEST_STATUSES),
});
export const subjectRequestListQuerySchema = pageQuerySchema(SUBJECT_REQUEST_PAGE_SIZE).extend({
  status: enumField('status', SUBJECT_REQUEST_STATUSES).optional(),
});
export const subjectRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  contact: z.string(),
  kind: z.enum(SUBJECT_REQUEST_KINDS),
  details: z.string(),
  status: z.enum(SUBJECT_REQUEST_STATUSES),
  /** 'public_form' (no account) or 'account' (a signed-in graduate's roll correction). */
  source: z.enum(['public_form', 'account']),
  institution: z.object({ _id: z.string(), name: z.string() }).nullable(),
  due_at: z.string(),
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubjectRequest = z.infer<typeof subjectRequestSchema>;
export const subjectRequestCreatedSchema = z.object({ _id: z.string(), due_at: z.string() });

// ---------------------------------------------------------------------------------------------------------------
// Routes and messages

export const PRIVACY_MESSAGES = {
  loaded: 'Privacy information loaded.',
  activityUpdated: 'Processing activity updated.',
  activityNotFound: 'There is no processing activity with that key.',
  noticePublished: 'New privacy notice published.',
  consentsLoaded: 'Your consents loaded.',
  consentGiven: 'Consent recorded successfully. You can withdraw it here at any time.',
  consentWithdrawn: 'Consent withdrawn successfully.',
  consentOnlyGraduates: 'Only graduates choose these optional extras.',
  minorNeedsGuardian:
    'You are under 18: a parent or guardian must confirm before you can choose the optional extras. Ask them to confirm from Settings.',
  guardianAsked:
    'Request sent successfully: we e-mailed your guardian a link to confirm. It works for 7 days.',
  guardianTexted:
    'Request sent successfully: we sent your guardian a text message with a link to confirm. It works for 7 days.',
  guardianPhoneOptedOut:
    "Not sent: your guardian's phone number has opted out of our text messages (it replied STOP), so we will not text it again. Give their e-mail address instead.",
  guardianPhoneOptedOutField:
    'This number opted out of our text messages (STOP): give an e-mail address instead',
  guardianNotNeeded: 'You are 18 or older: you choose the optional extras yourself.',
  guardianConfirmed: 'Thank you: your confirmation is recorded.',
  guardianLinkInvalid:
    'This link is not valid or has expired. The graduate can send you another from Settings.',
  breachesLoaded: 'Breach register loaded.',
  breachRecorded: 'Breach recorded successfully. The Commission must be told within 72 hours of awareness.',
  breachUpdated: 'Breach updated.',
  breachNotFound: 'There is no breach with that id.',
  breachNotifyQueued: (count: number) =>
    `Notices queued successfully for ${count} affected ${count === 1 ? 'person' : 'people'}.`,
  breachNoticesStopped: 'Notices stopped successfully: no further notices will be sent for this breach.',
  breachNoticesAreStopped: 'Notices for this breach were stopped; none are sent.',
  breachNoticeStopLinkDone: 'You will receive no further notices about this incident.',
  breachNoticeStopLinkInvalid: 'This link is not valid.',
  requestReceived: 'Your request is received. We answer within 30 days.',
  requestsLoaded: 'Requests loaded.',
  requestUpdated: 'Request updated.',
  requestNotFound: 'There is no request with that id.',
  correctionSent: 'Request sent successfully to the institution and logged. They answer within 30 days.',
  correctionNotYourInstitution: 'You can ask only an institution you listed in your profile.',
  correctionOnlyGraduates: 'Only graduates can ask for a correction of their roll record.',
  guardianMailSubject: 'Please confirm: optional extras on the TVET graduate tracer',
  breachMailSubject: 'Important: an incident that may affect your data',
  correctionMailSubject: 'A graduate asks you to correct your graduation roll',
} as const;
