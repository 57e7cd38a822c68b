import type { TracerBaselineForm, TracerBaselineInput } from '@tvet/contract';
import { request } from '@/lib/api';

/* The baseline wave's contact details and consents on the answer-by-link page (issue 26); the token is the key. */

const base = (token: string) => `/tracer/answer/${encodeURIComponent(token)}/baseline`;

/** GET …/baseline: whether this wave asks, the contacts the roll has (masked), the consents on offer. */
export async function fetchBaseline(token: string): Promise<TracerBaselineForm> {
  return (await request<TracerBaselineForm>(base(token), { auth: false })).payload;
}

/** POST …/baseline: saves the contacts, the alternative contact and the consents; answers the sentence to show. */
export async function sendBaseline(token: string, body: TracerBaselineInput): Promise<string> {
  return (await request<{ consent_recorded: boolean }>(base(token), { method: 'POST', body, auth: false }))
    .msg;
}
