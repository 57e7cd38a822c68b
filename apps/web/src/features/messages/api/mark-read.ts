import { MESSAGING_EVENTS, MESSAGING_ROUTES, type ReadReceipt } from '@tvet/contract';
import { request } from '@/lib/api';
import { realtime } from '@/lib/socket';
import { apiPath } from './route';

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
  const answer = await request<ReadReceipt>(
    apiPath(MESSAGING_ROUTES.read(encodeURIComponent(conversationId))),
    {
      method: 'POST',
    },
  );
  return answer.payload;
}
