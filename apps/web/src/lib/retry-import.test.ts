import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, retryImport } from './retry-import';

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: https://example.ng/assets/page-1.js');
const noWait = () => Promise.resolve();

describe('lazy page chunks on a weak signal (issue 9)', () => {
  it('asks for a chunk again when its download failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkFailure()).mockResolvedValueOnce({ Page: 'page' });
    await expect(retryImport(load, { wait: noWait })).resolves.toEqual({ Page: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last try with the download failure, waiting longer each time', async () => {
    const load = vi.fn().mockRejectedValue(chunkFailure());
    const wait = vi.fn((_ms: number) => Promise.resolve());
    const failure = await retryImport(load, { attempts: 3, delayMs: 500, wait }).catch((error) => error);
    expect(isChunkLoadError(failure)).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([500, 1000]);
  });

  it('does not retry an error raised inside the module', async () => {
    const load = vi.fn().mockRejectedValue(new ReferenceError('x is not defined'));
    await expect(retryImport(load, { wait: noWait })).rejects.toThrow('x is not defined');
    expect(load).toHaveBeenCalledOnce();
  });

  it("recognises each browser's wording", () => {
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
