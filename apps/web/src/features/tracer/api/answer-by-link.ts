import { tracerLinkOperations as ops, type TracerAnswers, type TracerDisposition } from '@tvet/contract';
import { call } from '@/lib/call';

/*
 * Answering by link (issue 26): no account, no token refresh; the link's token is the only key. Plain fetchers
 * (no TanStack Query) so the public chunk stays small.
 */

/** The questionnaire of the link's case and the answers given so far. */
export async function fetchAnswerForm(token: string) {
  return (await call(ops.form, { params: { token }, auth: false })).payload;
}

/** Saves answers; `final` sends them (the link then stops working). */
export async function sendAnswers(
  token: string,
  body: TracerAnswers,
): Promise<{ msg: string; disposition: TracerDisposition }> {
  const answer = await call(ops.answer, { params: { token }, body, auth: false });
  return { msg: answer.msg, disposition: answer.payload.disposition };
}

/** No tracer message to this graduate again; answers the sentence to show. */
export async function optOut(token: string): Promise<string> {
  return (await call(ops.optOut, { params: { token }, auth: false })).msg;
}
