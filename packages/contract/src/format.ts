import { MESSAGES } from './messages';

/** "m:ss" for the OTP countdown: 60 -> "1:00", 9 -> "0:09". */
export function formatCountdown(totalSeconds: number): string {
  const clamped = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(clamped / 60);
  const seconds = clamped % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export function otpCountdownText(totalSeconds: number): string {
  return MESSAGES.otpCountdown(formatCountdown(totalSeconds));
}

/** Cuts text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Addresses travel as "street|state|country" (spec 000 §3). */
export function joinAddress(parts: { street: string; state: string; country: string }): string {
  return [parts.street, parts.state, parts.country].map((part) => part.replaceAll('|', ' ').trim()).join('|');
}

export function splitAddress(address: string | null | undefined): {
  street: string;
  state: string;
  country: string;
} {
  const [street = '', state = '', country = ''] = (address ?? '').split('|');
  return { street, state, country };
}

/** Graduate and staff names are the first and last name joined by a space (spec 000 §3). */
export function joinName(first: string, last: string): string {
  return `${first.trim()} ${last.trim()}`.trim();
}
