import { useMutation } from '@tanstack/react-query';
import { type FileInput, type UserType, uploadOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { useSavedProfile } from './update-profile';

/** PATCH /users/{accountId}/avatar/: the profile picture (an employer's logo is its picture too). */
export function uploadAvatar(accountId: string, file: FileInput) {
  return call(uploadOperations.avatar, { params: { id: accountId }, body: file });
}

export function useUploadAvatar(userType: UserType, profileId: string, accountId: string) {
  const saved = useSavedProfile(userType, profileId);
  return useMutation({ mutationFn: (file: FileInput) => uploadAvatar(accountId, file), onSuccess: saved });
}
