import { TYPES_WITH_ONBOARDING } from '@tvet/contract';
import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/feature-routes';
import { paths } from '@/config/paths';
import type { OnboardingRole } from './lib/wizard-plan';

// Each page is its own lazy chunk: the wizard and the settings forms stay out of /login and out of each other.
const GetStartedPage = lazy(() =>
  import('./pages/get-started-page').then((module) => ({ default: module.GetStartedPage })),
);
const SettingsPage = lazy(() =>
  import('./pages/settings-page').then((module) => ({ default: module.SettingsPage })),
);

/** Onboarding (/get-started) for graduates, staff, institutions and employers; /settings for every role. */
export const profileRoutes: FeatureRoutes = {
  [paths.getStarted]: (role) =>
    TYPES_WITH_ONBOARDING.includes(role) ? <GetStartedPage role={role as OnboardingRole} /> : null,
  [paths.settings]: (role) => <SettingsPage role={role} />,
};
