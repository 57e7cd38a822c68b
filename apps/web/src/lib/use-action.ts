import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async call for a public form and tracks whether it is busy. Public pages use this instead of
 * TanStack Query's useMutation so that the first load of /login stays inside its 100 KB budget.
 * A second submit while busy is ignored, so a double tap never sends two requests.
 */
export type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

export function useAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    /** Resolves to null when the call was ignored because one is already running. */
    async (...args: Args): Promise<Outcome<Result> | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      try {
        return { ok: true, value: await action(...args) };
      } catch (error) {
        return { ok: false, error };
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { run, busy };
}
