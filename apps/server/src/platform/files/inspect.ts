import { FILE_KINDS, type FileInput, type FileKind, UPLOAD_MESSAGES } from '@tvet/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../errors';
import { type ImageKind, reencodeImage } from './images';

/*
 * The checks every uploaded file goes through, whichever feature takes it (profile pictures and documents in
 * uploads, attachments in messaging): base64 decoded strictly, the size limit on what was sent, the kind decided
 * by the bytes (magic numbers, never the name or the declared type), pictures decoded and re-encoded with a pixel
 * limit (images.ts), and a safe stored name whose extension follows the content.
 */

export interface InspectedFile {
  bytes: Buffer;
  kind: FileKind;
  mimetype: string;
  title: string;
}

/** What one kind of upload accepts. */
export interface FileRule {
  kinds: readonly FileKind[];
  maxBytes: number;
}

/** file-type's names for the kinds we accept; legacy .doc files are OLE compound files ("cfb"). */
const DETECTED: Record<string, FileKind> = {
  png: 'png',
  jpg: 'jpg',
  webp: 'webp',
  pdf: 'pdf',
  cfb: 'doc',
  docx: 'docx',
};

const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpg', 'webp'] satisfies ImageKind[];
export const isImageKind = (kind: FileKind): kind is ImageKind => IMAGE_KINDS.includes(kind);

/** The bytes of `data` (base64, bare or as a data: URL, standard or URL-safe, wrapped or not); 400 otherwise. */
export function decodeBase64(data: string): Buffer {
  const body = data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) {
    throw badRequest(UPLOAD_MESSAGES.badBase64, { data: UPLOAD_MESSAGES.badBase64 });
  }
  return Buffer.from(body, 'base64');
}

/** What the bytes are, among the kinds the contract knows, or null. */
export async function detectKind(bytes: Buffer): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return (detected && DETECTED[detected.ext]) || null;
}

/** The person's name for the file, made safe to store and serve, with the extension of what it really is. */
export function safeTitle(title: string, kind: FileKind): string {
  const base =
    title
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
      .slice(0, 120) || 'file';
  return `${base}.${kind}`;
}

/**
 * Decides what a file is from its bytes and refuses it (400 with `data` named, or 413) unless `rule` accepts it.
 * Pictures are then decoded and re-encoded, so the bytes returned for them are the server's own. The size limit
 * applies to what was sent.
 */
export async function inspectFile(input: FileInput, rule: FileRule): Promise<InspectedFile> {
  const bytes = decodeBase64(input.data);
  if (bytes.length > rule.maxBytes) throw new AppError(413, UPLOAD_MESSAGES.tooLarge(rule.maxBytes));
  const kind = await detectKind(bytes);
  if (!kind || !rule.kinds.includes(kind)) {
    const message = UPLOAD_MESSAGES.wrongKind(rule.kinds);
    throw badRequest(message, { data: message });
  }
  const stored = isImageKind(kind) ? await reencodeImage(bytes, kind) : bytes;
  return { bytes: stored, kind, mimetype: FILE_KINDS[kind], title: safeTitle(input.title, kind) };
}
