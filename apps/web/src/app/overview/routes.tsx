import { lazy } from 'react';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';
import type { FeatureRoutes } from '../feature-routes';

const GraduateOverviewPage = lazy(() =>
  import('./graduate-overview-page').then((module) => ({ default: module.GraduateOverviewPage })),
);

/** Dashboards that draw on several features are composed in the app, not inside one feature. */
export const overviewRoutes: FeatureRoutes = {
  [paths.overview]: (role) => {
    const session = getSession();
    return role === 'graduate' && session ? <GraduateOverviewPage session={session} /> : null;
  },
};
