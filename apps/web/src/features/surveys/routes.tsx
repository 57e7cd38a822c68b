import { lazy } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { startAnswerSync } from './lib/answer-queue';

/*
 * The surveys pages, each its own lazy chunk; app/pages.tsx gives /surveys and /surveys/:id to every role that
 * answers and the survey console to administrators.
 */
export const MySurveysPage = lazyWithPreload(() =>
  import('./pages/my-surveys-page').then((module) => ({ default: module.MySurveysPage })),
);
export const SurveyPage = lazyWithPreload(() =>
  import('./pages/survey-page').then((module) => ({ default: module.SurveyPage })),
);
export const AdminSurveysPage = lazyWithPreload(() =>
  import('./pages/admin-surveys-page').then((module) => ({ default: module.AdminSurveysPage })),
);
export const SurveyBuilderPage = lazy(() =>
  import('./pages/survey-builder-page').then((module) => ({ default: module.SurveyBuilderPage })),
);
export const SurveyResponsesPage = lazy(() =>
  import('./pages/survey-responses-page').then((module) => ({ default: module.SurveyResponsesPage })),
);

/*
 * Answers kept on the phone go out as soon as the signed-in app loads, whichever page opens first (this
 * module loads with the shell), and again whenever the browser is back online.
 */
startAnswerSync();
