import { homePathOf, type UserType } from '@tvet/contract';
import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { LoadingPanel } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';
import { NotFoundPage } from '../not-found-page';
import { type PageEntry, pagesOf } from '../pages';
import { ComingSoonPage } from './coming-soon-page';

function pageFor(entry: PageEntry, role: UserType) {
  const page = entry.roles[role];
  if (page === 'soon' && entry.soon) return <ComingSoonPage page={entry.soon} />;
  if (typeof page === 'function') return page();
  return <NotFoundPage homeHref={homePathOf(role)} />;
}

/** The role's pages from the one table (app/pages.tsx), chosen once the profile has loaded; the rest is a 404. */
export function RolePages({ role }: { role: UserType }) {
  const page = useRoutes([
    ...pagesOf(role).map((entry) => ({ path: entry.path, element: pageFor(entry, role) })),
    { path: '*', element: <NotFoundPage homeHref={homePathOf(role)} /> },
  ]);
  return <Suspense fallback={<LoadingPanel label={t('Loading page…')} />}>{page}</Suspense>;
}
