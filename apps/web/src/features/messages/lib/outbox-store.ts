import type { MessageMedia } from '@tvet/contract';
import { accountData, LEGACY } from '@/lib/device-db';

export type OutgoingStatus = 'queued' | 'sending' | 'failed';

export interface Outgoing {
  client_id: string;
  /** Where it shows: a conversation id, or `to:{account id}` for a chat the server has not created yet. */
  thread: string;
  conversationId: string | null;
  /** Account ids, for a chat not created yet. */
  recipients: string[];
  text: string;
  /** An attachment already uploaded (POST /v1/messages/media), named by the message as `media: {_id}`. */
  media: MessageMedia | null;
  createdAt: string;
  status: OutgoingStatus;
  /** The server's refusal, for 'Error occured - {message}'. */
  error: string | null;
}

/*
 * The unsent messages of each account, kept on this phone so a reload, a closed tab or a flat battery does not lose
 * what was written offline: in the account's IndexedDB database (lib/device-db.ts, store 'outbox', one record per
 * client_id; issue 30), where they moved once from localStorage (`tvet.chat-outbox:{account}:{client_id}`). A
 * message leaves as soon as the server has it; signing out deletes the account's database (after the person has
 * been told about any left). When the phone refuses storage (full, damaged), the outbox keeps working in memory.
 */

export interface OutboxStore {
  /** The account's unsent messages, oldest first. */
  load(accountId: string): Outgoing[];
  put(accountId: string, item: Outgoing): void;
  remove(accountId: string, clientId: string): void;
  /** Every unsent message of the account (signing out). */
  clear(accountId: string): void;
  /** Resolves once the account's kept messages have been read from the phone (`load` has them then). */
  ready?(accountId: string): Promise<void>;
}

/** The localStorage prefix of before issue 30 (its records are moved into the database on opening). */
export const OUTBOX_KEY = LEGACY.outbox;

export function createOutboxStore(): OutboxStore {
  return {
    load: (accountId) =>
      accountData(accountId)
        .all<Outgoing>('outbox')
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    put: (accountId, item) => void accountData(accountId).put('outbox', item.client_id, item),
    remove: (accountId, clientId) => void accountData(accountId).delete('outbox', clientId),
    clear: (accountId) => {
      const data = accountData(accountId);
      for (const [clientId] of data.entries('outbox')) void data.delete('outbox', clientId);
    },
    ready: (accountId) => accountData(accountId).ready,
  };
}
