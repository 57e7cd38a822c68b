import { t } from '@/lib/i18n/i18n';

/**
 * Something a person wrote on this phone that the server does not have yet: chat messages written offline or
 * refused (features/messages, the outbox), survey answers waiting to be sent (features/surveys, decision 0009).
 * Each feature describes its own kind here, and signing out goes through all of them the same way
 * (app/shell/sign-out-guard.tsx): what can be sent is sent first, what is left is named before it is deleted, and
 * once the person has gone nothing of theirs stays on the phone (phones are shared).
 */
export interface UnsentWork {
  /** How many of the account's items wait: in this tab and kept on the phone by any tab. */
  count(accountId: string): number;
  /** Whether sending can be tried now (a connection to the server). */
  canSend(): boolean;
  /** Sends what it can now; resolves when done or when nothing more can go for now. */
  send(accountId: string): Promise<void>;
  /** Deletes the account's items (and anything else of theirs this kind keeps) from this tab and the phone. */
  discard(accountId: string): void;
  /** The items in words: '1 message', '3 survey answers'. */
  describe(count: number): string;
  /** The kind in the plural, as in 'Sending your unsent {plural}': 'messages', 'survey answers'. */
  plural: string;
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return t('{list} and {last}', { list: words.slice(0, -1).join(', '), last: words[words.length - 1] });
}
