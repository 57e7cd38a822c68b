import {
  FILE_KINDS,
  type FileInput,
  type FileKind,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadKind,
} from '@tvet/contract';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError, badRequest } from '../../platform/errors';

export interface InspectedFile {
  bytes: Buffer;
  kind: FileKind;
  mimetype: string;
  title: string;
}

/** file-type's names for the kinds we accept; legacy .doc files are OLE compound files ("cfb"). */
const DETECTED: Record<string, FileKind> = { png: 'png', jpg: 'jpg', pdf: 'pdf', cfb: 'doc', docx: 'docx' };
const MAX_IMAGE_SIDE = 10_000;

function decodeBase64(data: string): Buffer {
  const body = data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) {
    throw badRequest(UPLOAD_MESSAGES.badBase64, { data: UPLOAD_MESSAGES.badBase64 });
  }
  return Buffer.from(body, 'base64');
}

/**
 * Decides what a file is from its bytes (magic numbers), never from its name or declared type, and refuses it
 * unless the upload kind accepts it. Images must also have a readable header with sensible dimensions.
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
  if (kind === 'png' || kind === 'jpg') {
    let size: { width?: number; height?: number };
    try {
      size = imageSize(bytes);
    } catch {
      throw badRequest(UPLOAD_MESSAGES.notAnImage, { data: UPLOAD_MESSAGES.notAnImage });
    }
    const { width = 0, height = 0 } = size;
    if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
      throw badRequest(UPLOAD_MESSAGES.notAnImage, { data: UPLOAD_MESSAGES.notAnImage });
    }
  }
  const extension = kind === 'jpg' ? 'jpg' : kind;
  const base =
    input.title
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
      .slice(0, 120) || 'file';
  return { bytes, kind, mimetype: FILE_KINDS[kind], title: `${base}.${extension}` };
}
