import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingPanel } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A route whose page module loads only when the route is visited (the module exports `Page`). */
function lazyPage(path: string, load: () => Promise<{ Page: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).Page }) };
}

/*
 * Public pages are split per route with the data router's `lazy`: the first load of /login downloads React,
 * the router, this table and the login page only (budget: 100 KB gzip, see bench/bundle-size.mjs).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingPanel label="Loading…" />,
    children: [
      lazyPage(paths.home, () => import('@/features/auth/pages/choose-account-page')),
      lazyPage(paths.register, () => import('@/features/auth/pages/register-page')),
      lazyPage(paths.login, () => import('@/features/auth/pages/login-page')),
      lazyPage(paths.verifyEmail, () => import('@/features/auth/pages/verify-email-page')),
      lazyPage(paths.resetPassword, () => import('@/features/auth/pages/reset-password-page')),
      lazyPage(paths.resetPasswordOtp, () => import('@/features/auth/pages/reset-password-otp-page')),
      lazyPage(paths.createNewPassword, () => import('@/features/auth/pages/create-new-password-page')),
      // Signed-in pages, and the 404 for everything else.
      lazyPage('*', () => import('./protected-gate')),
    ],
  },
];
