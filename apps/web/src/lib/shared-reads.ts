import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Profile, profileOperations, segmentOf, type UserType } from '@tvet/contract';
import { readKeptCall } from '@/lib/kept-responses';

/*
 * What several features read, once (decision 0023): the signed-in person's profile (the shell, settings, every
 * role's overview) and the query keys more than one feature refreshes. Features never import each other, so
 * a read two of them share lives here rather than being copied.
 */

/** The profile of one account type, narrowed by its `user_type`. */
export type ProfileOf<T extends UserType> = Extract<Profile, { user_type: T }>;

/** Query keys that belong to no one feature: a change in one feature refreshes what another shows. */
export const sharedKeys = {
  /** One person's profile; the shell, settings and the overviews share the cached answer. */
  profile: (userType: UserType, profileId: string) => ['profile', userType, profileId] as const,
  /** The console's audit log, every query of it: a console action anywhere refreshes it. */
  auditLog: ['admin', 'audit'] as const,
};

/**
 * GET /{users}/{profileId}: a profile with the account expanded in `user_id`. Kept on the phone: the signed-in
 * app's frame needs it, and opens offline (issue 30).
 */
export function getProfile<T extends UserType>(userType: T, profileId: string): Promise<ProfileOf<T>> {
  const op = profileOperations.read[segmentOf(userType)];
  return readKeptCall(op, { params: { id: profileId } }) as Promise<ProfileOf<T>>;
}

export const profileQueryOptions = <T extends UserType>(userType: T, profileId: string) =>
  queryOptions({
    queryKey: sharedKeys.profile(userType, profileId),
    queryFn: () => getProfile(userType, profileId),
    networkMode: 'offlineFirst',
  });

export function useProfile<T extends UserType>(userType: T, profileId: string) {
  return useQuery(profileQueryOptions(userType, profileId));
}
