import { useMutation } from '@tanstack/react-query';
import { type DocumentType, type FileInput, type Profile, segmentOf, type UserType } from '@tvet/contract';
import { request } from '@/lib/api';
import { useSavedProfile } from './update-profile';

export interface DocumentUpload {
  document_type: DocumentType;
  document: FileInput;
}

/** PATCH /{graduates|staff|employers}/{profileId}/documents/: school ID, resume, ID card or CAC document. */
export function uploadDocument(userType: UserType, profileId: string, body: DocumentUpload) {
  return request<Profile>(`/${segmentOf(userType)}/${encodeURIComponent(profileId)}/documents/`, {
    method: 'PATCH',
    body,
  });
}

export function useUploadDocument(userType: UserType, profileId: string) {
  const saved = useSavedProfile(userType, profileId);
  return useMutation({
    mutationFn: (body: DocumentUpload) => uploadDocument(userType, profileId, body),
    onSuccess: saved,
  });
}
