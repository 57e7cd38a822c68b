import { render, screen } from '@testing-library/react';
import { MESSAGES } from '@tvet/contract';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './routes';

/*
 * The route table as main.tsx renders it: React Router in declarative mode (the other route tests render the
 * same table in a memory data router). Pages load with React.lazy inside the root layout's Suspense.
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

  it('loads a lazy public page', async () => {
    renderAt('/reset-password');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(address()).toBe('/reset-password');
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
