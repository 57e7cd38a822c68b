import { describe, expect, it, vi } from 'vitest';
import {
  COMPRESSION_QUALITY,
  compressImage,
  fitWithin,
  type ImageCodec,
  MIN_READABLE_BYTES_PER_PIXEL,
  nextQuality,
} from './compress-image';

/** A fake encoder: bytes grow with quality the way a JPEG's do (per pixel). */
function fakeCodec(width: number, height: number, bytesPerPixelAt: (quality: number) => number) {
  const encode = vi.fn(async (_source: unknown, size: { width: number; height: number }, quality: number) => {
    const bytes = Math.round(size.width * size.height * bytesPerPixelAt(quality));
    return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
  });
  const codec: ImageCodec = {
    decode: async () => ({ width, height, source: {} as CanvasImageSource }),
    encode,
  };
  return { codec, encode };
}

describe('fitWithin', () => {
  it('scales a large picture down to fit 500x500, keeping its proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 500, height: 375 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 281, height: 500 });
    expect(fitWithin(2000, 2000)).toEqual({ width: 500, height: 500 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(320, 240)).toEqual({ width: 320, height: 240 });
  });
});

describe('nextQuality', () => {
  it('keeps a result with enough bytes per pixel to be readable', () => {
    expect(nextQuality(0.01, 500 * 500 * MIN_READABLE_BYTES_PER_PIXEL, 500 * 500)).toBeNull();
  });

  it('steps the quality up for a blocky result, and stops at the top step', () => {
    expect(nextQuality(0.01, 3_700, 250_000)).toBe(0.2);
    expect(nextQuality(0.2, 3_700, 250_000)).toBe(0.4);
    expect(nextQuality(0.5, 3_700, 250_000)).toBe(0.6);
    expect(nextQuality(0.6, 3_700, 250_000)).toBeNull();
  });
});

describe('compressImage', () => {
  it('encodes at the spec quality when that is readable', async () => {
    const { codec, encode } = fakeCodec(1000, 800, () => 0.2);
    const result = await compressImage(new Blob(['x']), COMPRESSION_QUALITY.logo, codec);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ width: 500, height: 400, quality: 0.5 });
  });

  it('raises the quality of a 0.01 avatar until it is readable (a photo at 0.2, as measured in Chromium)', async () => {
    const { codec, encode } = fakeCodec(3000, 3000, (quality) => (quality < 0.1 ? 0.015 : 0.088));
    const result = await compressImage(new Blob(['x']), COMPRESSION_QUALITY.avatar, codec);
    expect(encode.mock.calls.map(([, , quality]) => quality)).toEqual([0.01, 0.2]);
    expect(result.quality).toBe(0.2);
    expect(result.blob.size).toBe(Math.round(500 * 500 * 0.088));
  });

  it('settles at the top step for a flat image that never carries many bytes', async () => {
    const { codec, encode } = fakeCodec(500, 500, () => 0.012);
    const result = await compressImage(new Blob(['x']), COMPRESSION_QUALITY.idCard, codec);
    expect(encode).toHaveBeenCalledTimes(4);
    expect(result.quality).toBe(0.6);
  });

  it('fits a larger side when asked (chat photos), never enlarging a small picture', async () => {
    const { codec } = fakeCodec(4000, 3000, () => 0.2);
    expect(await compressImage(new Blob(['x']), 0.7, codec, 1600)).toMatchObject({
      width: 1600,
      height: 1200,
    });
    const small = fakeCodec(800, 600, () => 0.2);
    expect(await compressImage(new Blob(['x']), 0.7, small.codec, 1600)).toMatchObject({
      width: 800,
      height: 600,
    });
  });
});
