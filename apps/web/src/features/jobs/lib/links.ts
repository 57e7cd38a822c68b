import { paths } from '@/config/paths';
import { JOB_PARAM } from '../hooks/use-selected-job';

/**
 * /job-post/applicant/{applicant_id}?job={jobId}: the API reads an applicant through its job, so the job
 * travels in the address and a reload of the page still works.
 */
export function applicantHref(applicantId: string, jobId: string): string {
  const path = paths.applicant.replace(':applicant_id', encodeURIComponent(applicantId));
  return `${path}?${JOB_PARAM}=${encodeURIComponent(jobId)}`;
}

/** /job-post?job={id}: opens the job post page with that job selected. */
export function jobHref(jobId: string): string {
  return `${paths.jobPost}?${JOB_PARAM}=${encodeURIComponent(jobId)}`;
}
