import { queryOptions, useQuery } from '@tanstack/react-query';
import { GRADUATE_MENTORS_LIMIT, type MentorType, mentoringOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { mentoringKeys } from './keys';

/**
 * GET /v1/graduates/{user_id}/mentors?mentor_type&page&limit=999 (spec 000 §7, §9). The server serves at most
 * MAX_PAGE_SIZE a page whatever is asked, so the page pages through the rest.
 */
export function useMyMentors(graduateId: string, filters: { page: number; mentor_type?: MentorType }) {
  return useQuery(
    queryOptions({
      queryKey: mentoringKeys.myMentors(graduateId, filters),
      queryFn: async ({ signal }) => {
        const query = { mentor_type: filters.mentor_type, page: filters.page, limit: GRADUATE_MENTORS_LIMIT };
        const op = mentoringOperations.graduateMentors;
        return (await call(op, { params: { user_id: graduateId }, query, signal })).payload;
      },
      // Another page of the same tab stays on screen, dimmed, until it arrives; another tab's cards never do.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[3].mentor_type === filters.mentor_type ? previous : undefined,
    }),
  );
}
