import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Profile, segmentOf, type UserType } from '@tvet/contract';
import { request } from '@/lib/api';

/** GET /{users}/{profileId}: the signed-in user's own profile, with the account expanded in `user_id`. */
export async function getProfile(userType: UserType, profileId: string): Promise<Profile> {
  const answer = await request<Profile>(`/${segmentOf(userType)}/${encodeURIComponent(profileId)}`);
  return answer.payload;
}

export const profileQueryOptions = (userType: UserType, profileId: string) =>
  queryOptions({
    queryKey: ['profile', userType, profileId],
    queryFn: () => getProfile(userType, profileId),
  });

export function useProfile(userType: UserType, profileId: string) {
  return useQuery(profileQueryOptions(userType, profileId));
}
