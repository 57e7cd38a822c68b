import {
  FILE_KINDS,
  type FileInput,
  type FileKind,
  formatMegabytes,
  MESSAGE_MEDIA_KINDS,
  MESSAGE_MEDIA_MAX_BYTES,
  UPLOAD_MESSAGES,
} from '@tvet/contract';
import { type CompressedImage, compressImage } from '@/lib/compress-image';

/*
 * Choosing an attachment for a message (the spec's `media`): a picture (PNG, JPEG, WebP) or a PDF, checked here
 * by type and size before anything is sent (the server checks the bytes again), pictures shrunk in the browser.
 */

const EXTENSIONS: Record<(typeof MESSAGE_MEDIA_KINDS)[number], readonly string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  webp: ['webp'],
  pdf: ['pdf'],
};

/** The file input's `accept`: extensions and media types of the kinds a message takes. */
export const ATTACH_ACCEPT = [
  ...MESSAGE_MEDIA_KINDS.flatMap((kind) => EXTENSIONS[kind].map((ext) => `.${ext}`)),
  ...MESSAGE_MEDIA_KINDS.map((kind) => FILE_KINDS[kind]),
].join(',');

/** Chat photos: fit 1600 px (enough to read a document photographed on a phone), JPEG from quality 0.7. */
export const ATTACH_IMAGE_SIDE = 1600;
export const ATTACH_IMAGE_QUALITY = 0.7;
/** A picture larger than this is not even decoded (the phone would run out of memory first). */
export const ATTACH_IMAGE_SOURCE_MAX_BYTES = 25 * 1024 * 1024;

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** What the chosen file is by its type or extension, among the kinds a message takes. */
export function attachmentKind(file: File): FileKind | null {
  return (
    MESSAGE_MEDIA_KINDS.find(
      (kind) => file.type === FILE_KINDS[kind] || EXTENSIONS[kind].includes(extensionOf(file.name)),
    ) ?? null
  );
}

/** The message to show for a file that cannot be attached, or null when it may go. */
export function checkAttachment(file: File): string | null {
  const kind = attachmentKind(file);
  if (!kind) return UPLOAD_MESSAGES.wrongKind(MESSAGE_MEDIA_KINDS);
  const limit = kind === 'pdf' ? MESSAGE_MEDIA_MAX_BYTES : ATTACH_IMAGE_SOURCE_MAX_BYTES;
  if (file.size > limit) return UPLOAD_MESSAGES.tooLarge(limit);
  return null;
}

/** An attachment ready to upload, and what the person sees of it before sending. */
export interface PreparedAttachment {
  upload: FileInput;
  kind: 'image' | 'pdf';
  title: string;
  /** Bytes that will be sent (the compressed picture's). */
  size: number;
  /** A blob: URL of the picture to send, owned by the caller (revoke it). */
  previewUrl: string | null;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A checked file made ready: a picture scaled to ATTACH_IMAGE_SIDE and encoded as JPEG, a PDF as it is. Throws
 * with the message to show when the result is over the limit or the picture cannot be read.
 */
export async function prepareAttachment(
  file: File,
  compress: (file: Blob, quality: number, side: number) => Promise<CompressedImage> = (blob, quality, side) =>
    compressImage(blob, quality, undefined, side),
): Promise<PreparedAttachment> {
  if (attachmentKind(file) === 'pdf') {
    if (file.size > MESSAGE_MEDIA_MAX_BYTES)
      throw new Error(UPLOAD_MESSAGES.tooLarge(MESSAGE_MEDIA_MAX_BYTES));
    return {
      upload: { data: await dataUrlOf(file), title: file.name, mimetype: FILE_KINDS.pdf, size: file.size },
      kind: 'pdf',
      title: file.name,
      size: file.size,
      previewUrl: null,
    };
  }
  let compressed: CompressedImage;
  try {
    compressed = await compress(file, ATTACH_IMAGE_QUALITY, ATTACH_IMAGE_SIDE);
  } catch {
    throw new Error(UPLOAD_MESSAGES.notAnImage);
  }
  const { blob } = compressed;
  if (blob.size > MESSAGE_MEDIA_MAX_BYTES) throw new Error(UPLOAD_MESSAGES.tooLarge(MESSAGE_MEDIA_MAX_BYTES));
  const title = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;
  return {
    upload: { data: await dataUrlOf(blob), title, mimetype: FILE_KINDS.jpg, size: blob.size },
    kind: 'image',
    title,
    size: blob.size,
    previewUrl: URL.createObjectURL(blob),
  };
}

/** Sizes as people read them: "820 KB", "1.4 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return formatMegabytes(bytes);
}
