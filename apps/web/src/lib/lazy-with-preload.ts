import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy, so any page component fits.
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts downloading the component's code now (before it renders); safe to call many times. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy whose download can start before the component renders: the signed-in shell asks for the page's
 * code while the profile is still loading, instead of after (issue 23: each step of the chain costs a round trip
 * on a weak network). A failed download is forgotten, so the next render asks again (lib/retry-import.ts).
 */
export function lazyWithPreload<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: () => once().catch(() => undefined) });
}
