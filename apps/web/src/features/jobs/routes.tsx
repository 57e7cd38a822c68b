import type { FeatureRoutes } from '@/app/feature-routes';

/** /job-post, /job-post/applicant/:applicant_id and /applied-jobs: filled in by the jobs feature. */
export const jobRoutes: FeatureRoutes = {};
