import { z } from 'zod';
import { idSchema } from './api';
import { passwordField } from './fields';
import { RETENTION_RULES } from './retention';

/*
 * A person's data rights (Nigeria Data Protection Act 2023, ss. 34-38; issue 25): the archive of everything the
 * platform holds about them (access and portability) and the erasure of their account.
 *
 * Wire rules:
 * - POST /v1/me/exports starts an archive of the signed-in person and answers {_id} (202). One at a time: while
 *   one is queued or being prepared, another is refused (409 DATA_RIGHTS_MESSAGES.exportRunning). Rate-limited
 *   per account (EXPORT_RATE_LIMIT).
 * - GET /v1/me/exports/{id} answers its status; when ready, `download_url` and `expires_at` (72 hours after it
 *   was prepared, RETENTION_RULES export_archives). Another person's export is a 404 (its existence is private).
 * - GET /v1/me/exports/{id}/download answers the zip to the same person's session (bearer token: the link itself
 *   carries no secret, so it is useless to anyone else); after expiry 410 with DATA_RIGHTS_MESSAGES.exportExpired.
 *   Downloading twice, or twice at once, answers the same archive.
 * - POST /v1/me/erasure {password} erases the signed-in account after checking the password again (a wrong or
 *   missing password is a 4xx and changes nothing); answers the receipt: what was erased and what was kept, why.
 */

/** The archive is kept this long after it is prepared (RETENTION_RULES export_archives). */
export const EXPORT_LINK_HOURS = RETENTION_RULES.find((rule) => rule.key === 'export_archives')?.hours ?? 72;
/** How many archives one person may start in a day. */
export const EXPORT_RATE_LIMIT = { max: 5, windowSeconds: 24 * 60 * 60 } as const;

export const EXPORT_STATUSES = ['queued', 'preparing', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  queued: 'Waiting to start',
  preparing: 'Being prepared',
  ready: 'Ready to download',
  failed: 'Could not be prepared',
  expired: 'Expired',
};

export const DATA_RIGHTS_MESSAGES = {
  exportStarted: 'Your archive is being prepared. It is usually ready within a few minutes.',
  exportLoaded: 'Archive status loaded',
  exportRunning: 'Your archive is already being prepared. Wait for it to be ready before asking for another.',
  exportNotFound: 'There is no such archive of yours.',
  exportNotReady: 'Your archive is not ready yet. Try again in a minute.',
  exportExpired: 'This archive has expired: archives are kept for 72 hours. Ask for a new one from Settings.',
  exportFailed: 'Your archive could not be prepared. Ask for a new one from Settings.',
  erased:
    'Your account has been deleted. What had to be kept for others or by law is kept without your name or contacts.',
  wrongPassword: 'That password is not right. Type the password you sign in with to delete your account.',
  erasureTooMany: 'Too many wrong passwords. Wait a few minutes, then try again.',
  institutionNotErasable:
    "An institution's account holds its graduates' rolls and outcome records, so it cannot delete itself. Write to the administrators from Support tickets to close it.",
} as const;

export const exportParamsSchema = z.strictObject({ id: idSchema });

export const exportStartedSchema = z.object({ _id: z.string() });
export type ExportStarted = z.infer<typeof exportStartedSchema>;

export const dataExportSchema = z.object({
  _id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the link stops working (ready archives only). */
  expires_at: z.string().nullable(),
  /** The download path: it needs the same person's session. */
  download_url: z.string().nullable(),
  size: z.number().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const erasureSchema = z.strictObject({ password: passwordField });
export type ErasureRequest = z.infer<typeof erasureSchema>;

export const erasureReceiptSchema = z.object({
  erasedAt: z.string(),
  /** What was erased, in plain words. */
  erased: z.array(z.string()),
  /** What had to be kept (for others or by law) and why, in plain words. */
  kept: z.array(z.string()),
});
export type ErasureReceipt = z.infer<typeof erasureReceiptSchema>;

/**
 * Accounts that cannot erase themselves: an institution is an organisation (not a data subject) whose account holds
 * the rolls its graduates' records and the outcome figures hang on; the administrators close it.
 */
export const NOT_SELF_ERASABLE = ['institution'] as const;

/** What the erasure erases, as the receipt and the Settings screen say it. */
export const ERASED_ITEMS = [
  'Your name, e-mail address, phone numbers, address, date of birth and NIN',
  'Your profile, your uploaded files and pictures',
  'The text of every message you sent',
  'Your survey answers (only anonymous outcome facts stay, with no way back to you)',
  'Your job applications, mentoring links, blocks and sessions on every device',
] as const;

/** The sentence the archive's README and the erasure receipt give for what stays. */
export const KEPT_NOTE =
  'Some records stay because other people or the law need them, always without your name or contacts:';

/** What an erasure keeps, minimised, and why (the Settings screen and the archive's README say so). */
export const KEPT_ITEMS = [
  'Anonymous outcome facts from your survey answers (employment, income band…), with no way back to you, so the published figures stay right',
  'Your row on your institution\u2019s graduation roll without your name, matric number or contacts, so the cohort counts stay right',
  'An empty place (time, no text) for each message you sent, so other people\u2019s conversations still read in order',
  'The dates and states of your support tickets, without their text',
  'Audit log entries about your account, without your name or contacts, because the law requires them',
] as const;
