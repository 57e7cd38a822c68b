import { type FileInput, type MessageMedia, messagingOperations as ops } from '@tvet/contract';
import { pathUnderApiBase } from '@/lib/call';
import { type UploadProgress, uploadWithProgress } from '@/lib/upload';

/**
 * POST /v1/messages/media: the attachment (base64 in JSON, checked by the server) is stored and answered as a
 * MessageMedia, which the message then names as `media: {_id}`; its progress shows on a slow line. An expired
 * token is renewed once.
 */
export async function uploadMedia(
  upload: FileInput,
  onProgress: (progress: UploadProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<MessageMedia> {
  const answer = await uploadWithProgress<MessageMedia>({
    path: pathUnderApiBase(ops.uploadMedia),
    body: JSON.stringify(upload),
    contentType: 'application/json',
    onProgress,
    signal,
  });
  return answer.payload;
}
