import { lazy } from 'react';

/* The administrators' console (issue 13): each page a lazy chunk, so nothing of it reaches /login's first load. */
export const AccountsPage = lazy(() =>
  import('./pages/accounts-page').then((m) => ({ default: m.AccountsPage })),
);
export const AccountPage = lazy(() =>
  import('./pages/account-page').then((m) => ({ default: m.AccountPage })),
);
export const InstitutionsPage = lazy(() =>
  import('./pages/institutions-page').then((m) => ({ default: m.InstitutionsPage })),
);
export const EmployersPage = lazy(() =>
  import('./pages/employers-page').then((m) => ({ default: m.EmployersPage })),
);
export const JobsPage = lazy(() => import('./pages/jobs-page').then((m) => ({ default: m.JobsPage })));
export const ProgrammesPage = lazy(() =>
  import('./pages/programmes-page').then((m) => ({ default: m.ProgrammesPage })),
);
export const AdministratorsPage = lazy(() =>
  import('./pages/administrators-page').then((m) => ({ default: m.AdministratorsPage })),
);
export const AuditPage = lazy(() => import('./pages/audit-page').then((m) => ({ default: m.AuditPage })));
export const FailedJobsPage = lazy(() =>
  import('./pages/failed-jobs-page').then((m) => ({ default: m.FailedJobsPage })),
);
