import { useEffect, useRef, useState } from 'react';

export type CodeLinkState<T> =
  | { state: 'checking' }
  | { state: 'done'; result: T }
  | { state: 'failed'; message: string; retryable: boolean };

/**
 * Spends an e-mailed single-use link (/verify/{token}, /recover/{token}) once when the page opens. The call is kept
 * in a ref, so React's development double effect (and a re-render) never spends the link twice and sees it fail.
 */
export function useCodeLink<T>(token: string, spend: (token: string) => Promise<T>) {
  const [status, setStatus] = useState<CodeLinkState<T>>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<{ key: string; call: Promise<T> } | null>(null);

  useEffect(() => {
    let live = true;
    const key = `${attempt}:${token}`;
    if (started.current?.key !== key) started.current = { key, call: spend(token) };
    setStatus({ state: 'checking' });
    started.current.call.then(
      (result) => live && setStatus({ state: 'done', result }),
      (error: unknown) => {
        if (!live) return;
        const statusCode = (error as { statusCode?: number }).statusCode ?? 0;
        setStatus({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
          // A used or expired link stays so; a lost connection or a server hiccup is worth another try.
          retryable: statusCode === 0 || statusCode >= 500,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, spend]);

  return { status, retry: () => setAttempt((value) => value + 1) };
}
