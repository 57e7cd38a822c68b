import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MENTEES_PAGE_SIZE, mentoringOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { type CohortFilters, mentoringKeys } from './keys';

/**
 * GET /v1/mentors/{user_id}/graduates?name&page&limit (spec 001 §7): one page of the mentor's cohort, searched by
 * name on the server (contains, any case), so the search covers the whole cohort, not the page on screen.
 */
export const cohortQueryOptions = (mentorId: string, filters: CohortFilters) =>
  queryOptions({
    queryKey: mentoringKeys.cohortList(mentorId, filters),
    queryFn: async ({ signal }) => {
      const query = { name: filters.name, page: filters.page, limit: filters.limit ?? MENTEES_PAGE_SIZE };
      return (await call(mentoringOperations.cohort, { params: { user_id: mentorId }, query, signal }))
        .payload;
    },
    // The next page or search keeps the last one on screen, dimmed, until it arrives.
    placeholderData: keepPreviousData,
  });

export function useCohort(mentorId: string, filters: CohortFilters) {
  return useQuery(cohortQueryOptions(mentorId, filters));
}
