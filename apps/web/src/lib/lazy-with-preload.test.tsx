import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

describe('lazyWithPreload', () => {
  it('downloads once: preload starts it, the render uses the same download', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Page</h1> }));
    const Page = lazyWithPreload(load);
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback="Loading…">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the render asks again', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <h1>Page</h1> });
    const Page = lazyWithPreload(load);
    await expect(Page.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback="Loading…">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
