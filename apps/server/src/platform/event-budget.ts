/**
 * A per-key budget of events in a fixed window, kept in this process and answered synchronously: the check a
 * socket event passes before anything else is done for it (no database, no network), so refusing a flood costs
 * next to nothing. Per node on purpose: a socket lives on one node, and several nodes only multiply the budget.
 */
export interface EventBudget {
  /** 0 when the event may run (and counts it), else how many milliseconds until the window restarts. */
  take(key: string, now?: number): number;
}

/** Above this many keys, finished windows are dropped, so made-up keys cannot grow the map without bound. */
const SWEEP_ABOVE = 10_000;

export function createEventBudget(max: number, windowMs: number): EventBudget {
  const windows = new Map<string, { start: number; count: number }>();
  function sweep(now: number) {
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
  }
  return {
    take(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        if (!window && windows.size >= SWEEP_ABOVE) sweep(now);
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= max) return window.start + windowMs - now;
      window.count += 1;
      return 0;
    },
  };
}
