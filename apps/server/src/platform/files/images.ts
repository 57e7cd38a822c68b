import { IMAGE_MAX_PIXELS, UPLOAD_MESSAGES } from '@tvet/contract';
import sharp from 'sharp';
import { badRequest } from '../errors';

// Each upload is decoded once; libvips' operation cache would only hold memory between unrelated requests.
sharp.cache(false);

/** The picture kinds the server decodes and encodes again. */
export type ImageKind = 'png' | 'jpg' | 'webp';

/**
 * Decodes a picture and encodes it again, so what the server stores and serves is pixels it produced itself:
 * a file that only starts like a PNG, or hides a page of HTML or a script after its image data or in its
 * metadata, never reaches another user's browser as it was sent. Metadata (EXIF with the phone's location,
 * comments) is dropped after the EXIF orientation is applied to the pixels.
 *
 * Pictures over IMAGE_MAX_PIXELS are refused from their header, before any decoding: a 2 MB PNG can claim
 * 10000 × 10000 pixels and decode to hundreds of megabytes.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reading the header decodes no pixels, so it may look at any claimed size (sharp's own cap would
    // otherwise answer a huge picture as unreadable instead of saying it is too big).
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadable();
  }
  if (!width || !height) throw unreadable();
  if (width * height > IMAGE_MAX_PIXELS) {
    const message = UPLOAD_MESSAGES.tooManyPixels(width, height);
    throw badRequest(message, { data: message });
  }
  try {
    // limitInputPixels again: the header read above and the decoder must agree, whatever the file claims.
    // animated: false keeps the first frame only (an animated WebP is not a photo).
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).autoOrient();
    if (kind === 'png') return await image.png().toBuffer();
    if (kind === 'webp') return await image.webp({ quality: 85 }).toBuffer();
    return await image.jpeg({ quality: 85, chromaSubsampling: '4:2:0' }).toBuffer();
  } catch {
    throw unreadable();
  }
}

const unreadable = () => badRequest(UPLOAD_MESSAGES.notAnImage, { data: UPLOAD_MESSAGES.notAnImage });
