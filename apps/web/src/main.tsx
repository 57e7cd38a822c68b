import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/routes';
import { restoreSession } from './lib/api';

/*
 * React Router in declarative mode: its data router (createBrowserRouter) is 16 KB gzip more, in one module
 * with everything else of React Router, so it would ship in every first load; the app uses none of its
 * loaders, actions or fetchers (docs/decisions/0005-first-load-budget.md).
 */
// A new tab or a reload first trades the browser's session cookie for an access token (only when someone signed
// in here), so every tab shares the sign-in and a signed-in page never flashes /login (lib/api.ts).
void restoreSession().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  ),
);
