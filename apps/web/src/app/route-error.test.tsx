import { act, render, screen } from '@testing-library/react';
import { MESSAGES } from '@tvet/contract';
import { createMemoryRouter, type NonIndexRouteObject, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

/**
 * The app's own root route (layout, errorElement, fallback) with three test pages: `/` is a lazy page whose
 * module fails with `error`, `/crash` throws while rendering, `/fine` works.
 */
function renderFailingPage(error: Error, path = '/') {
  function Crash(): never {
    throw new Error('Render broke');
  }
  const root = routes[0] as NonIndexRouteObject;
  const router = createMemoryRouter(
    [
      {
        ...root,
        children: [
          {
            path: '/',
            lazy: async () => {
              throw error;
            },
          },
          { path: '/crash', Component: Crash },
          { path: '/fine', element: <h1>Fine page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the router error screen', () => {
  it("is the root route's errorElement", () => {
    expect(routes[0]?.errorElement).toBeTruthy();
  });

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
    const router = renderFailingPage(new Error('unused'), '/crash');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.routerError })).toBeTruthy();
    expect(screen.getByText('Render broke')).toBeTruthy();
    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.routerError)).toBeNull();
  });
});
