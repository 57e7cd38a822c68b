import { lazy } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/*
 * The jobs pages, each its own lazy chunk: none of them (nor TanStack Query's mutations, the job form or Radix
 * tabs) lands in the first load of /login, and a graduate never downloads the employer's screens. Which role
 * sees which of them is decided in app/pages.tsx. The graduate dashboard is composed in app/ and uses
 * LatestJobs from components/latest-jobs.tsx.
 */
export const GraduateJobPostPage = lazyWithPreload(() =>
  import('./pages/graduate-job-post-page').then((module) => ({ default: module.GraduateJobPostPage })),
);
export const EmployerJobPostPage = lazyWithPreload(() =>
  import('./pages/employer-job-post-page').then((module) => ({ default: module.EmployerJobPostPage })),
);
export const MentorJobPostPage = lazyWithPreload(() =>
  import('./pages/mentor-job-post-page').then((module) => ({ default: module.MentorJobPostPage })),
);
export const ApplicantPage = lazy(() =>
  import('./pages/applicant-page').then((module) => ({ default: module.ApplicantPage })),
);
export const AppliedJobsPage = lazyWithPreload(() =>
  import('./pages/applied-jobs-page').then((module) => ({ default: module.AppliedJobsPage })),
);
export const EmployerOverviewPage = lazyWithPreload(() =>
  import('./pages/employer-overview-page').then((module) => ({ default: module.EmployerOverviewPage })),
);
