import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingPanel } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toast';
import { UpdateBanner } from '@/components/ui/update-banner';
import { t } from '@/lib/i18n/i18n';
import { noteVisitedPage } from '@/lib/offline-pages';
import { RouteErrorBoundary } from './route-error';

/**
 * After an in-app navigation, move focus to the new page's h1 and scroll to the top, so screen-reader and
 * keyboard users start reading the new page instead of staying on the link they used (WCAG 2.4.3).
 */
function useFocusOnNavigate(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    // The first page keeps the browser's own start; only later navigations move focus.
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    const heading = document.querySelector('main h1') as HTMLElement | null;
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [pathname]);
}

/**
 * Every page renders here. A lazy page shows 'Loading…' only on the first page of a visit: later navigations
 * are transitions (BrowserRouter wraps them in startTransition), so the current page stays until the next one's
 * code has arrived. A page that cannot load or crashes gets the error screen (route-error.tsx).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useFocusOnNavigate(pathname);
  // Without a connection the service worker opens a page shown here before, and the offline page for others.
  useEffect(() => noteVisitedPage(pathname), [pathname]);
  return (
    <>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<LoadingPanel label={t('Loading…')} />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Toaster />
      <UpdateBanner />
    </>
  );
}
