import { lazy } from 'react';

/*
 * The profile pages, each its own lazy chunk: the wizard and the settings forms stay out of /login and out of
 * each other. app/pages.tsx gives /get-started to the roles with onboarding and /settings to every role.
 */
export const GetStartedPage = lazy(() =>
  import('./pages/get-started-page').then((module) => ({ default: module.GetStartedPage })),
);
export const SettingsPage = lazy(() =>
  import('./pages/settings-page').then((module) => ({ default: module.SettingsPage })),
);
