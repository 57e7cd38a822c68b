import { useSyncExternalStore } from 'react';

/*
 * What the phone's records tell the screens (lib/device-db.ts writes them): every change to an account's mirrored
 * records, and whether the phone's storage failed (full or unusable), for a sentence on screen.
 */

export type MirroredStore = 'answers' | 'drafts' | 'outbox';
export const MIRRORED: readonly MirroredStore[] = ['answers', 'drafts', 'outbox'];

/** 'full': the phone refused to store more (QuotaExceededError); 'unavailable': the database could not be used. */
export type StorageTrouble = 'full' | 'unavailable';

export interface DeviceChange {
  accountId: string;
  store: MirroredStore;
  key: string;
  op: 'put' | 'delete';
  /** Made by another tab. */
  remote?: boolean;
}

const listeners = new Set<(change: DeviceChange | null) => void>();
const troubleListeners = new Set<() => void>();
let trouble: StorageTrouble | null = null;

/** Every change to any account's mirrored records, in this tab or another (null: a whole account reloaded). */
export function subscribeDevice(listener: (change: DeviceChange | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(change: DeviceChange | null): void {
  for (const listener of listeners) listener(change);
}

export function storageTrouble(): StorageTrouble | null {
  return trouble;
}

export function subscribeStorageTrouble(listener: () => void): () => void {
  troubleListeners.add(listener);
  return () => troubleListeners.delete(listener);
}

/** What the person reads when the phone's storage fails them: what happened, and what to do. */
export const STORAGE_TROUBLE_MESSAGES: Record<StorageTrouble, string> = {
  full: "This phone's storage is full, so what you save now is kept only while this page stays open. Keep it open until it is sent, or free some space on the phone.",
  unavailable:
    "This phone's storage could not be used, so what you save now is kept only while this page stays open. Keep it open until it is sent.",
};

export function useStorageTrouble(): StorageTrouble | null {
  return useSyncExternalStore(subscribeStorageTrouble, storageTrouble, () => null);
}

export function setTrouble(next: StorageTrouble | null): void {
  if (trouble === next) return;
  trouble = next;
  for (const listener of troubleListeners) listener();
}

export const troubleOf = (error: unknown): StorageTrouble =>
  (error as { name?: string } | null)?.name === 'QuotaExceededError' ? 'full' : 'unavailable';
