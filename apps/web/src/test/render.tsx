import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/routes';

/** The whole app's routes in memory, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** One element inside a router (for components that link or navigate). */
export function renderWithRouter(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** A JSON answer in the server's envelope. */
export function envelope(status: number, msg: string, payload: unknown = null): Response {
  const words: Record<number, string> = { 200: 'ok', 201: 'ok', 400: 'Bad Request', 401: 'Unauthorized' };
  return new Response(JSON.stringify({ status: words[status] ?? 'Error', msg, payload }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
