import {
  FILE_KINDS,
  type FileInput,
  type FileKind,
  formatMegabytes,
  MESSAGES,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadKind,
} from '@tvet/contract';
import { type CompressedImage, compressImage } from '@/lib/compress-image';

/** Extensions people's files carry for each kind the contract knows (the server decides by content). */
const EXTENSIONS: Record<FileKind, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  webp: ['webp'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
};

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The `accept` attribute of a file input for an upload kind, e.g. ".png,.jpg,.jpeg,image/png,image/jpeg". */
export function acceptOf(kind: UploadKind): string {
  const kinds = UPLOAD_RULES[kind].kinds as readonly FileKind[];
  return [
    ...kinds.flatMap((k) => EXTENSIONS[k].map((ext) => `.${ext}`)),
    ...kinds.map((k) => FILE_KINDS[k]),
  ].join(',');
}

/**
 * The most a picture that is resized before upload may weigh as chosen: a phone photo is 3 to 12 MB; beyond this
 * decoding it could stall a cheap phone (issue 22.11: what is sent keeps the 2 MB rule, checked after resizing).
 */
export const RESIZED_IMAGE_MAX_BYTES = 25 * 1048576;

/**
 * The spec's checks on a chosen file, before anything is sent (spec 000 §5, spec 001 §5): a file is needed,
 * of an accepted type, within the size limit. Returns the message to show, or null when the file may go.
 * A picture that is resized first (`resized`) is held to the limit once resized (checkResized), as the hint
 * promises; as chosen, only to RESIZED_IMAGE_MAX_BYTES.
 */
export function checkFile(
  file: File | null | undefined,
  kind: UploadKind,
  { resized = false }: { resized?: boolean } = {},
): string | null {
  const rule = UPLOAD_RULES[kind];
  const kinds = rule.kinds as readonly FileKind[];
  const isImage = kinds.every((k) => k === 'png' || k === 'jpg');
  if (!file) return isImage ? MESSAGES.imageRequired : 'Choose a file to upload.';
  const typeOk = kinds.some(
    (k) => file.type === FILE_KINDS[k] || EXTENSIONS[k].includes(extensionOf(file.name)),
  );
  if (!typeOk) return UPLOAD_MESSAGES.wrongKind(kinds);
  const limit = resized ? RESIZED_IMAGE_MAX_BYTES : rule.maxBytes;
  if (file.size > limit) return UPLOAD_MESSAGES.tooLarge(limit);
  return null;
}

/** The upload's own limit on what is sent, once a picture is resized. */
export function checkResized(prepared: PreparedFile, kind: UploadKind): string | null {
  const { maxBytes } = UPLOAD_RULES[kind];
  return prepared.upload.size > maxBytes ? UPLOAD_MESSAGES.tooLarge(maxBytes) : null;
}

/** Sizes in MB as the spec shows them; a few kilobytes read "< 0.01 MB" rather than "0.00 MB". */
export function megabytes(bytes: number): string {
  return bytes < 5243 ? '< 0.01 MB' : formatMegabytes(bytes);
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** A file ready to send: the upload body and what the person sees about it. */
export interface PreparedFile {
  upload: FileInput;
  /** Bytes of the chosen file, and of what will be sent (smaller for compressed images). */
  originalSize: number;
  /** A local preview for images (a blob: URL owned by the caller, who revokes it). */
  previewUrl: string | null;
}

/** The chosen name with the extension of what is actually sent. */
export function renamed(name: string, extension: string): string {
  const base = name.replace(/\.[^.]+$/, '') || 'image';
  return `${base}.${extension}`;
}

/** Reads a checked document as it is. */
export async function prepareDocument(file: File): Promise<PreparedFile> {
  // Some phones give no type for .doc/.docx files; the extension says what it is (the server checks the bytes).
  const kind = (Object.keys(EXTENSIONS) as FileKind[]).find((k) =>
    EXTENSIONS[k].includes(extensionOf(file.name)),
  );
  return {
    upload: {
      data: await readAsDataUrl(file),
      title: file.name,
      mimetype: file.type || (kind ? FILE_KINDS[kind] : 'application/octet-stream'),
      size: file.size,
    },
    originalSize: file.size,
    previewUrl: null,
  };
}

/** Compresses a checked image to a JPEG of at most 500x500 px (see compress-image.ts). */
export async function prepareImage(
  file: File,
  quality: number,
  compress: (file: Blob, quality: number) => Promise<CompressedImage> = compressImage,
): Promise<PreparedFile> {
  const { blob } = await compress(file, quality);
  return {
    upload: {
      data: await readAsDataUrl(blob),
      title: renamed(file.name, 'jpg'),
      mimetype: 'image/jpeg',
      size: blob.size,
    },
    originalSize: file.size,
    previewUrl: URL.createObjectURL(blob),
  };
}
