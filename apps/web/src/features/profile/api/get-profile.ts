import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Profile, segmentOf, type UserType } from '@tvet/contract';
import { readKept } from '@/lib/kept-responses';

/**
 * GET /{users}/{profileId}: the signed-in user's own profile, with the account expanded in `user_id`. Kept on the
 * phone: the signed-in app's frame needs it, and opens offline (issue 30).
 */
export function getProfile(userType: UserType, profileId: string): Promise<Profile> {
  return readKept<Profile>(`/${segmentOf(userType)}/${encodeURIComponent(profileId)}`);
}

export const profileQueryOptions = (userType: UserType, profileId: string) =>
  queryOptions({
    queryKey: ['profile', userType, profileId],
    queryFn: () => getProfile(userType, profileId),
    networkMode: 'offlineFirst',
  });

export function useProfile(userType: UserType, profileId: string) {
  return useQuery(profileQueryOptions(userType, profileId));
}
