import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/feature-routes';
import { paths } from '@/config/paths';

/*
 * Each page is its own lazy chunk: none of them (nor TanStack Query's mutations, the job form or Radix tabs)
 * lands in the first load of /login, and a graduate never downloads the employer's screens.
 */
const GraduateJobPostPage = lazy(() =>
  import('./pages/graduate-job-post-page').then((module) => ({ default: module.GraduateJobPostPage })),
);
const EmployerJobPostPage = lazy(() =>
  import('./pages/employer-job-post-page').then((module) => ({ default: module.EmployerJobPostPage })),
);
const MentorJobPostPage = lazy(() =>
  import('./pages/mentor-job-post-page').then((module) => ({ default: module.MentorJobPostPage })),
);
const ApplicantPage = lazy(() =>
  import('./pages/applicant-page').then((module) => ({ default: module.ApplicantPage })),
);
const AppliedJobsPage = lazy(() =>
  import('./pages/applied-jobs-page').then((module) => ({ default: module.AppliedJobsPage })),
);
const EmployerOverviewPage = lazy(() =>
  import('./pages/employer-overview-page').then((module) => ({ default: module.EmployerOverviewPage })),
);

/**
 * /job-post for graduates, employers and mentors; /job-post/applicant/:applicant_id for employers;
 * /applied-jobs for graduates; /overview for employers only (the graduate dashboard is composed in app/ and
 * uses LatestJobs from components/latest-jobs.tsx).
 */
export const jobRoutes: FeatureRoutes = {
  [paths.jobPost]: (role) => {
    if (role === 'graduate') return <GraduateJobPostPage />;
    if (role === 'employer') return <EmployerJobPostPage />;
    if (role === 'mentor') return <MentorJobPostPage />;
    return null;
  },
  [paths.applicant]: (role) => (role === 'employer' ? <ApplicantPage /> : null),
  [paths.appliedJobs]: (role) => (role === 'graduate' ? <AppliedJobsPage /> : null),
  [paths.overview]: (role) => (role === 'employer' ? <EmployerOverviewPage /> : null),
};
