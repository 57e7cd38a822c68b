import { expect } from 'vitest';

/**
 * Retrying assertions for journeys (playwright-core has no `expect` of its own): the page and the server change
 * under the test, so a value is read again until it matches or the time is up, never after a fixed sleep.
 *
 *   await eventually(() => next.isDisabled()).toBe(true);
 *   await eventually(() => page.getByRole('dialog').count()).toBe(0);
 */
export function eventually<T>(read: () => T | Promise<T>, message?: string, timeoutMs = 10_000) {
  return expect.poll(read, { timeout: timeoutMs, interval: 100, message });
}

/** Runs a block of assertions again until all of them pass (for checks that read several values at once). */
export async function retry(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
