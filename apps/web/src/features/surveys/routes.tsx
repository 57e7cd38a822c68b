import type { FeatureRoutes } from '@/app/feature-routes';

/** /surveys, /surveys/:id and the administrators' survey pages: filled in by the surveys feature. */
export const surveyRoutes: FeatureRoutes = {};
