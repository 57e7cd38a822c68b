import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tvet/contract';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';

/** `/` is a lazy page whose module fails with `error`; `/crash` throws while rendering; `/fine` works. */
function renderFailingPage(error: Error, path = '/') {
  const Failing = lazy(() => Promise.reject(error));
  function Crash(): never {
    throw new Error('Render broke');
  }
  // The app's router (main.tsx): declarative mode, with the app's own layout and error boundary.
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route Component={RootLayout}>
          <Route path="/" Component={Failing} />
          <Route path="/crash" Component={Crash} />
          <Route path="/fine" element={<h1>Fine page</h1>} />
        </Route>
      </Routes>
      <Link to="/fine">Go to the fine page</Link>
    </MemoryRouter>,
  );
}

describe('the router error screen', () => {
  it('shows a page that could not be downloaded as a connection problem with Retry (issue 9)', async () => {
    renderFailingPage(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/job-post-page.js'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not load' })).toBeTruthy();
    expect(screen.getByText(/Check your internet connection/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.routerError)).toBeNull();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
  });

  it("keeps 'Unexpected Application Error!' for other failures (spec 000 §2)", async () => {
    renderFailingPage(new Error('Something broke'));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.routerError })).toBeTruthy();
    expect(screen.getByText('Something broke')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('catches a page that crashes while rendering, and lets the next page open', async () => {
    // React reports the caught render error on the console; the screen is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingPage(new Error('unused'), '/crash');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.routerError })).toBeTruthy();
    expect(screen.getByText('Render broke')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the fine page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.routerError)).toBeNull();
  });
});
