import { contentDisposition } from '../content-disposition';

/**
 * How a stored file is served. Pictures (re-encoded by the server) show inline; every other file (PDF, Word) is
 * an attachment, so a browser saves it instead of rendering it on this site's origin. The name is the stored
 * title in any script, with an ASCII fallback (RFC 5987). Files never change under one id: cache them privately.
 * (`x-content-type-options: nosniff` is set on every answer by security-headers.ts.)
 */
export function fileHeaders(
  file: { mimetype: string; title: string },
  inline = file.mimetype.startsWith('image/'),
): Record<string, string> {
  return {
    'content-type': file.mimetype,
    'cache-control': 'private, max-age=86400, immutable',
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.title),
  };
}
