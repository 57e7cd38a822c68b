import type { TracerAnswerForm, TracerAnswers, TracerDisposition } from '@tvet/contract';
import { request } from '@/lib/api';

/*
 * Answering by link (issue 26): no account, no token refresh; the link's token is the only key. Plain fetchers
 * (no TanStack Query) so the public chunk stays small.
 */

const base = (token: string) => `/tracer/answer/${encodeURIComponent(token)}`;

/** GET /tracer/answer/{token}: the questionnaire of the link's case and the answers given so far. */
export async function fetchAnswerForm(token: string): Promise<TracerAnswerForm> {
  return (await request<TracerAnswerForm>(base(token), { auth: false })).payload;
}

/** POST /tracer/answer/{token}: saves answers; `final` sends them (the link then stops working). */
export async function sendAnswers(
  token: string,
  body: TracerAnswers,
): Promise<{ msg: string; disposition: TracerDisposition }> {
  const answer = await request<{ disposition: TracerDisposition }>(base(token), {
    method: 'POST',
    body,
    auth: false,
  });
  return { msg: answer.msg, disposition: answer.payload.disposition };
}

/** POST /tracer/opt-out/{token}: no tracer message to this graduate again; answers the sentence to show. */
export async function optOut(token: string): Promise<string> {
  return (
    await request<null>(`/tracer/opt-out/${encodeURIComponent(token)}`, { method: 'POST', auth: false })
  ).msg;
}
