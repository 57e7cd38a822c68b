import { type FileInput, MESSAGING_ROUTES, type MessageMedia } from '@tvet/contract';
import { type UploadProgress, uploadWithProgress } from '@/lib/upload';
import { apiPath } from './route';

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
    path: apiPath(MESSAGING_ROUTES.media),
    body: JSON.stringify(upload),
    contentType: 'application/json',
    onProgress,
    signal,
    renewPath: apiPath(MESSAGING_ROUTES.unread),
  });
  return answer.payload;
}
