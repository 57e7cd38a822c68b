import { homePathOf, type UserType } from '@tvet/contract';
import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { LoadingPanel } from '@/components/ui/spinner';
import { jobRoutes } from '@/features/jobs/routes';
import { profileRoutes } from '@/features/profile/routes';
import { surveyRoutes } from '@/features/surveys/routes';
import type { FeatureRoutes } from '../feature-routes';
import { NotFoundPage } from '../not-found-page';
import { overviewRoutes } from '../overview/routes';
import { ROLE_ROUTES } from '../role-routes';
import { ComingSoonPage } from './coming-soon-page';
import { FEATURE_PAGES } from './feature-pages';

const FEATURE_ROUTES: FeatureRoutes[] = [profileRoutes, surveyRoutes, jobRoutes, overviewRoutes];

function pageFor(path: string, role: UserType) {
  for (const routes of FEATURE_ROUTES) {
    const element = routes[path as keyof FeatureRoutes]?.(role);
    if (element) return element;
  }
  const page = FEATURE_PAGES[path as keyof typeof FEATURE_PAGES];
  return page ? <ComingSoonPage page={page} /> : <NotFoundPage homeHref={homePathOf(role)} />;
}

/** The role's route set (spec 000 §2, spec 001 §2), chosen once the profile has loaded; the rest is a 404. */
export function RolePages({ role }: { role: UserType }) {
  const page = useRoutes([
    ...ROLE_ROUTES[role].map((path) => ({ path, element: pageFor(path, role) })),
    { path: '*', element: <NotFoundPage homeHref={homePathOf(role)} /> },
  ]);
  return <Suspense fallback={<LoadingPanel label="Loading page…" />}>{page}</Suspense>;
}
