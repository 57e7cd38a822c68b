import { lazy } from 'react';

/* The tracer's signed-in parts (issue 26), each a lazy chunk: the Settings section and the console pages. */
export const ObjectionSection = lazy(() =>
  import('./components/objection-section').then((module) => ({ default: module.ObjectionSection })),
);
export const TracerStudiesPage = lazy(() =>
  import('./pages/tracer-studies-page').then((module) => ({ default: module.TracerStudiesPage })),
);
export const TracerStudyPage = lazy(() =>
  import('./pages/tracer-study-page').then((module) => ({ default: module.TracerStudyPage })),
);
export const InstitutionTracerPage = lazy(() =>
  import('./pages/institution-tracer-page').then((module) => ({ default: module.InstitutionTracerPage })),
);
