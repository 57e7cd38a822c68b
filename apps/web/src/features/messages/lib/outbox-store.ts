import type { Outgoing } from './outbox';

/*
 * The unsent messages of each account, kept on this phone (localStorage) so a reload, a closed tab or a flat
 * battery does not lose what was written offline. One key per message (`tvet.chat-outbox:{account}:{client_id}`),
 * as the survey answer queue does, so two tabs adding and removing messages never overwrite each other's. A
 * message leaves as soon as the server has it; signing out deletes the account's keys (after the person has been
 * told about any left). When the browser refuses storage (full, blocked), the outbox keeps working in memory.
 */

export interface OutboxStore {
  /** The account's unsent messages, oldest first. */
  load(accountId: string): Outgoing[];
  put(accountId: string, item: Outgoing): void;
  remove(accountId: string, clientId: string): void;
  /** Every unsent message of the account (signing out). */
  clear(accountId: string): void;
}

export const OUTBOX_KEY = 'tvet.chat-outbox';
const keyOf = (accountId: string, clientId: string) => `${OUTBOX_KEY}:${accountId}:${clientId}`;

/** The account and client_id a storage key names, or null for any other key. */
export function parseOutboxKey(key: string | null): { accountId: string; clientId: string } | null {
  if (!key?.startsWith(`${OUTBOX_KEY}:`)) return null;
  const [accountId, clientId] = key.slice(OUTBOX_KEY.length + 1).split(':');
  return accountId && clientId ? { accountId, clientId } : null;
}

function isOutgoing(value: unknown): value is Outgoing {
  const item = value as Partial<Outgoing> | null;
  return (
    typeof item?.client_id === 'string' &&
    typeof item.thread === 'string' &&
    typeof item.text === 'string' &&
    typeof item.createdAt === 'string' &&
    Array.isArray(item.recipients)
  );
}

export function createOutboxStore(storage: () => Storage | null = () => localStorage): OutboxStore {
  const use = <T>(run: (store: Storage) => T, otherwise: T): T => {
    try {
      const store = storage();
      return store ? run(store) : otherwise;
    } catch {
      // Storage blocked or full: the copy in memory is all there is.
      return otherwise;
    }
  };
  const keysOf = (store: Storage, accountId: string) => {
    const prefix = `${OUTBOX_KEY}:${accountId}:`;
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };
  return {
    load: (accountId) =>
      use((store) => {
        const items: Outgoing[] = [];
        for (const key of keysOf(store, accountId)) {
          try {
            const value: unknown = JSON.parse(store.getItem(key) ?? 'null');
            if (isOutgoing(value)) items.push(value);
            else store.removeItem(key);
          } catch {
            store.removeItem(key);
          }
        }
        return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      }, []),
    put: (accountId, item) =>
      use((store) => store.setItem(keyOf(accountId, item.client_id), JSON.stringify(item)), undefined),
    remove: (accountId, clientId) => use((store) => store.removeItem(keyOf(accountId, clientId)), undefined),
    clear: (accountId) =>
      use((store) => {
        for (const key of keysOf(store, accountId)) store.removeItem(key);
      }, undefined),
  };
}
