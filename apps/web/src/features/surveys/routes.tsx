import { lazy } from 'react';
import type { FeatureRoutes } from '@/app/feature-routes';
import { paths } from '@/config/paths';
import { startAnswerSync } from './lib/answer-queue';

const MySurveysPage = lazy(() =>
  import('./pages/my-surveys-page').then((module) => ({ default: module.MySurveysPage })),
);
const SurveyPage = lazy(() =>
  import('./pages/survey-page').then((module) => ({ default: module.SurveyPage })),
);
const AdminSurveysPage = lazy(() =>
  import('./pages/admin-surveys-page').then((module) => ({ default: module.AdminSurveysPage })),
);
const SurveyBuilderPage = lazy(() =>
  import('./pages/survey-builder-page').then((module) => ({ default: module.SurveyBuilderPage })),
);
const SurveyResponsesPage = lazy(() =>
  import('./pages/survey-responses-page').then((module) => ({ default: module.SurveyResponsesPage })),
);

/*
 * Answers kept on the phone go out as soon as the signed-in app loads, whichever page opens first (this
 * module loads with the shell), and again whenever the browser is back online.
 */
startAnswerSync();

/** /surveys and /surveys/:id for every role that answers; the survey console for administrators. */
export const surveyRoutes: FeatureRoutes = {
  [paths.surveys]: (role) => (role === 'admin' ? null : <MySurveysPage userType={role} />),
  [paths.survey]: (role) => (role === 'admin' ? null : <SurveyPage />),
  [paths.admin]: (role) => (role === 'admin' ? <AdminSurveysPage /> : null),
  [paths.adminSurvey]: (role) => (role === 'admin' ? <SurveyBuilderPage /> : null),
  [paths.adminSurveyResponses]: (role) => (role === 'admin' ? <SurveyResponsesPage /> : null),
};
