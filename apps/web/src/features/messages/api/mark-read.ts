import { MESSAGING_EVENTS, messagingOperations, type ReadReceipt } from '@tvet/contract';
import { call } from '@/lib/call';
import { realtime } from '@/lib/socket';

/**
 * Everything in the conversation up to now is read: the socket's `read` event when connected, else
 * POST /v1/conversations/{id}/read. Either way the server tells every member's sockets ('seen').
 */
export async function markRead(conversationId: string): Promise<ReadReceipt> {
  if (realtime.isConnected()) {
    try {
      const answer = await realtime.emit<ReadReceipt>(MESSAGING_EVENTS.read, { conversationId });
      return answer.payload as ReadReceipt;
    } catch {
      // The connection dropped on the way: the REST route does the same.
    }
  }
  const answer = await call(messagingOperations.read, { params: { id: conversationId } });
  return answer.payload;
}
