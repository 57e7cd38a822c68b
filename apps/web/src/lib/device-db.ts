import { deleteDB, type IDBPDatabase, openDB } from 'idb';
import { type LegacyRecord, legacyRecords, removeLegacy } from './device-legacy';
import {
  type DeviceChange,
  MIRRORED,
  type MirroredStore,
  notify,
  setTrouble,
  storageTrouble,
  troubleOf,
} from './device-signals';

export { LEGACY } from './device-legacy';
export {
  STORAGE_TROUBLE_MESSAGES,
  storageTrouble,
  subscribeDevice,
  useStorageTrouble,
} from './device-signals';

/*
 * What one account keeps on this phone (issue 30, docs/decisions/0021-offline-first-installable-app.md): an IndexedDB database
 * per account, `tvet-account-{account id}`, so signing out deletes one database and nothing of the person stays.
 * - answers: survey answers waiting for the server (features/surveys, decision 0009), key `{survey}:{question}`;
 * - drafts: answers being typed, same key;
 * - outbox: chat messages written offline or refused (features/messages), key client_id;
 * - responses: API answers kept for offline use (the surveys addressed to the person), key the API path;
 * - meta: this database's own notes (persistent storage asked).
 * The first three are mirrored in memory, so the screens read them synchronously (useSyncExternalStore) and a
 * write shows at once; each write goes to the database in order, and `put` resolves once it is there. When the
 * database cannot be opened or is full, records stay in memory (they survive a lost connection, not a closed tab)
 * and `storageTrouble` says so, for a sentence on screen. Tabs tell each other of every change (BroadcastChannel).
 * Before issue 30 these lived in localStorage under LEGACY's prefixes: they are moved here once, on opening
 * (device-legacy.ts). The change and storage-trouble signals the screens subscribe to are device-signals.ts.
 */

const STORES = [...MIRRORED, 'responses', 'meta'] as const;
const VERSION = 1;

export const databaseName = (accountId: string) => `tvet-account-${accountId}`;

/** What a record must look like to be used; anything else in a damaged database is skipped. */
const VALID: Record<MirroredStore, (value: unknown) => boolean> = {
  answers: (value) => {
    const answer = value as Record<string, unknown> | null;
    return (
      typeof answer?.surveyId === 'string' &&
      typeof answer.questionId === 'string' &&
      typeof answer.sectionId === 'string' &&
      typeof answer.text === 'string' &&
      typeof answer.order === 'number'
    );
  },
  drafts: (value) => typeof (value as { text?: unknown } | null)?.text === 'string',
  outbox: (value) => {
    const item = value as Record<string, unknown> | null;
    return (
      typeof item?.client_id === 'string' && typeof item.text === 'string' && Array.isArray(item.recipients)
    );
  },
};

type Message = DeviceChange | { accountId: string; op: 'drop' };
let channel: BroadcastChannel | null = null;
function broadcast(message: Message): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel: other tabs catch up on their next reload.
  }
}

/** One account's records: the database and its mirror in memory. */
export class AccountData {
  private db: IDBPDatabase | null = null;
  private readonly data: Record<MirroredStore, Map<string, unknown>> = {
    answers: new Map(),
    drafts: new Map(),
    outbox: new Map(),
  };
  /** `{store}\n{key}` of records kept in memory only (the database refused them). */
  private readonly volatile = new Set<string>();
  /** Writes made in memory and not yet in the database: a reading of the database does not undo them. */
  private readonly pending = new Map<string, 'put' | 'delete'>();
  private writes: Promise<unknown> = Promise.resolve();
  private loaded = false;
  private closed = false;
  readonly ready: Promise<void>;

  constructor(readonly accountId: string) {
    this.ready = this.load();
  }

  isReady(): boolean {
    return this.loaded;
  }

  private async open(): Promise<IDBPDatabase | null> {
    if (typeof indexedDB === 'undefined')
      throw Object.assign(new Error('No IndexedDB'), { name: 'Unavailable' });
    return openDB(databaseName(this.accountId), VERSION, {
      upgrade(db) {
        for (const store of STORES) if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
      },
      // Another tab deletes this database (signing out): let it.
      blocking: () => this.close(),
      terminated: () => {
        this.db = null;
      },
    });
  }

  private async load(): Promise<void> {
    const legacy = legacyRecords(this.accountId);
    try {
      this.db = await this.open();
    } catch (error) {
      setTrouble(troubleOf(error) === 'full' ? 'full' : 'unavailable');
      this.keepInMemory(legacy);
      this.finishLoading();
      return;
    }
    if (legacy.length > 0) await this.migrate(legacy);
    await this.readAll();
    this.finishLoading();
  }

  private finishLoading(): void {
    this.loaded = true;
    notify(null);
  }

  /**
   * The localStorage records of before, moved in one transaction; an answer already in the database stays when it
   * is the newer. The old keys go only once the transaction has completed: a refused move keeps them where they
   * were (and in memory), to be moved on the next opening.
   */
  private async migrate(legacy: readonly LegacyRecord[]): Promise<void> {
    const db = this.db as IDBPDatabase;
    const valid = legacy.filter((record) => VALID[record.store](record.value));
    try {
      const tx = db.transaction([...MIRRORED], 'readwrite');
      for (const record of valid) {
        const store = tx.objectStore(record.store);
        const existing = (await store.get(record.key)) as { savedAt?: number } | undefined;
        const older =
          existing !== undefined &&
          (record.store !== 'answers' ||
            (existing.savedAt ?? 0) >= ((record.value as { savedAt?: number }).savedAt ?? 0));
        if (!older) await store.put(record.value, record.key);
      }
      await tx.done;
      removeLegacy(legacy);
    } catch (error) {
      setTrouble(troubleOf(error));
      this.keepInMemory(valid);
    }
  }

  private keepInMemory(records: readonly LegacyRecord[]): void {
    for (const record of records) {
      if (!VALID[record.store](record.value)) continue;
      this.data[record.store].set(record.key, record.value);
      this.volatile.add(`${record.store}\n${record.key}`);
    }
  }

  private async readAll(): Promise<void> {
    const db = this.db;
    if (!db) return;
    try {
      const tx = db.transaction([...MIRRORED], 'readonly');
      for (const store of MIRRORED) {
        const objects = tx.objectStore(store);
        const [keys, values] = await Promise.all([objects.getAllKeys(), objects.getAll()]);
        const next = new Map<string, unknown>();
        keys.forEach((key, index) => {
          if (VALID[store](values[index])) next.set(String(key), values[index]);
        });
        // What only memory holds stays (the database refused it, or has not got it yet).
        for (const [key, value] of this.data[store]) {
          const id = `${store}\n${key}`;
          if (this.volatile.has(id) || this.pending.get(id) === 'put') next.set(key, value);
        }
        for (const [id, op] of this.pending) {
          const [pendingStore, key] = id.split('\n');
          if (op === 'delete' && pendingStore === store) next.delete(key);
        }
        this.data[store] = next;
      }
      await tx.done;
    } catch (error) {
      setTrouble(troubleOf(error));
    }
  }

  /** Reads the database again (another tab may have sent or added records): before sending, for one. */
  async refresh(): Promise<void> {
    await this.ready;
    await this.writes.catch(() => undefined);
    await this.readAll();
    notify(null);
  }

  /** Resolves once every write made so far is in the database (or was refused). */
  async settled(): Promise<void> {
    await this.writes.catch(() => undefined);
  }

  all<T>(store: MirroredStore): T[] {
    return [...this.data[store].values()] as T[];
  }

  entries<T>(store: MirroredStore): [string, T][] {
    return [...this.data[store].entries()] as [string, T][];
  }

  get<T>(store: MirroredStore, key: string): T | undefined {
    return this.data[store].get(key) as T | undefined;
  }

  /** Writes at once in memory, then in the database (in order); resolves true once it is there. */
  put(store: MirroredStore, key: string, value: unknown): Promise<boolean> {
    this.data[store].set(key, value);
    const change: DeviceChange = { accountId: this.accountId, store, key, op: 'put' };
    notify(change);
    return this.write(change, (db) => db.put(store, value, key));
  }

  delete(store: MirroredStore, key: string): Promise<boolean> {
    this.data[store].delete(key);
    const change: DeviceChange = { accountId: this.accountId, store, key, op: 'delete' };
    notify(change);
    return this.write(change, (db) => db.delete(store, key));
  }

  private write(change: DeviceChange, run: (db: IDBPDatabase) => Promise<unknown>): Promise<boolean> {
    const id = `${change.store}\n${change.key}`;
    this.pending.set(id, change.op);
    const settle = () => {
      if (this.pending.get(id) === change.op) this.pending.delete(id);
    };
    const next = this.writes.then(async () => {
      await this.ready;
      if (!this.db || this.closed) {
        if (change.op === 'put') this.volatile.add(id);
        else this.volatile.delete(id);
        return false;
      }
      try {
        await run(this.db);
        this.volatile.delete(id);
        broadcast(change);
        if (this.volatile.size === 0 && storageTrouble() === 'full') setTrouble(null);
        return true;
      } catch (error) {
        if (change.op === 'put') this.volatile.add(id);
        setTrouble(troubleOf(error));
        return false;
      }
    });
    const settled = next.finally(settle);
    this.writes = settled.catch(() => undefined);
    return settled;
  }

  /** Another tab changed a record: the mirror follows. */
  async apply(change: DeviceChange): Promise<void> {
    await this.ready;
    if (change.op === 'delete') {
      if (!this.volatile.has(`${change.store}\n${change.key}`)) this.data[change.store].delete(change.key);
    } else if (this.db) {
      const value = await this.db.get(change.store, change.key).catch(() => undefined);
      if (value !== undefined && VALID[change.store](value)) this.data[change.store].set(change.key, value);
    }
    notify({ ...change, remote: true });
  }

  /** An API answer kept for offline use (the surveys addressed to the person). */
  async saveResponse(path: string, payload: unknown): Promise<void> {
    await this.ready;
    await this.db?.put('responses', { payload, savedAt: Date.now() }, path).catch((error: unknown) => {
      setTrouble(troubleOf(error));
    });
  }

  async readResponse<T>(path: string): Promise<T | undefined> {
    await this.ready;
    const kept = (await this.db?.get('responses', path).catch(() => undefined)) as { payload: T } | undefined;
    return kept?.payload;
  }

  async meta<T>(key: string): Promise<T | undefined> {
    await this.ready;
    return (await this.db?.get('meta', key).catch(() => undefined)) as T | undefined;
  }

  async setMeta(key: string, value: unknown): Promise<void> {
    await this.ready;
    await this.db?.put('meta', value, key).catch(() => undefined);
  }

  close(): void {
    this.closed = true;
    this.db?.close();
    this.db = null;
  }
}

const accounts = new Map<string, AccountData>();

/** The account's records, opened (and moved from localStorage) on first use. */
export function accountData(accountId: string): AccountData {
  let data = accounts.get(accountId);
  if (!data) {
    data = new AccountData(accountId);
    accounts.set(accountId, data);
  }
  return data;
}

/**
 * Signing out: the account's database goes, with every answer, draft, message and kept API answer in it, in
 * every tab (they close their connection when asked), and so do any localStorage keys of before.
 */
export async function deleteAccountData(accountId: string): Promise<void> {
  accounts.get(accountId)?.close();
  accounts.delete(accountId);
  broadcast({ accountId, op: 'drop' });
  removeLegacy(legacyRecords(accountId));
  notify(null);
  if (typeof indexedDB === 'undefined') return;
  await deleteDB(databaseName(accountId)).catch(() => undefined);
}

let persistAsked = false;

/**
 * Asks the browser to keep this site's storage when the phone runs short of space, once there is something
 * unsent to lose (a browser may grant it silently, ask the person, or refuse). Once per account.
 */
export async function askPersistentStorage(accountId: string): Promise<void> {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistAsked = true;
  const data = accountData(accountId);
  if (await data.meta('persist-asked')) return;
  await data.setMeta('persist-asked', true);
  await navigator.storage.persist().catch(() => false);
}

if (typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined') {
  channel = new BroadcastChannel('tvet-device-data');
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    const data = accounts.get(message.accountId);
    if (!data) return;
    if (message.op === 'drop') {
      data.close();
      accounts.delete(message.accountId);
      notify(null);
      return;
    }
    void data.apply(message);
  };
}

/** Tests: forget every open account (the fake IndexedDB is replaced between tests). */
export function resetDeviceData(): void {
  for (const data of accounts.values()) data.close();
  accounts.clear();
  persistAsked = false;
  setTrouble(null);
}
