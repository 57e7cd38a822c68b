import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingPanel } from '@/components/ui/spinner';
import { paths } from '@/config/public-paths';
import { LoginPage } from '@/features/auth/pages/login-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A route whose page module loads only when the route is visited (the module exports `Page`). */
function lazyPage(path: string, load: () => Promise<{ Page: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).Page }) };
}

/*
 * The whole app's routes, for React Router's data router (main.tsx; tests render the same table in a memory
 * router). The first load of /login downloads React, React Router, this table and the sign-in page (the front
 * door, imported here, so it has no chunk to wait for) and nothing else: every other public page is split with
 * the data router's `lazy`, and the signed-in shell with TanStack Query, Radix and the forms loads behind the
 * protected gate. Budget: 100 KB gzip (bench/bundle-size.mjs, docs/decisions/0005-first-load-budget.md).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // A page whose code never came (after lib/retry-import.ts asked again), or that crashed while rendering.
    errorElement: <RouteError />,
    // Shown while the first page's lazy code arrives.
    hydrateFallbackElement: <LoadingPanel label="Loading…" />,
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
      // Signed-in pages, and the 404 for everything else.
      lazyPage('*', () => import('./protected-gate')),
    ],
  },
];
