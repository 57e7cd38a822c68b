import { MIRRORED, type MirroredStore } from './device-signals';

/* The records of before issue 30, in localStorage: read once to move them into the account's database, then removed. */

/** The localStorage keys of before: `{prefix}:{account}:{key}`. */
export const LEGACY: Record<MirroredStore, string> = {
  answers: 'tvet.survey-queue',
  drafts: 'tvet.survey-draft',
  outbox: 'tvet.chat-outbox',
};

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface LegacyRecord {
  store: MirroredStore;
  key: string;
  value: unknown;
  storageKey: string;
}

export function legacyRecords(accountId: string): LegacyRecord[] {
  const storage = localStorageOrNull();
  if (!storage) return [];
  const records: LegacyRecord[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const storageKey = storage.key(index);
      if (!storageKey) continue;
      for (const store of MIRRORED) {
        const prefix = `${LEGACY[store]}:${accountId}:`;
        if (!storageKey.startsWith(prefix)) continue;
        let value: unknown = null;
        try {
          value = JSON.parse(storage.getItem(storageKey) ?? 'null');
        } catch {
          value = null;
        }
        records.push({ store, key: storageKey.slice(prefix.length), value, storageKey });
      }
    }
  } catch {
    return records;
  }
  return records;
}

export function removeLegacy(records: readonly LegacyRecord[]): void {
  const storage = localStorageOrNull();
  for (const record of records) {
    try {
      storage?.removeItem(record.storageKey);
    } catch {
      // Blocked storage: nothing more to do.
    }
  }
}
