import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toast';

/**
 * After an in-app navigation, move focus to the new page's h1 and scroll to the top, so screen-reader and
 * keyboard users start reading the new page instead of staying on the link they used (WCAG 2.4.3).
 */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
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
 * Every page renders here. The data router loads a lazy page's code before it changes the address, so the current
 * page stays until the next one can show; a page that cannot load or crashes gets the route's errorElement
 * (route-error.tsx).
 */
export function RootLayout() {
  useFocusOnNavigate();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
