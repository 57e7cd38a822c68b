import { useMutation } from '@tanstack/react-query';
import {
  type DocumentType,
  type FileInput,
  segmentOf,
  type UserType,
  uploadOperations,
} from '@tvet/contract';
import { call } from '@/lib/call';
import { useSavedProfile } from './update-profile';

export interface DocumentUpload {
  document_type: DocumentType;
  document: FileInput;
}

/** PATCH /{graduates|staff|employers}/{profileId}/documents/: school ID, resume, ID card or CAC document. */
export function uploadDocument(userType: UserType, profileId: string, body: DocumentUpload) {
  const segment = segmentOf(userType);
  if (segment !== 'graduates' && segment !== 'staff' && segment !== 'employers')
    throw new Error(`${userType} profiles hold no documents`);
  return call(uploadOperations.document[segment], { params: { id: profileId }, body });
}

export function useUploadDocument(userType: UserType, profileId: string) {
  const saved = useSavedProfile(userType, profileId);
  return useMutation({
    mutationFn: (body: DocumentUpload) => uploadDocument(userType, profileId, body),
    onSuccess: saved,
  });
}
