import { render, screen } from '@testing-library/react';
import { MESSAGES } from '@tvet/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error';

function renderFailingPage(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: async () => {
          throw error;
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
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
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
