import { lazy } from 'react';

/*
 * The programme pages, each its own lazy chunk: none of them lands in the first load of /login or of another
 * role. Which role sees which of them is decided in app/pages.tsx (institutions only, spec 001 §2).
 */
export const ProgrammesPage = lazy(() =>
  import('./pages/programmes-page').then((module) => ({ default: module.ProgrammesPage })),
);
export const ProgrammePage = lazy(() =>
  import('./pages/programme-page').then((module) => ({ default: module.ProgrammePage })),
);
export const NewProgrammePage = lazy(() =>
  import('./pages/new-programme-page').then((module) => ({ default: module.NewProgrammePage })),
);
