import { createHmac } from 'node:crypto';
import type { TracerCounts, TracerDisposition } from '@tvet/contract';

/*
 * The tracer's rules as plain functions: quiet hours, the wave dates, the
 * response rates and the do-not-contact keys. The service and the sweep apply them; the tests read them.
 */

// ---- quiet hours

export interface QuietHours {
  /** Minutes after midnight, Africa/Lagos. */
  start: number;
  end: number;
}

export function parseQuietHours(value: string): QuietHours | null {
  if (value === 'off') return null;
  const match = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(value);
  if (!match) throw new Error(`QUIET_HOURS ${value} is not HH:MM-HH:MM or off`);
  const [, h1, m1, h2, m2] = match.map(Number) as number[];
  return { start: (h1 as number) * 60 + (m1 as number), end: (h2 as number) * 60 + (m2 as number) };
}

/** Africa/Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MINUTES = 60;

const lagosMinutes = (at: Date) =>
  (at.getUTCHours() * 60 + at.getUTCMinutes() + LAGOS_OFFSET_MINUTES) % (24 * 60);

export function isQuiet(quiet: QuietHours | null, at: Date): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const now = lagosMinutes(at);
  return quiet.start < quiet.end
    ? now >= quiet.start && now < quiet.end
    : now >= quiet.start || now < quiet.end;
}

/** The first moment at or after `at` outside quiet hours. */
export function quietEnd(quiet: QuietHours | null, at: Date): Date {
  if (!isQuiet(quiet, at) || !quiet) return at;
  const now = lagosMinutes(at);
  const wait = (quiet.end - now + 24 * 60) % (24 * 60);
  const next = new Date(at.getTime() + wait * 60_000);
  next.setUTCSeconds(0, 0);
  return next;
}

// ---- waves

/** The date `months` after the cohort's graduation day (MM-DD in its year), at 09:00 Lagos (08:00 UTC). */
export function waveOpening(cohort: number, graduationDay: string, months: number): Date {
  const [month, day] = graduationDay.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(cohort, month - 1 + months, 1, 8, 0, 0));
  // The day, clamped to the month's length (a 31st in a 30-day month is its last day).
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date;
}

export type WaveState = 'not_yet_due' | 'open' | 'closed';
export function waveState(wave: { opensAt: Date; closesAt: Date }, now: Date): WaveState {
  if (now < wave.opensAt) return 'not_yet_due';
  return now < wave.closesAt ? 'open' : 'closed';
}

// ---- response rates

/** Disposition counts of a group of cases, and the AAPOR rates over the frame (every case made from the roll). */
export function countsOf(
  byDisposition: Partial<Record<TracerDisposition, number>>,
  reached: number,
): TracerCounts {
  const n = (key: TracerDisposition) => byDisposition[key] ?? 0;
  const frame = Object.values(byDisposition).reduce((sum, value) => sum + (value ?? 0), 0);
  const complete = n('complete');
  const partial = n('partial');
  // Ineligible cases (not a graduate, deceased) leave the denominator; every other case of the frame stays in it.
  const eligible = frame - n('ineligible');
  const rate = (value: number) => (eligible === 0 ? 0 : Math.round((value / eligible) * 10_000) / 10_000);
  return {
    frame,
    contacted: frame - n('not_contacted'),
    reached,
    responded: complete + partial,
    complete,
    partial,
    opted_out: n('opted_out'),
    refused: n('refused'),
    undeliverable: n('undeliverable'),
    // RR1 = I / (I + P + R + NC + O + UH + UO): every case of the frame is in the denominator.
    rr1: rate(complete),
    // RR2 = (I + P) / (the same denominator).
    rr2: rate(complete + partial),
  };
}

// ---- the do-not-contact list

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Nigerian numbers to E.164 without the plus: 08031234567, +234 803 123 4567 and 2348031234567 are one. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('234')) return digits;
  if (digits.startsWith('0')) return `234${digits.slice(1)}`;
  return digits;
}

/** The key an e-mail or phone is kept under: an HMAC under a key derived from the server secret. */
export function contactKey(secret: string, kind: 'email' | 'phone', value: string): string {
  const normal = kind === 'email' ? normaliseEmail(value) : normalisePhone(value);
  return createHmac('sha256', `tracer-objection:${secret}`).update(`${kind}:${normal}`).digest('hex');
}
