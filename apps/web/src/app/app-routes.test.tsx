import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tvet/contract';
import { type ComponentType, lazy } from 'react';
import { Link, MemoryRouter, type NonIndexRouteObject, useLocation, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes, routes } from './routes';

/*
 * The route table as main.tsx renders it: React Router in declarative mode (BrowserRouter there, a MemoryRouter
 * here), pages through React.lazy inside the root layout's Suspense, the sign-in page in the entry.
 */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('the app in declarative mode (main.tsx)', () => {
  it('renders the sign-in page at once: it ships with the entry, no chunk to wait for', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("shows 'Loading…' while a first page's code arrives, then the page", async () => {
    renderAt('/reset-password');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("keeps the current page on screen until the next page's code has arrived", async () => {
    let arrive: (page: { default: ComponentType }) => void = () => undefined;
    const SlowPage = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve;
        }),
    );
    const root = routes[0] as NonIndexRouteObject;
    function Routes() {
      return useRoutes([
        { ...root, children: [...(root.children ?? []), { path: '/slow', Component: SlowPage }] },
      ]);
    }
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes />
        <Link to="/slow">Slow page</Link>
        <Address />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Slow page' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    await act(async () => arrive({ default: () => <h1>Slow page</h1> }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toBeTruthy();
    expect(address()).toBe('/slow');
  });

  it('sends a visitor without a session from a protected page to /login, keeping the page to return to', async () => {
    renderAt('/surveys/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(address()).toBe('/login?next=%2Fsurveys%2F42');
  });

  it("shows '404 Error' for an unknown path", async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFoundTitle })).toBeTruthy();
  });
});
