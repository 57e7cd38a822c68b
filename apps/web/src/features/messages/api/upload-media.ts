import { type FileInput, type MessageMedia, messagingOperations as ops } from '@tvet/contract';
import { API_BASE } from '@/lib/api';
import { urlOf } from '@/lib/call';
import { type UploadProgress, uploadWithProgress } from '@/lib/upload';

/** lib/upload.ts takes paths under /api/v1: the operation's URL less that root. */
const underApi = (url: string) => url.slice(API_BASE.length);

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
    path: underApi(urlOf(ops.uploadMedia)),
    body: JSON.stringify(upload),
    contentType: 'application/json',
    onProgress,
    signal,
    renewPath: underApi(urlOf(ops.unread)),
  });
  return answer.payload;
}
