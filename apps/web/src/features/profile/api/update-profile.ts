import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Profile, profileOperations, segmentOf, type UserType } from '@tvet/contract';
import type { Envelope } from '@/lib/api';
import { call } from '@/lib/call';
import { profileQueryOptions } from '@/lib/shared-reads';

/** PATCH /{users}/{profileId} with only the changed fields; answers the saved profile and the role's message. */
export function updateProfile(userType: UserType, profileId: string, body: Record<string, unknown>) {
  const segment = segmentOf(userType);
  if (segment === 'admins') throw new Error('administrator profiles are not edited here');
  // The server checks the fields against the role's update schema; the form sends only the changed ones.
  return call(profileOperations.update[segment], { params: { id: profileId }, body: body as never });
}

/**
 * Every profile write (fields, picture, documents) ends here: the answer is the saved profile, shown at once,
 * then the profile is fetched again so the sidebar lock and the wizard's progress follow the server.
 */
export function useSavedProfile(userType: UserType, profileId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = profileQueryOptions(userType, profileId);
  return (answer: Envelope<Profile>) => {
    queryClient.setQueryData(queryKey, answer.payload);
    void queryClient.invalidateQueries({ queryKey });
  };
}

export function useUpdateProfile(userType: UserType, profileId: string) {
  const saved = useSavedProfile(userType, profileId);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => updateProfile(userType, profileId, body),
    onSuccess: saved,
  });
}
