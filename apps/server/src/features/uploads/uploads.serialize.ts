import { fileHeaders as servedAs } from '../../platform/files/headers';
import type { FileRow } from './uploads.repository';

/**
 * How a stored file is served (platform/files/headers.ts): pictures inline, every document (PDF, Word) as an
 * attachment, the stored title in any script. Profile pictures are pictures whatever their stored type.
 */
export function fileHeaders(file: FileRow): Record<string, string> {
  return servedAs(file, file.kind === 'avatar' || file.mimetype.startsWith('image/'));
}
