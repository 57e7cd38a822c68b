import { type FileInput, UPLOAD_RULES, type UploadKind } from '@tvet/contract';
import { type InspectedFile, inspectFile } from '../../platform/files/inspect';

export type { InspectedFile };

/**
 * The content checks of platform/files/inspect.ts with the rule of one profile upload (UPLOAD_RULES): kinds by
 * their bytes, the size limit, pictures re-encoded with the pixel limit.
 */
export function inspectUpload(input: FileInput, uploadKind: UploadKind): Promise<InspectedFile> {
  return inspectFile(input, UPLOAD_RULES[uploadKind]);
}
