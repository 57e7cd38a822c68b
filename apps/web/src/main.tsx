// First, before any chunk that holds zod can load: its eval probe off on every page (app/zod-jitless.ts).
import './app/zod-jitless';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { restoreSession } from './lib/api';

/*
 * React Router's data router (the architecture's choice): lazy routes, errorElement, navigations that wait for
 * the next page's code. It costs the first load of /login about 16 KB gzip more than declarative mode, measured
 * in docs/decisions/0005-first-load-budget.md.
 */
// A new tab or a reload first trades the browser's session cookie for an access token (only when someone signed
// in here), so every tab shares the sign-in and a signed-in page never flashes /login (lib/api.ts).
void restoreSession().finally(() => {
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
