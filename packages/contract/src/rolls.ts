import { z } from 'zod';
import { pageQuerySchema } from './api';
import { GENDERS } from './enums';
import { enumField } from './fields';
import { ROLL_COLUMNS } from './roll-columns';
import { rollImportMappingShape } from './roll-mapping';

/*
 * Graduation rolls (beyond the spec; architecture "Outcome data"): each institution's list of its graduates
 * (programme, year, matric number, contact), the population frame every response rate is counted against.
 * Graduates claim their row; the institution confirms claims.
 */

/* ---------- limits ---------- */

/** Data rows in one file (the header row not counted). */
export const ROLL_MAX_ROWS = 100_000;
/** Bytes in one uploaded file (CSV or XLSX). */
export const ROLL_MAX_BYTES = 25 * 1024 * 1024;
/** Row errors listed in one preview; `error_count` still counts them all. */
export const ROLL_PREVIEW_MAX_ERRORS = 1000;
/** Parsed rows shown back in a preview. */
export const ROLL_PREVIEW_SAMPLE_ROWS = 10;
/** A preview can be committed for this long. */
export const ROLL_IMPORT_TTL_HOURS = 24;
/** Invitations sent by one call (call again for the rest). */
export const ROLL_INVITE_BATCH = 200;
export const ROLL_PAGE_SIZE = 20;
export const MATRIC_NUMBER_MAX = 40;
export const ROLL_NAME_MAX = 120;
export const GRADUATION_YEAR_MIN = 1950;
/** A roll's date of birth is plausible for someone this many whole years old today, at least and at most. */
export const ROLL_BIRTH_AGE = { min: 10, max: 100 } as const;

/** Header carrying the uploaded file's name (URL-encoded), since the body is the file itself. */
export const ROLL_FILE_NAME_HEADER = 'x-file-name';

/** A header row and one example line, for a downloadable template. */
export const ROLL_TEMPLATE_CSV =
  'name,matric_number,programme,graduation_year,sex,state,email,phone,date_of_birth\r\n' +
  'Amina Bello,FPI/ND/EE/19/001,Electrical Engineering Technology,2021,female,Ogun,amina.bello@example.ng,08031234567,2001-03-09\r\n';

/* ---------- matric numbers ---------- */

/** The key two matric numbers are compared by: trimmed, inner spaces collapsed, upper case. */
export function matricKey(matric: string): string {
  return matric.trim().replace(/\s+/g, ' ').toUpperCase();
}

export const matricNumberField = z
  .string({ error: 'matric_number is required' })
  .trim()
  .min(1, 'matric_number is required')
  .max(MATRIC_NUMBER_MAX, `matric_number must be at most ${MATRIC_NUMBER_MAX} characters`)
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N}/\-. ]*$/u,
    'matric_number may contain only letters, digits, spaces and / - .',
  );

export const graduationYearField = z
  .number({ error: 'graduation_year must be a year like 2021' })
  .int('graduation_year must be a year like 2021')
  .min(GRADUATION_YEAR_MIN, `graduation_year must be ${GRADUATION_YEAR_MIN} or later`)
  .refine((year) => year <= new Date().getUTCFullYear(), 'graduation_year cannot be in the future');

/* ---------- claims ---------- */

/**
 * A graduate's link to an institution, as matched to the roll:
 * - confirmed: matched to a roll row (matric number, programme and year), or confirmed by the institution;
 * - claimed: no roll row matches yet (or programme/year differ): the institution reviews it;
 * - disputed: the matric number is held by another graduate (another NIN);
 * - rejected: the institution rejected it.
 */
export const CLAIM_STATUSES = ['confirmed', 'claimed', 'disputed', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  confirmed: 'Confirmed',
  claimed: 'Awaiting confirmation',
  disputed: 'Disputed',
  rejected: 'Rejected',
};

/** A roll row's state: nobody has claimed it yet, or the best claim on it. */
export const ROLL_CLAIM_STATES = ['unclaimed', 'claimed', 'confirmed', 'disputed'] as const;
export type RollClaimState = (typeof ROLL_CLAIM_STATES)[number];

/** PATCH /v1/institutions/{userId}/graduates/{graduateId}/claim */
/** The most a reason for rejecting a claim may say (it is shown to the graduate). */
export const CLAIM_REASON_MAX = 500;

/**
 * Confirming needs nothing more; rejecting needs the reason, which the graduate is shown so they know what to
 * fix (issue 22.22: a one-click rejection told them nothing useful).
 */
export const claimDecisionSchema = z
  .strictObject({
    decision: enumField('decision', ['confirm', 'reject'] as const),
    reason: z
      .string()
      .trim()
      .max(CLAIM_REASON_MAX, `The reason can be at most ${CLAIM_REASON_MAX} characters.`)
      .optional(),
  })
  .refine((body) => body.decision !== 'reject' || Boolean(body.reason), {
    path: ['reason'],
    error: 'Say why you are rejecting this claim; the graduate is shown the reason.',
  });
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

/* ---------- roll rows ---------- */

/** One row as read from the file, after checks (what will be stored). */
export const rollRowSchema = z.object({
  name: z.string(),
  matric_number: z.string(),
  programme: z.string(),
  graduation_year: z.number().int(),
  sex: z.enum(GENDERS),
  state: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** YYYY-MM-DD, when the roll gives it (optional column). */
  date_of_birth: z.string().nullable(),
});
export type RollRow = z.infer<typeof rollRowSchema>;

/** A stored roll row, as the institution's roll table shows it. */
export const rollEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  matric_number: z.string(),
  programme_id: z.object({ _id: z.string(), name: z.string() }),
  graduation_year: z.number().int(),
  sex: z.enum(GENDERS),
  state: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** YYYY-MM-DD, when the roll gives it. */
  date_of_birth: z.string().nullable(),
  claim_status: z.enum(ROLL_CLAIM_STATES),
  /** The graduate whose confirmed claim holds this row. */
  graduate_id: z.string().nullable(),
  /** Whether an account exists for the row's e-mail address (invitations go only to rows without one). */
  has_account: z.boolean(),
  invited_at: z.string().nullable(),
  invitation_count: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RollEntry = z.infer<typeof rollEntrySchema>;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /v1/institutions/{userId}/roll?limit&page&name&programme_id&graduation_year&claim_status&invited */
export const rollListQuerySchema = pageQuerySchema(ROLL_PAGE_SIZE).extend({
  /** Name or matric number, case-insensitive, anywhere in the text. */
  name: z.preprocess(blank, z.string().trim().max(120, 'name must be at most 120 characters').optional()),
  programme_id: z.preprocess(
    blank,
    z.uuid({ error: 'programme_id must be one of your programmes' }).optional(),
  ),
  // The same bounds as a claim's or a roll row's year: 40000 is refused here, not in the database.
  graduation_year: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'graduation_year must be a year like 2021' })
      .pipe(graduationYearField)
      .optional(),
  ),
  claim_status: z.preprocess(blank, enumField('claim_status', ROLL_CLAIM_STATES).optional()),
  invited: z.preprocess(
    blank,
    z.enum(['true', 'false'], { error: 'invited must be true or false' }).optional(),
  ),
});
export type RollListQuery = z.infer<typeof rollListQuerySchema>;

/* ---------- import: preview, then commit ---------- */

export const ROLL_FILE_FORMATS = ['csv', 'xlsx'] as const;
export const ROLL_IMPORT_STATUSES = ['previewed', 'committed'] as const;

/** One problem in one row. `row` is the line number as a spreadsheet shows it (the header is row 1). */
export const rollRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type RollRowError = z.infer<typeof rollRowErrorSchema>;

/**
 * POST /v1/institutions/{userId}/roll/imports (the file itself as the raw body, any Content-Type, its name in
 * the x-file-name header) answers this preview; nothing is stored on the roll yet:
 * - 200 when every row is valid (`can_commit` true);
 * - 422 with this same payload when rows have errors (`errors` lists them, row by row);
 * - 400/413/415 with a plain msg when the file itself is unusable (not CSV/XLSX, over 100,000 rows or
 *   25 MB, no header, missing columns).
 * POST …/roll/imports/{importId}/commit stores every row in one transaction, or none (422 with this payload
 * when rows have errors now, e.g. a programme was deleted since the preview; 409 when expired/committed).
 */
export const rollImportSchema = z.object({
  _id: z.string(),
  status: z.enum(ROLL_IMPORT_STATUSES),
  file_name: z.string(),
  format: z.enum(ROLL_FILE_FORMATS),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  invalid_rows: z.number().int(),
  /** Rows whose matric number is new to the roll, and rows that update an existing one. */
  will_create: z.number().int(),
  will_update: z.number().int(),
  error_count: z.number().int(),
  errors: z.array(rollRowErrorSchema),
  errors_truncated: z.boolean(),
  /** The first rows as they will be stored. */
  sample: z.array(rollRowSchema),
  /** True when every row is valid and the preview has not expired or been committed. */
  can_commit: z.boolean(),
  /** After a commit: rows added and rows updated. */
  created: z.number().int().nullable(),
  updated: z.number().int().nullable(),
  /** Claims confirmed by this import (graduates who had claimed a matric number it added). */
  claims_confirmed: z.number().int().nullable(),
  expires_at: z.string(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  ...rollImportMappingShape,
});
export type RollImport = z.infer<typeof rollImportSchema>;

/* ---------- invitations ---------- */

/**
 * POST /v1/institutions/{userId}/roll/invitations: e-mail roll graduates who have no account a sign-up link.
 * Either `ids` (roll rows) or `all: true` (every row not yet invited, ROLL_INVITE_BATCH per call).
 * A row already invited is skipped unless `resend` is true.
 */
export const rollInvitationSchema = z
  .strictObject({
    ids: z
      .array(z.uuid({ error: 'ids must be roll entry ids' }), {
        error: 'ids must be a list of roll entry ids',
      })
      .min(1, 'ids must name at least one roll entry')
      .max(ROLL_INVITE_BATCH, `ids may name at most ${ROLL_INVITE_BATCH} roll entries at a time`)
      .optional(),
    all: z.literal(true, { error: 'all must be true' }).optional(),
    resend: z.boolean({ error: 'resend must be true or false' }).default(false),
  })
  .refine((value) => (value.ids === undefined) !== (value.all === undefined), {
    message: 'Send either ids or all: true',
    path: ['ids'],
  });
export type RollInvitationRequest = z.infer<typeof rollInvitationSchema>;

export const rollInvitationResultSchema = z.object({
  sent: z.number().int(),
  already_invited: z.number().int(),
  no_email: z.number().int(),
  has_account: z.number().int(),
  /** With `all`: rows still waiting for an invitation (call again). */
  remaining: z.number().int(),
});
export type RollInvitationResult = z.infer<typeof rollInvitationResultSchema>;

/** Query parameters of the sign-up link in an invitation; the registration page pre-fills from them. */
export const INVITE_PARAMS = {
  institution: 'institution_id',
  programme: 'programme_id',
  year: 'graduation_year',
  email: 'email',
} as const;

/**
 * The path of the sign-up link an invitation carries: /register?type=graduate&institution_id=… (`type` is what
 * the register page reads). After the graduate verifies the invited address and signs in, the web app sends
 * `acceptRollInvitationSchema` and the roll row with that address becomes the graduate's confirmed claim.
 */
export function invitationPath(input: {
  institution_id: string;
  programme_id: string;
  graduation_year: number;
  email: string;
}): string {
  const query = new URLSearchParams({
    type: 'graduate',
    [INVITE_PARAMS.institution]: input.institution_id,
    [INVITE_PARAMS.programme]: input.programme_id,
    [INVITE_PARAMS.year]: String(input.graduation_year),
    [INVITE_PARAMS.email]: input.email,
  });
  return `/register?${query.toString()}`;
}

/** POST /v1/graduates/{id}/institutions/invitation: claim the roll row that lists your verified e-mail address. */
export const acceptRollInvitationSchema = z.strictObject({
  institution_id: z.uuid({ error: 'institution_id must be an institution from the list' }),
});
export type AcceptRollInvitation = z.infer<typeof acceptRollInvitationSchema>;

/** What the register page keeps from an invitation link (INVITE_PARAMS), or null when the link has none. */
export function invitationFromQuery(query: URLSearchParams): {
  institution_id: string;
  programme_id: string | null;
  graduation_year: number | null;
  email: string | null;
} | null {
  const institution = acceptRollInvitationSchema.safeParse({
    institution_id: query.get(INVITE_PARAMS.institution) ?? '',
  });
  if (!institution.success) return null;
  const programme = z.uuid().safeParse(query.get(INVITE_PARAMS.programme) ?? '');
  const year = graduationYearField.safeParse(Number(query.get(INVITE_PARAMS.year)));
  const email = z.email().safeParse(query.get(INVITE_PARAMS.email) ?? '');
  return {
    institution_id: institution.data.institution_id,
    programme_id: programme.success ? programme.data : null,
    graduation_year: year.success ? year.data : null,
    email: email.success ? email.data : null,
  };
}

/* ---------- messages ---------- */

export const ROLL_MESSAGES = {
  loaded: 'Graduation roll loaded',
  invitationAccepted: 'Your institution, programme and graduation year are linked: the roll confirms you.',
  invitationNotOnRoll:
    "Your e-mail address is not on this institution's graduation roll. Add the institution with your matric number in your profile instead.",
  previewReady: (rows: number) =>
    `${rows} row${rows === 1 ? '' : 's'} checked: nothing is stored until you confirm the import.`,
  previewHasErrors: (invalid: number) =>
    `${invalid} row${invalid === 1 ? ' has' : 's have'} errors. Change the matches, or fix them in your file and upload it again, or import the rows without errors; nothing was stored yet.`,
  committed: (created: number, updated: number) =>
    `Graduation roll updated successfully: ${created} added, ${updated} updated.`,
  importLoaded: 'Import loaded',
  importNotFound: 'No import with this id. Upload the file again.',
  importExpired: `This preview has expired (after ${ROLL_IMPORT_TTL_HOURS} hours). Upload the file again.`,
  importAlreadyCommitted: 'This file was already imported.',
  emptyBody: 'Choose a CSV or Excel (.xlsx) file to upload.',
  notCsvOrXlsx: 'This file is not a CSV or Excel (.xlsx) file. Save it as CSV or .xlsx and upload it again.',
  fileTooLarge: `This file is larger than ${ROLL_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and upload each.`,
  tooManyRows: `This file has more than ${ROLL_MAX_ROWS.toLocaleString('en-GB')} rows. Split it into files of at most ${ROLL_MAX_ROWS.toLocaleString('en-GB')} rows and upload each.`,
  noRows: 'This file has a header row but no graduates under it.',
  unreadable:
    'This file could not be read. Open it in a spreadsheet program, save it again as CSV or .xlsx, and upload it.',
  missingColumns: (columns: string[]) =>
    `Your file has no ${columns.join(', ')} column${columns.length === 1 ? '' : 's'}. The first row must name the columns: ${ROLL_COLUMNS.join(', ')}.`,
  duplicateColumn: (column: string) => `Your file has two ${column} columns. Keep one.`,
  // row-level (the `message` of a row error)
  required: (column: string) => `${column} is required`,
  formula: (column: string) =>
    `${column} holds a formula or text starting with = + - @; type the value itself (formulas are refused for safety)`,
  duplicateMatric: (firstRow: number) => `matric_number appears again: it is already on row ${firstRow}`,
  unknownProgramme: (name: string) =>
    `programme "${name}" is not one of your programmes; add it under Programmes or correct the name`,
  badYear: `graduation_year must be a year from ${GRADUATION_YEAR_MIN} to this year`,
  badSex: 'sex must be male, female or other (M or F are read too)',
  badState: 'state must be a Nigerian state, e.g. Lagos or Federal Capital Territory',
  badEmail: 'email must be a valid e-mail address',
  badPhone: 'phone must be a Nigerian mobile number, e.g. 08031234567',
  contactRequired: 'give an email or a phone number',
  badDateOfBirth: 'date_of_birth must be a date such as 2004-05-14 or 14/05/2004 (day first)',
  futureDateOfBirth: 'date_of_birth is in the future',
  implausibleDateOfBirth: `date_of_birth must be of someone ${ROLL_BIRTH_AGE.min} to ${ROLL_BIRTH_AGE.max} years old`,
  tooLong: (column: string, max: number) => `${column} must be at most ${max} characters`,
  badMatric: 'matric_number may contain only letters, digits, spaces and / - .',
  badName: 'name may contain only letters, spaces, apostrophes, commas, hyphens and dots',
  // claims
  claimsLoaded: 'Claims loaded',
  claimConfirmed: 'Claim confirmed successfully',
  claimRejected: 'Claim rejected',
  /** Mailed to the graduate with the institution's reason (issue 22.22), besides showing it on their screen. */
  claimRejectedMailSubject: (institution: string) => `${institution} did not confirm your studies`,
  claimRejectedMail: (graduate: string, institution: string, reason: string) =>
    `${graduate}: ${institution} did not confirm that you studied there. Their reason: ${reason}\n\nCorrect your matric number, programme or graduation year under 'Your studies at ${institution}' in your profile, or contact the institution if you think this is wrong.`,
  claimHeldByAnother: (name: string) =>
    `This matric number is already confirmed for ${name}. Reject that claim first, then confirm this one.`,
  notYourStudent: 'This graduate has not linked your institution.',
  notYourStaff: 'This staff member does not belong to your institution.',
  programmeNotOffered: 'programme_id must be one of this institution\u2019s programmes',
  // invitations
  invitationsSent: (sent: number) => `${sent} invitation${sent === 1 ? '' : 's'} sent successfully`,
  invitationSubject: (institution: string) => `${institution} invites you to the graduate tracer`,
  rollEntryNotFound: 'No roll entry with this id on your roll.',
  // overview
  overviewLoaded: 'Overview loaded',
  studentLoaded: 'Student loaded',
  staffLoaded: 'Staff loaded',
  graduatesLoaded: 'Graduates loaded',
  staffListLoaded: 'Staff loaded',
} as const;
