import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingOperations, type UserLookup } from '@tvet/contract';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/call';
import { messageKeys } from './keys';

/**
 * GET /v1/users/{username_or_email}: one account by its exact username or e-mail (no prefix search, so the user
 * base cannot be listed). Null when there is none (404).
 */
export async function findUser(usernameOrEmail: string, signal?: AbortSignal): Promise<UserLookup | null> {
  try {
    const answer = await call(messagingOperations.findUser, { params: { usernameOrEmail }, signal });
    return answer.payload;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The lookup is exact, so it runs on Search (or a link's ?to=), never on each keystroke. */
export const findUserQueryOptions = (usernameOrEmail: string) =>
  queryOptions({
    queryKey: messageKeys.user(usernameOrEmail.trim().toLowerCase()),
    queryFn: ({ signal }) => findUser(usernameOrEmail.trim(), signal),
    staleTime: 5 * 60_000,
  });

export function useFindUser(usernameOrEmail: string | null) {
  return useQuery({
    ...findUserQueryOptions(usernameOrEmail ?? ''),
    enabled: Boolean(usernameOrEmail?.trim()),
  });
}
