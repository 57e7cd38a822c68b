import { useMutation } from '@tanstack/react-query';
import type { FileInput, Profile, UserType } from '@tvet/contract';
import { request } from '@/lib/api';
import { useSavedProfile } from './update-profile';

/** PATCH /users/{accountId}/avatar/: the profile picture (an employer's logo is its picture too). */
export function uploadAvatar(accountId: string, file: FileInput) {
  return request<Profile>(`/users/${encodeURIComponent(accountId)}/avatar/`, { method: 'PATCH', body: file });
}

export function useUploadAvatar(userType: UserType, profileId: string, accountId: string) {
  const saved = useSavedProfile(userType, profileId);
  return useMutation({ mutationFn: (file: FileInput) => uploadAvatar(accountId, file), onSuccess: saved });
}
