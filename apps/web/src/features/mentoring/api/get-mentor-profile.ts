import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tvet/contract';
import { request } from '@/lib/api';
import { segment } from './client';

/**
 * GET /v1/mentors/{id}: the mentor's own profile, for the greeting. Same key as the shell's profile query, so the
 * username the sidebar already loaded is not asked for again.
 */
export function useMentorProfile(mentorId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['profile', 'mentor', mentorId],
      queryFn: async ({ signal }) =>
        (
          await request<Extract<Profile, { user_type: 'mentor' }>>(`/mentors/${segment(mentorId)}`, {
            signal,
          })
        ).payload,
    }),
  );
}
