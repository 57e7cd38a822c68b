import { lazy } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/*
 * The institution portal's pages, each its own lazy chunk: none of them lands in the first load of /login or
 * of another role. Which role sees which of them is decided in app/pages.tsx (institutions, spec 001 §2).
 */
export const InstitutionOverviewPage = lazyWithPreload(() =>
  import('./pages/institution-overview-page').then((module) => ({ default: module.InstitutionOverviewPage })),
);
export const StudentsPage = lazy(() =>
  import('./pages/students-page').then((module) => ({ default: module.StudentsPage })),
);
export const StudentPage = lazy(() =>
  import('./pages/student-page').then((module) => ({ default: module.StudentPage })),
);
export const StaffPage = lazy(() =>
  import('./pages/staff-page').then((module) => ({ default: module.StaffPage })),
);
export const StaffMemberPage = lazy(() =>
  import('./pages/staff-member-page').then((module) => ({ default: module.StaffMemberPage })),
);
export const GraduationRollPage = lazy(() =>
  import('./pages/graduation-roll-page').then((module) => ({ default: module.GraduationRollPage })),
);
