import { messagingOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** POST /v1/conversations/{id}/report {reason}: the conversation goes to the administrators. Answers the msg. */
export async function reportConversation(conversationId: string, reason: string): Promise<string> {
  const params = { id: conversationId };
  const answer = await call(messagingOperations.report, { params, body: { reason } });
  return answer.msg;
}
