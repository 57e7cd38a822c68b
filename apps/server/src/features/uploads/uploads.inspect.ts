import {
  FILE_KINDS,
  type FileInput,
  type FileKind,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadKind,
} from '@tvet/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../platform/errors';
import { reencodeImage } from './uploads.images';

export interface InspectedFile {
  bytes: Buffer;
  kind: FileKind;
  mimetype: string;
  title: string;
}

/** file-type's names for the kinds we accept; legacy .doc files are OLE compound files ("cfb"). */
const DETECTED: Record<string, FileKind> = { png: 'png', jpg: 'jpg', pdf: 'pdf', cfb: 'doc', docx: 'docx' };

function decodeBase64(data: string): Buffer {
  const body = data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) {
    throw badRequest(UPLOAD_MESSAGES.badBase64, { data: UPLOAD_MESSAGES.badBase64 });
  }
  return Buffer.from(body, 'base64');
}

/**
 * Decides what a file is from its bytes (magic numbers), never from its name or declared type, and refuses it
 * unless the upload kind accepts it. Pictures are then decoded and re-encoded (uploads.images.ts), so the bytes
 * returned for them are the server's own. The size limit applies to what was sent.
 */
export async function inspectUpload(input: FileInput, uploadKind: UploadKind): Promise<InspectedFile> {
  const rule = UPLOAD_RULES[uploadKind];
  const bytes = decodeBase64(input.data);
  if (bytes.length > rule.maxBytes) throw new AppError(413, UPLOAD_MESSAGES.tooLarge(rule.maxBytes));
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? DETECTED[detected.ext] : undefined;
  const allowed = rule.kinds as readonly FileKind[];
  if (!kind || !allowed.includes(kind)) {
    const message = UPLOAD_MESSAGES.wrongKind(allowed);
    throw badRequest(message, { data: message });
  }
  const stored = kind === 'png' || kind === 'jpg' ? await reencodeImage(bytes, kind) : bytes;
  const extension = kind === 'jpg' ? 'jpg' : kind;
  const base =
    input.title
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
      .slice(0, 120) || 'file';
  return { bytes: stored, kind, mimetype: FILE_KINDS[kind], title: `${base}.${extension}` };
}
