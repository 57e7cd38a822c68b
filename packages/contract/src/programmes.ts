import { z } from 'zod';
import { REASON_MAX } from './admin';
import { ACCREDITATION_TYPES, PROGRAMME_STATUSES } from './enums';
import { enumField, requiredText } from './fields';
import { MESSAGES } from './messages';

/*
 * Programmes an institution is accredited for (spec 001 §2 "Programmes", §3 "Programme", §4 "Programme
 * accreditation", §9). Dates travel as calendar days, YYYY-MM-DD, in Nigerian time (WAT, UTC+1, no DST).
 */

export type AccreditationType = (typeof ACCREDITATION_TYPES)[number];
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

export const PROGRAMME_DEFAULT_PAGE_SIZE = 10;
export const PROGRAMME_MAX_PAGE_SIZE = 50;
export const PROGRAMME_NAME_MAX = 150;
/** The overview counts programmes whose accreditation ends within this many days. */
export const PROGRAMME_EXPIRING_SOON_DAYS = 90;

/** Labels people read for the enumerations (the API spelling stays as above). */
export const ACCREDITATION_TYPE_LABELS: Record<AccreditationType, string> = {
  initial: 'Initial',
  full: 'Full',
  interim: 'Interim',
  re_accreditation: 'Re-accreditation',
  approval: 'Approval to commence',
};
export const PROGRAMME_STATUS_LABELS: Record<ProgrammeStatus, string> = {
  approved: 'Approved',
  expired: 'Expired',
  pending: 'Pending',
  denied: 'Denied',
};

/* ---------- the accreditation rule (pure; the form and the server run the same code) ---------- */

/** Duration format of spec 001 §5: "<number> <day|week|month|year>", e.g. "2 year". */
export const DURATION_UNITS = ['day', 'week', 'month', 'year'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export interface Duration {
  amount: number;
  unit: DurationUnit;
}
const DURATION_PATTERN = /^([1-9]\d{0,3}) (day|week|month|year)$/;

/** Reads "<number> <day|week|month|year>"; anything else (plurals, "0 year", "two years") is null. */
export function parseDuration(text: string): Duration | null {
  const match = DURATION_PATTERN.exec(text);
  if (!match) return null;
  return { amount: Number(match[1]), unit: match[2] as DurationUnit };
}

/** Spec 001 §4 and §9: initial 2 years, full 5, interim 1, re_accreditation 5, approval 2. */
export const ACCREDITATION_DURATIONS: Record<AccreditationType, string> = {
  initial: '2 year',
  full: '5 year',
  interim: '1 year',
  re_accreditation: '5 year',
  approval: '2 year',
};

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const WAT_OFFSET_MS = 60 * 60 * 1000;

/** Today's date in Nigeria (WAT = UTC+1 all year), as YYYY-MM-DD. */
export function todayInNigeria(now: Date = new Date()): string {
  return new Date(now.getTime() + WAT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * `day` plus a duration, in calendar terms: months and years keep the day of the month, and a day the
 * target month lacks becomes its last day (2024-02-29 + 1 year = 2025-02-28; 2025-01-31 + 1 month = 2025-02-28).
 */
export function addDuration(day: string, duration: string | Duration): string {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  const parsed = typeof duration === 'string' ? parseDuration(duration) : duration;
  if (!parsed) throw new RangeError(`not a duration: ${String(duration)}`);
  const [year, month, date] = day.split('-').map(Number);
  if (parsed.unit === 'day' || parsed.unit === 'week') {
    const days = parsed.amount * (parsed.unit === 'week' ? 7 : 1);
    return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
  }
  const months = parsed.amount * (parsed.unit === 'year' ? 12 : 1);
  const targetMonth = month - 1 + months;
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, targetMonth, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

export interface AccreditationDates {
  granted_date: string;
  expiry_date: string;
  status: 'pending';
}

/** Choosing a type on the form (spec 001 §4): grant = today, expiry = today + the type's duration, status pending. */
export function accreditationDates(
  type: AccreditationType,
  today: string = todayInNigeria(),
): AccreditationDates {
  return {
    granted_date: today,
    expiry_date: addDuration(today, ACCREDITATION_DURATIONS[type]),
    status: 'pending',
  };
}

/**
 * The status a programme reads as on `today`: past its expiry date (the day after it) an approved or pending
 * programme reads `expired` without anyone editing it; a denied one stays denied (that was a decision).
 */
export function programmeStatusOn(
  stored: ProgrammeStatus,
  expiryDate: string,
  today: string = todayInNigeria(),
): ProgrammeStatus {
  if (stored === 'denied') return 'denied';
  return expiryDate < today ? 'expired' : stored;
}

/** Whole days from `today` to `day` (negative when it has passed). */
export function daysUntil(day: string, today: string = todayInNigeria()): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/* ---------- messages ---------- */

export const PROGRAMME_MESSAGES = {
  /** spec 001 §5 and §8, letter for letter */
  required: MESSAGES.requiredMarked,
  areYouSure: MESSAGES.areYouSure,
  // ours (the server side was "not shown")
  created: 'Programme created successfully',
  updated: 'Programme updated successfully',
  deleted: 'Programme deleted successfully',
  loaded: 'Programmes loaded',
  loadedOne: 'Programme loaded',
  notFound: 'No programme with this id.',
  expiryBeforeGrant: 'expiry_date must be after granted_date',
  datesTogether: 'Send granted_date and expiry_date together, or neither to use the accreditation rule',
  statusByAdmin: 'Only an administrator can approve or deny a programme.',
  statusExpiredComputed:
    'status expired is not set by hand: a programme reads as expired after its expiry_date',
  nameTaken: 'You already have a programme with this name.',
  inUse: (count: number) =>
    `This programme has ${count} graduate${count === 1 ? '' : 's'} on your graduation roll. Move them to another programme before deleting it.`,
  notYourProgramme: 'You can only see and change your own programmes.',
  /** An administrator denying a programme says why; the reason is e-mailed to the institution (issue 13). */
  denialReasonRequired: 'Give a reason for denying this programme: it is e-mailed to the institution.',
  reasonOnlyWithDenial: 'reason is only sent by an administrator denying a programme (status denied).',
  denied: 'Programme denied. The reason was sent to the institution.',
  deniedMailSubject: (programme: string) => `Accreditation of ${programme} denied`,
  deniedMail: (institution: string, programme: string, reason: string) =>
    `${institution}: an administrator of the TVET graduate tracer denied the accreditation of ${programme}. Reason: ${reason}\n\nCorrect the programme's accreditation type or dates under Programmes; a changed programme goes back to the queue for another review.`,
} as const;

/* ---------- request schemas ---------- */

/** A calendar day; a full ISO timestamp is accepted too and read as its day. */
export const calendarDayField = (field: string) =>
  z
    .string({ error: `${field} must be a date like 2025-09-30` })
    .trim()
    .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
    .refine(isCalendarDay, `${field} must be a date like 2025-09-30`);

const programmeFields = {
  name: requiredText('name', PROGRAMME_NAME_MAX),
  accreditation_type: enumField('accreditation_type', ACCREDITATION_TYPES),
  granted_date: calendarDayField('granted_date'),
  expiry_date: calendarDayField('expiry_date'),
  status: enumField('status', PROGRAMME_STATUSES),
  // Sent by the client the spec describes; the server always uses the signed-in institution.
  created_by: z.string().max(64).optional(),
};

const datesInOrder = (value: { granted_date?: string; expiry_date?: string }) =>
  !value.granted_date || !value.expiry_date || value.expiry_date > value.granted_date;
const datesTogether = (value: { granted_date?: string; expiry_date?: string }) =>
  (value.granted_date === undefined) === (value.expiry_date === undefined);

/**
 * POST /v1/programmes/: name and accreditation_type required. Without dates the server applies the
 * accreditation rule; with both dates they are kept when expiry is after grant. status may only be
 * `pending` from an institution (administrators approve or deny).
 */
export const createProgrammeSchema = z
  .strictObject({
    ...programmeFields,
    granted_date: programmeFields.granted_date.optional(),
    expiry_date: programmeFields.expiry_date.optional(),
    status: programmeFields.status.optional(),
  })
  .refine(datesTogether, { message: PROGRAMME_MESSAGES.datesTogether, path: ['expiry_date'] })
  .refine(datesInOrder, { message: PROGRAMME_MESSAGES.expiryBeforeGrant, path: ['expiry_date'] });
export type CreateProgramme = z.infer<typeof createProgrammeSchema>;

/**
 * PATCH /v1/programmes/{id}: the same fields, each optional. An institution that changes the type or the
 * dates sends the programme back to pending; only an administrator sets approved or denied.
 */
export const updateProgrammeSchema = z
  .strictObject({
    name: programmeFields.name,
    accreditation_type: programmeFields.accreditation_type,
    granted_date: programmeFields.granted_date,
    expiry_date: programmeFields.expiry_date,
    status: programmeFields.status,
    created_by: programmeFields.created_by,
    /** Required (not blank) when an administrator denies the programme; e-mailed to the institution. */
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .max(REASON_MAX, `reason must be at most ${REASON_MAX} characters`),
  })
  .partial()
  .refine(
    (value) => Object.keys(value).some((key) => key !== 'created_by' && key !== 'reason'),
    'Send at least one field to update',
  )
  .refine(datesInOrder, { message: PROGRAMME_MESSAGES.expiryBeforeGrant, path: ['expiry_date'] });
export type UpdateProgramme = z.infer<typeof updateProgrammeSchema>;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /v1/programmes?limit&page&name&accreditation_type&status (filters combine). limit 1-50 (larger is capped at 50), 10 by default. */
export const programmeListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(PROGRAMME_DEFAULT_PAGE_SIZE)
    .transform((limit) => Math.min(limit, PROGRAMME_MAX_PAGE_SIZE)),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page is too large')
    .default(1),
  name: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(PROGRAMME_NAME_MAX, `name must be at most ${PROGRAMME_NAME_MAX} characters`)
      .optional(),
  ),
  accreditation_type: z.preprocess(
    blankToUndefined,
    enumField('accreditation_type', ACCREDITATION_TYPES).optional(),
  ),
  /** Filters by the status as read today (`expired` includes programmes past their expiry date). */
  status: z.preprocess(blankToUndefined, enumField('status', PROGRAMME_STATUSES).optional()),
  /** An institution may pass its own id (account or profile); administrators filter by any institution. */
  created_by: z.preprocess(
    blankToUndefined,
    z.uuid({ error: 'created_by must be an institution id' }).optional(),
  ),
});
export type ProgrammeListQuery = z.infer<typeof programmeListQuerySchema>;

/* ---------- responses ---------- */

export const programmeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  accreditation_type: z.enum(ACCREDITATION_TYPES),
  granted_date: z.string(),
  expiry_date: z.string(),
  /** As read today: `expired` once expiry_date has passed. */
  status: z.enum(PROGRAMME_STATUSES),
  /** The owning institution's profile id (the caller who created it). */
  created_by: z.string(),
  /** The owning institution's name (administrators list every institution's programmes). */
  institution_name: z.string(),
  /** Days until expiry_date (negative once passed). */
  expires_in_days: z.number().int(),
  /** The administrator's reason, while the programme is denied; otherwise null. */
  denial_reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Programme = z.infer<typeof programmeSchema>;

/** A programme as a graduate picks it (education step and settings): GET /v1/institutions/{id}/programmes. */
export const programmeOptionSchema = z.object({ _id: z.string(), name: z.string() });
export type ProgrammeOption = z.infer<typeof programmeOptionSchema>;

export const programmeOptionsQuerySchema = z.object({
  name: z.preprocess(blankToUndefined, z.string().trim().max(PROGRAMME_NAME_MAX).optional()),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(100)
    .transform((limit) => Math.min(limit, 100)),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
