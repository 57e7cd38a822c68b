import { lazy } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/*
 * Mentoring (issue 12), each page its own lazy chunk: the mentor's overview, cohort and mentee, the graduate's
 * mentors, and the console's mentors and assignment. Which role sees which is decided in app/pages.tsx.
 */
export const MentorOverviewPage = lazyWithPreload(() =>
  import('./pages/mentor-overview-page').then((m) => ({ default: m.MentorOverviewPage })),
);
export const MenteesPage = lazy(() =>
  import('./pages/mentees-page').then((m) => ({ default: m.MenteesPage })),
);
export const MenteePage = lazy(() => import('./pages/mentee-page').then((m) => ({ default: m.MenteePage })));
export const GraduateMentorsPage = lazy(() =>
  import('./pages/graduate-mentors-page').then((m) => ({ default: m.GraduateMentorsPage })),
);
export const AdminMentorsPage = lazy(() =>
  import('./pages/admin-mentors-page').then((m) => ({ default: m.AdminMentorsPage })),
);
export const AdminMentorPage = lazy(() =>
  import('./pages/admin-mentor-page').then((m) => ({ default: m.AdminMentorPage })),
);
