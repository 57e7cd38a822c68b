import type { ComponentProps, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A page of this app: a path ('/job-post?job=1') or a location object. Other sites take a plain <a>. */
  to: To;
  /** Replace the current history entry instead of adding one (a link to the page already open always does). */
  replace?: boolean;
  /** History state for the next page, as React Router's Link takes it. */
  state?: unknown;
};

/**
 * An in-app link: a real <a href> (open in a new tab, copy the address) that moves inside the app without
 * reloading. Use it instead of React Router's Link, built from the hooks React Router provides for custom
 * links: its Link carries framework mode's prefetching and route discovery, which this app does not use but
 * which the bundler cannot drop, and React Router sits in the first load of /login, 2 KB gzip of it
 * (bench/bundle-size.mjs; link.test.tsx fails if anything imports React Router's Link again).
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    // Ctrl/⌘/Shift-click, a middle click and target="_blank" are left to the browser.
    if (!event.defaultPrevented) follow(event);
  }
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
