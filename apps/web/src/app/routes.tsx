import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { paths } from '@/config/public-paths';
import { LoginPage } from '@/features/auth/pages/login-page';
import { loadPublicPageMessages } from '@/lib/i18n/i18n';
import { RootLayout } from './root-layout';

/**
 * A route whose page module loads only when the route is visited (the module exports `Page`), with the public
 * pages' messages in the chosen language (issue 29), so it paints translated.
 */
function lazyPage(path: string, load: () => Promise<{ Page: ComponentType }>): RouteObject {
  return {
    path,
    Component: lazy(async () => {
      const [module] = await Promise.all([load(), loadPublicPageMessages()]);
      return { default: module.Page };
    }),
  };
}

/*
 * The whole app's routes, for React Router in declarative mode (main.tsx; docs/decisions/0017). The first load
 * of /login downloads React, React Router, this table and the sign-in page (the front door, imported here, so it
 * has no chunk to wait for) and nothing else: every other public page is a React.lazy chunk, and the signed-in
 * shell with TanStack Query, Radix and the forms loads behind the protected gate. Budget: 90 KB gzip
 * (bench/bundle-size.mjs, docs/decisions/0005-first-load-budget.md).
 *
 * Plain route objects (Component, children, path), which React Router renders in every mode.
 */
export const routes: RouteObject[] = [
  {
    // The layout holds the Suspense fallback ('Loading…') and the error screen (route-error.tsx).
    Component: RootLayout,
    children: [
      lazyPage(paths.home, () => import('@/features/auth/pages/choose-account-page')),
      lazyPage(paths.register, () => import('@/features/auth/pages/register-page')),
      { path: paths.login, Component: LoginPage },
      lazyPage(paths.verifyEmail, () => import('@/features/auth/pages/verify-email-page')),
      lazyPage(paths.resetPassword, () => import('@/features/auth/pages/reset-password-page')),
      lazyPage(paths.resetPasswordOtp, () => import('@/features/auth/pages/reset-password-otp-page')),
      lazyPage(paths.createNewPassword, () => import('@/features/auth/pages/create-new-password-page')),
      lazyPage(paths.invitation, () => import('@/features/auth/pages/accept-invitation-page')),
      lazyPage(paths.verifyLink, () => import('@/features/auth/pages/verify-link-page')),
      lazyPage(paths.recoverLink, () => import('@/features/auth/pages/recover-link-page')),
      lazyPage(paths.privacy, () => import('@/features/privacy/pages/privacy-page')),
      lazyPage(paths.guardianLink, () => import('@/features/privacy/pages/guardian-link-page')),
      lazyPage(paths.breachStopLink, () => import('@/features/privacy/pages/breach-stop-page')),
      lazyPage(paths.tracerAnswer, () => import('@/features/tracer/pages/answer-page')),
      lazyPage(paths.tracerOptOut, () => import('@/features/tracer/pages/opt-out-page')),
      // Signed-in pages, and the 404 for everything else.
      lazyPage('*', () => import('./protected-gate')),
    ],
  },
];

/** The app's pages, inside a router (BrowserRouter in main.tsx, a memory router in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
