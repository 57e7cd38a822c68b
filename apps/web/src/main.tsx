// First, before any chunk that holds zod can load: its eval probe off on every page (app/zod-jitless.ts).
import './app/zod-jitless';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/routes';
import { restoreSession } from './lib/api';
import { loadSignedInMessages, openInitialLanguage, useLanguage } from './lib/i18n/i18n';
import { mayHaveSession } from './lib/session';

/*
 * React Router in declarative mode (docs/decisions/0017-declarative-routing.md): its data router
 * (createBrowserRouter) costs every first load about 16 KB gzip, and the app uses none of its loaders, actions
 * or fetchers; lazy pages are React.lazy, the error screen an error boundary (app/root-layout.tsx).
 */

/*
 * A new tab or a reload trades the browser's session cookie for an access token (only when someone signed in
 * here), so every tab shares the sign-in (lib/api.ts). The app paints at once meanwhile (issue 23): a signed-in
 * page shows its frame until the session is known (app/protected-gate.tsx), and the protected gate's and the
 * signed-in shell's code download in parallel with the exchange instead of after it.
 */
if (mayHaveSession()) {
  void import('./app/protected-gate');
  void import('./app/shell/app-shell');
  // The signed-in pages' messages in the chosen language come with the first paint's (issue 29).
  void loadSignedInMessages();
}
void restoreSession();

/*
 * The service worker's registration (lib/pwa.ts, issue 30) loads once the page is interactive and the browser is
 * idle, so it takes nothing from the first paint; a development server has none.
 */
if (import.meta.env.PROD) {
  const register = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void import('./lib/pwa').then((module) => module.registerServiceWorker()));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/*
 * The interface language (issue 29): the one chosen on this device, else the browser's. English paints at once;
 * another language's catalogue (a chunk of its own) arrives first, so the first paint is already in it. The whole
 * app re-renders when the language changes (Root reads it).
 */
function Root() {
  useLanguage();
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

function paint() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}

openInitialLanguage().then(paint, paint);
