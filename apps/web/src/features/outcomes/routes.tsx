import { lazy } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/*
 * The outcome dashboards (issue 14), each a lazy chunk: the charts (visx) and the states map load only here,
 * never on /login or on another role's pages. Which role sees which is decided in app/pages.tsx.
 */
export const AdminOutcomesPage = lazyWithPreload(() =>
  import('./pages/admin-outcomes-page').then((module) => ({ default: module.AdminOutcomesPage })),
);
export const InstitutionOutcomesPage = lazyWithPreload(() =>
  import('./pages/institution-outcomes-page').then((module) => ({ default: module.InstitutionOutcomesPage })),
);
export const OutcomesReportPage = lazy(() =>
  import('./pages/outcomes-report-page').then((module) => ({ default: module.OutcomesReportPage })),
);
