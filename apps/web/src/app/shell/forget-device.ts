import type { QueryClient } from '@tanstack/react-query';
import { unsentMessages } from '@/features/messages/lib/outbox';
import { unsentAnswers } from '@/features/surveys/lib/answer-queue';
import { logout } from '@/lib/logout';
import type { UnsentWork } from '@/lib/unsent-work';

/** What a person may have written on this phone that the server does not have yet (lib/unsent-work.ts). */
export const UNSENT: readonly UnsentWork[] = [unsentMessages, unsentAnswers];

/**
 * After an account is erased nothing of it may stay readable on the phone (phones are shared): its unsent work,
 * every cached answer, the session and its cookie (logout clears the cookie; the server has revoked it already).
 */
export function forgetDevice(queryClient: QueryClient) {
  return async (accountId: string) => {
    for (const work of UNSENT) work.discard(accountId);
    await logout();
    queryClient.clear();
  };
}
