import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { restoreSession } from './lib/api';

const router = createBrowserRouter(routes);

// A new tab or a reload first trades the browser's session cookie for an access token (only when someone signed
// in here), so every tab shares the sign-in and a signed-in page never flashes /login (lib/api.ts).
void restoreSession().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
