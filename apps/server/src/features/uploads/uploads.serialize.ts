import { contentDisposition } from '../../platform/content-disposition';
import type { FileRow } from './uploads.repository';

/**
 * How a stored file is served. Pictures (re-encoded by the server) show inline; every document (PDF, Word) is
 * an attachment, so a browser saves it instead of rendering it on this site's origin. The name is the stored
 * title in any script, with an ASCII fallback (RFC 5987). Files never change under one id: cache them privately.
 */
export function fileHeaders(file: FileRow): Record<string, string> {
  const inline = file.kind === 'avatar' || file.mimetype.startsWith('image/');
  return {
    'content-type': file.mimetype,
    'cache-control': 'private, max-age=86400, immutable',
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.title),
  };
}
