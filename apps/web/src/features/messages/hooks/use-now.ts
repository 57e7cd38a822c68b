import { useSyncExternalStore } from 'react';

/**
 * The current time, moving on every 30 seconds, so 'just now' becomes '1 minute ago' while the page is open.
 * One timer for every label on the page.
 */
const TICK_MS = 30_000;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): Date {
  useSyncExternalStore(subscribe, () => now);
  return new Date();
}
