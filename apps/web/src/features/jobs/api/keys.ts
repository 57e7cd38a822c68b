/**
 * Query keys of the jobs feature, in one tree so a mutation can invalidate exactly the lists it changes:
 * everything under ['jobs'] is job data; files are cached apart by their URL.
 */
export interface FeedFilters {
  page: number;
  state?: string;
  job_type?: string;
  q?: string;
}

export const jobKeys = {
  all: ['jobs'] as const,
  employerLists: () => [...jobKeys.all, 'employer'] as const,
  employerList: (employerId: string) => [...jobKeys.employerLists(), employerId] as const,
  openLists: () => [...jobKeys.all, 'open'] as const,
  openList: (page: number) => [...jobKeys.openLists(), page] as const,
  detail: (jobId: string) => [...jobKeys.all, 'detail', jobId] as const,
  applicants: (jobId: string) => [...jobKeys.all, 'applicants', jobId] as const,
  applicantsPage: (jobId: string, page: number) => [...jobKeys.applicants(jobId), page] as const,
  applicant: (jobId: string, applicantId: string) =>
    [...jobKeys.all, 'applicant', jobId, applicantId] as const,
  feeds: (graduateId: string) => [...jobKeys.all, 'feed', graduateId] as const,
  feed: (graduateId: string, filters: FeedFilters) => [...jobKeys.feeds(graduateId), filters] as const,
  applications: (graduateId: string) => [...jobKeys.all, 'applications', graduateId] as const,
  applicationsPage: (graduateId: string, page: number) =>
    [...jobKeys.applications(graduateId), page] as const,
};
