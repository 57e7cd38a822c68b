import { tracerLinkOperations as ops, type TracerBaselineInput } from '@tvet/contract';
import { call } from '@/lib/call';

/* The baseline wave's contact details and consents on the answer-by-link page (issue 26); the token is the key. */

/** Whether this wave asks, the contacts the roll has (masked), the consents on offer. */
export async function fetchBaseline(token: string) {
  return (await call(ops.baselineForm, { params: { token }, auth: false })).payload;
}

/** Saves the contacts, the alternative contact and the consents; answers the sentence to show. */
export async function sendBaseline(token: string, body: TracerBaselineInput): Promise<string> {
  return (await call(ops.baseline, { params: { token }, body, auth: false })).msg;
}
