import { useSyncExternalStore } from 'react';

/**
 * Whether this page runs the app's latest version (issue 30). Two ways to learn it is not:
 * - 'ready': a new service worker has installed and waits (lib/pwa.ts): "A new version is ready" with Reload;
 * - 'outdated': the server speaks a newer API than this bundle (lib/api.ts reads its version on every answer, and
 *   the server refuses an older client's calls): the person is told to reload, and nothing more is sent meanwhile.
 * Kept tiny and free of imports: it is in every first load (the banner lives in the root layout).
 */
export type UpdateState = 'current' | 'ready' | 'outdated';

let state: UpdateState = 'current';
let apply: () => void = () => window.location.reload();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function updateState(): UpdateState {
  return state;
}

/** A new version waits: `activate` makes it take over and reloads the page. */
export function setUpdateReady(activate: () => void): void {
  apply = activate;
  if (state !== 'outdated') state = 'ready';
  emit();
}

/** The server's API is newer than this bundle's. */
export function setOutdated(): void {
  if (state === 'outdated') return;
  state = 'outdated';
  emit();
  for (const listener of outdatedListeners) listener();
}

const outdatedListeners = new Set<() => void>();
/** lib/pwa.ts asks the service worker to look for the new version at once. */
export function onOutdated(listener: () => void): () => void {
  outdatedListeners.add(listener);
  return () => outdatedListeners.delete(listener);
}

/** Reload into the new version. */
export function reloadApp(): void {
  apply();
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updateState,
    () => 'current' as const,
  );
}
