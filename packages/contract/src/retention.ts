/**
 * How long each kind of data is kept (NDPA 2023 s. 24(1)(d), storage limitation): one list that the retention
 * jobs enforce (data-rights feature) and the public privacy page shows. `hours` is counted from `from`.
 */
export const RETENTION_RULES = [
  {
    key: 'unverified_accounts',
    kind: 'Accounts whose e-mail address was never verified',
    from: 'sign-up',
    hours: 30 * 24,
    // biome-ignore lint/suspicious/noThenProperty: plain data, never awaited; 'then' is the rule's own word
    then: 'deleted',
  },
  {
    key: 'codes_and_tokens',
    kind: 'Expired one-time codes, code links, reset and refresh tokens',
    from: 'expiry',
    hours: 24,
    // biome-ignore lint/suspicious/noThenProperty: plain data, never awaited; 'then' is the rule's own word
    then: 'deleted',
  },
  {
    key: 'export_archives',
    kind: 'Personal data archives prepared for download',
    from: 'preparation',
    hours: 72,
    // biome-ignore lint/suspicious/noThenProperty: plain data, never awaited; 'then' is the rule's own word
    then: 'deleted',
  },
  {
    key: 'mail_log',
    kind: 'Copies of e-mails sent (outbox and mail queue)',
    from: 'sending',
    hours: 90 * 24,
    // biome-ignore lint/suspicious/noThenProperty: plain data, never awaited; 'then' is the rule's own word
    then: 'deleted',
  },
  {
    key: 'message_log',
    kind: 'Text, USSD and WhatsApp messages sent and received, and their delivery reports',
    from: 'sending',
    hours: 180 * 24,
    // biome-ignore lint/suspicious/noThenProperty: plain data, never awaited; 'then' is the rule's own word
    then: 'text removed; the contact attempt (channel, time, status, cost) is kept for the response rates',
  },
  {
    key: 'finished_jobs',
    kind: 'Finished background jobs',
    from: 'completion',
    hours: 7 * 24,
    // biome-ignore lint/suspicious/noThenProperty: plain data, never awaited; 'then' is the rule's own word
    then: 'deleted',
  },
  {
    key: 'rejected_uploads',
    kind: 'Uploads and roll files that were refused or never used',
    from: 'upload',
    hours: 7 * 24,
    // biome-ignore lint/suspicious/noThenProperty: plain data, never awaited; 'then' is the rule's own word
    then: 'deleted',
  },
] as const satisfies readonly RetentionRule[];

export interface RetentionRule {
  key: string;
  /** What is kept, in plain words. */
  kind: string;
  /** The moment the period starts. */
  from: string;
  hours: number;
  /** What happens when it ends. */
  then: string;
}

export type RetentionKey = (typeof RETENTION_RULES)[number]['key'];
