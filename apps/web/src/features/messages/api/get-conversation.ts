import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Conversation, messagingOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { messageKeys } from './keys';

/** GET /v1/conversations/{id}: one conversation as the caller sees it (members only; else 404). */
export async function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  const answer = await call(messagingOperations.conversation, { params: { id }, signal });
  return answer.payload;
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

/**
 * The open conversation. `known` is its copy from the loaded list, shown at once; the server is asked only once
 * the list has come and does not hold it (a conversation far down the list, or not one of the person's).
 */
export function useConversation(id: string | null, known: Conversation | undefined, listSettled: boolean) {
  return useQuery({
    ...conversationQueryOptions(id ?? ''),
    enabled: Boolean(id) && listSettled && !known,
  });
}
