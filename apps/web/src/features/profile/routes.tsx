import type { FeatureRoutes } from '@/app/feature-routes';

/** Onboarding (/get-started) and the profile tabs of /settings: filled in by the profiles feature. */
export const profileRoutes: FeatureRoutes = {};
