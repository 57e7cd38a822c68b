import { z } from 'zod';
import { enumField, requiredText } from './fields';
import { IMAGE_MAX_BYTES } from './limits';
import { MESSAGES } from './messages';

/** Kinds of content the server recognises by their bytes, never by the name or the declared type. */
export const FILE_KINDS = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels an uploaded picture may have. The server decodes every picture to re-encode it, and a small
 * file can hold a huge picture (a 2 MB PNG can decode to gigabytes); 25 million pixels is more than any phone
 * camera's full-size photo needs for an avatar or an ID card, and decodes in about 100 MB.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
const SQUARE_LIMIT = Math.floor(Math.sqrt(IMAGE_MAX_PIXELS));

export const DOCUMENT_TYPES = ['cac_document', 'id_card', 'school_id', 'resume'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What each upload accepts (spec 000 §5, spec 001 §5) and who uploads it. */
export const UPLOAD_RULES = {
  avatar: { kinds: ['png', 'jpg'], maxBytes: IMAGE_MAX_BYTES, owners: 'any' },
  school_id: { kinds: ['png', 'jpg'], maxBytes: IMAGE_MAX_BYTES, owners: ['graduates'] },
  resume: { kinds: ['pdf', 'doc', 'docx'], maxBytes: DOCUMENT_MAX_BYTES, owners: ['graduates'] },
  id_card: { kinds: ['png', 'jpg'], maxBytes: IMAGE_MAX_BYTES, owners: ['staff'] },
  cac_document: { kinds: ['pdf'], maxBytes: DOCUMENT_MAX_BYTES, owners: ['employers'] },
} as const satisfies Record<
  string,
  { kinds: readonly FileKind[]; maxBytes: number; owners: 'any' | readonly string[] }
>;
export type UploadKind = keyof typeof UPLOAD_RULES;

/** Base64 of the largest document, with room for a data-URL prefix. */
export const UPLOAD_BODY_LIMIT_BYTES = Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** `{data, title, mimetype, size}`: data is base64, optionally as a data URL. */
export const fileInputSchema = z.strictObject({
  data: z
    .string({ error: 'data is required: the file content as base64' })
    .min(1, 'data is required: the file content as base64')
    .max(UPLOAD_BODY_LIMIT_BYTES, MESSAGES.fileTooLarge),
  title: requiredText('title', 200),
  mimetype: requiredText('mimetype', 120),
  size: z
    .number({ error: 'size must be a number of bytes' })
    .int('size must be a whole number')
    .min(1, 'size must be positive'),
});
export type FileInput = z.infer<typeof fileInputSchema>;

export const avatarUploadSchema = fileInputSchema;
export const documentUploadSchema = z.strictObject({
  document_type: enumField('document_type', DOCUMENT_TYPES),
  document: fileInputSchema,
});

export const UPLOAD_MESSAGES = {
  wrongKind: (allowed: readonly FileKind[]) =>
    `This file is not a ${allowed.join(', ')} file. Choose a ${allowed.join(' or ')} file.`,
  notAnImage: 'This image could not be read. Choose another PNG or JPG file.',
  tooManyPixels: (width: number, height: number) =>
    `This picture is ${width} × ${height} pixels; the limit is ${IMAGE_MAX_PIXELS / 1_000_000} million pixels (for example ${SQUARE_LIMIT} × ${SQUARE_LIMIT}). Choose a smaller picture or resize it.`,
  tooLarge: (maxBytes: number) =>
    maxBytes === IMAGE_MAX_BYTES
      ? MESSAGES.fileTooLarge
      : `File too large: the limit is ${Math.round(maxBytes / 1048576)} MB`,
  badBase64: 'data must be the file content encoded as base64',
  notYourDocument: (type: string) => `You cannot upload a ${type} to this profile.`,
  documentUploaded: (type: string) =>
    type === 'id_card' ? MESSAGES.idCardUploaded : `${type.replace('_', ' ')} uploaded successfully`,
} as const;

/** Bytes shown as MB with one decimal, as the spec shows file sizes. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1048576).toFixed(bytes < 104858 ? 2 : 1)} MB`;
}
