import { MESSAGING_ROUTES } from '@tvet/contract';
import { request } from '@/lib/api';
import { apiPath } from './route';

/** POST /v1/conversations/{id}/report {reason}: the conversation goes to the administrators. Answers the msg. */
export async function reportConversation(conversationId: string, reason: string): Promise<string> {
  const answer = await request<unknown>(
    apiPath(MESSAGING_ROUTES.report(encodeURIComponent(conversationId))),
    { method: 'POST', body: { reason } },
  );
  return answer.msg;
}
