/**
 * Images are shrunk in the browser before upload (spec 000 §5, spec 001 §5): users pay for every byte on slow
 * networks. The picture is scaled down to fit 500x500 px (the size the spec's hint names) and encoded as JPEG
 * at the spec's quality (0.01 for profile pictures and ID cards, 0.5 for logos, spec 001 §9).
 *
 * At 0.01 a JPEG's small text and faces turn to blocks (measured in Chromium on a 500x500 ID-card-like image:
 * 3.7 KB, text unreadable; at 0.2, 22 KB and sharp). So when the result carries fewer bytes per pixel than a
 * readable image needs, the quality is raised step by step until it does, or the top step is reached.
 */
export const MAX_IMAGE_SIDE = 500;
export const COMPRESSION_QUALITY = { avatar: 0.01, idCard: 0.01, logo: 0.5 } as const;
/** Below this many bytes per pixel a JPEG of a photo or a card is too blocky to read (see above). */
export const MIN_READABLE_BYTES_PER_PIXEL = 0.06;
export const QUALITY_STEPS = [0.2, 0.4, 0.6] as const;

/** The largest size with the same proportions that fits in max x max; small images keep their size. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE) {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The next quality to try after a result of `bytes` for `pixels`, or null when this one is readable. */
export function nextQuality(quality: number, bytes: number, pixels: number): number | null {
  if (bytes / pixels >= MIN_READABLE_BYTES_PER_PIXEL) return null;
  return QUALITY_STEPS.find((step) => step > quality) ?? null;
}

/** What the helper needs from the browser; tests pass a fake. */
export interface ImageCodec {
  decode(file: Blob): Promise<{ width: number; height: number; source: CanvasImageSource }>;
  encode(source: CanvasImageSource, size: { width: number; height: number }, quality: number): Promise<Blob>;
}

export interface CompressedImage {
  blob: Blob;
  width: number;
  height: number;
  quality: number;
}

/**
 * Scales to fit `maxSide` x `maxSide` (500 for profile pictures; chat photos pass a larger side) and encodes as
 * JPEG at `quality`, raised only as far as readability needs.
 */
export async function compressImage(
  file: Blob,
  quality: number,
  codec: ImageCodec = canvasCodec,
  maxSide: number = MAX_IMAGE_SIDE,
): Promise<CompressedImage> {
  const decoded = await codec.decode(file);
  const size = fitWithin(decoded.width, decoded.height, maxSide);
  let current = quality;
  for (;;) {
    const blob = await codec.encode(decoded.source, size, current);
    const next = nextQuality(current, blob.size, size.width * size.height);
    if (next === null) return { blob, ...size, quality: current };
    current = next;
  }
}

async function decodeWithElement(file: Blob) {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight, source: image as CanvasImageSource };
  } finally {
    // The decoded image stays usable for drawing once decode() has resolved.
    URL.revokeObjectURL(url);
  }
}

/** The browser's own decoder and a canvas; no library, nothing more to download. */
export const canvasCodec: ImageCodec = {
  async decode(file) {
    if (typeof createImageBitmap === 'function') {
      try {
        const bitmap = await createImageBitmap(file);
        return { width: bitmap.width, height: bitmap.height, source: bitmap };
      } catch {
        // Some older Android browsers refuse certain files here but decode them as an <img>.
      }
    }
    return decodeWithElement(file);
  },
  encode(source, { width, height }, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.reject(new Error('This browser cannot resize images.'));
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, width, height);
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot resize images.'))),
        'image/jpeg',
        quality,
      ),
    );
  },
};
