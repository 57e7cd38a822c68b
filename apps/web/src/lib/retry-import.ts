/**
 * Lazy pages on a weak signal (issue 9): a chunk that fails to download is asked for again, a little later,
 * before the page gives up. Browsers do not keep a failed module download, so the same import() tries anew.
 * Every dynamic import of the build goes through here (vite.config.ts routes Vite's preload helper to it).
 */

/** What browsers say when a lazily loaded module cannot be downloaded (Chromium, Firefox, Safari). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Wait before the second try; doubled before each later one. */
  delayMs?: number;
  wait?: (ms: number) => Promise<void>;
}

export async function retryImport<T>(
  load: () => Promise<T>,
  { attempts = 3, delayMs = 800, wait = sleep }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      // Only a failed download is worth another try; an error inside the module would fail again.
      if (attempt >= attempts || !isChunkLoadError(error)) throw error;
      await wait(delayMs * 2 ** (attempt - 1));
    }
  }
}
