import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppRoutes } from '@/app/routes';
import { setSession } from '@/lib/session';

export { envelope } from './serve';

/**
 * The whole app's routes in memory, starting at `path`. The app runs them in declarative mode (main.tsx); a
 * memory data router around them only keeps the address where a test can read it (`router.state.location`).
 */
export function renderApp(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** One element inside a router (for components that link or navigate). */
export function renderWithRouter(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** A fresh query cache for one test: no retries, so a failure shows at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** One element inside a router and a fresh query cache. */
export function renderWithData(element: ReactElement, path = '/', client = testQueryClient()) {
  return {
    client,
    ...renderWithRouter(<QueryClientProvider client={client}>{element}</QueryClientProvider>, path),
  };
}

/** A session for `userType`: profile id `profileId`, account id 'account-1'. */
export function signInAs(userType: string, profileId = 'profile-1') {
  setSession({
    user_id: profileId,
    _id: 'account-1',
    token: 'token',
    user_type: userType,
    email: `${userType}@example.ng`,
  });
}
