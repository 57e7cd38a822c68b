import { act, render, screen } from '@testing-library/react';
import { MESSAGES } from '@tvet/contract';
import type { ComponentType } from 'react';
import { createMemoryRouter, type NonIndexRouteObject, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/*
 * The route table as main.tsx runs it: React Router's data router (createBrowserRouter there, a memory router
 * here), lazy public pages, the sign-in page in the entry.
 */
function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const address = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the app on the data router (main.tsx)', () => {
  it('renders the sign-in page at once: it ships with the entry, no chunk to wait for', () => {
    const router = renderAt('/login');
    expect(router.state.initialized).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("shows 'Loading…' while a first page's code arrives, then the page", async () => {
    const router = renderAt('/reset-password');
    expect(router.state.initialized).toBe(false);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("keeps the current page on screen until the next page's code has arrived", async () => {
    let arrive: (page: { Component: ComponentType }) => void = () => undefined;
    const slowPage = new Promise<{ Component: ComponentType }>((resolve) => {
      arrive = resolve;
    });
    const root = routes[0] as NonIndexRouteObject;
    const router = createMemoryRouter(
      [{ ...root, children: [...(root.children ?? []), { path: '/slow', lazy: () => slowPage }] }],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    act(() => {
      void router.navigate('/slow');
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(address(router)).toBe('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    await act(async () => arrive({ Component: () => <h1>Slow page</h1> }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeTruthy();
    expect(address(router)).toBe('/slow');
  });

  it('sends a visitor without a session from a protected page to /login, keeping the page to return to', async () => {
    const router = renderAt('/surveys/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(address(router)).toBe('/login?next=%2Fsurveys%2F42');
  });

  it("shows '404 Error' for an unknown path", async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFoundTitle })).toBeTruthy();
  });
});
