import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BlockedUser, messagingOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { messageKeys } from './keys';

/** GET /v1/blocks: the accounts the signed-in person has blocked. */
export async function getBlocks(signal?: AbortSignal): Promise<BlockedUser[]> {
  const answer = await call(ops.blocks, { signal });
  return answer.payload;
}

export const blocksQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.blocks(), queryFn: ({ signal }) => getBlocks(signal) });

/** The blocked accounts; fetched once per session and kept current by block and unblock below. */
export function useBlocks() {
  return useQuery({ ...blocksQueryOptions(), staleTime: 5 * 60_000 });
}

/** Who is blocked, as the blocks list and the block/unblock answers know it. */
export interface BlockTarget {
  _id: string;
  name: string;
  username: string;
}

/** POST /v1/blocks {user_id}: that account can no longer send the signed-in person messages. Answers the msg. */
export async function blockUser(userId: string): Promise<string> {
  const answer = await call(ops.block, { body: { user_id: userId } });
  return answer.msg;
}

/** DELETE /v1/blocks/{userId}. Answers the msg. */
export async function unblockUser(userId: string): Promise<string> {
  const answer = await call(ops.unblock, { params: { userId } });
  return answer.msg;
}

/** Block or unblock, the list of blocks updated in place once the server has said yes. */
export function useBlocking() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: messageKeys.blocks() });
  const block = useMutation({
    mutationFn: (user: BlockTarget) => blockUser(user._id),
    onSuccess: (_msg, user) => {
      client.setQueryData<BlockedUser[]>(messageKeys.blocks(), (list) =>
        list?.some((entry) => entry._id === user._id)
          ? list
          : [
              ...(list ?? []),
              {
                _id: user._id,
                name: user.name,
                username: user.username,
                // The list asked for again just below brings the picture.
                avatar: null,
                blockedAt: new Date().toISOString(),
              },
            ],
      );
      void settle();
    },
  });
  const unblock = useMutation({
    mutationFn: (user: BlockTarget) => unblockUser(user._id),
    onSuccess: (_msg, user) => {
      client.setQueryData<BlockedUser[]>(messageKeys.blocks(), (list) =>
        list?.filter((entry) => entry._id !== user._id),
      );
      void settle();
    },
  });
  return { block, unblock };
}
