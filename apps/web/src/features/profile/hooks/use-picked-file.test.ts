import { act, renderHook } from '@testing-library/react';
import { UPLOAD_MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_QUALITY } from '@/lib/compress-image';
import { usePickedFile } from './use-picked-file';

const MB = 1048576;
const photo = (bytes: number) => new File([new Uint8Array(bytes)], 'IMG_2041.jpg', { type: 'image/jpeg' });
const resizedTo = (bytes: number) => async () => ({
  blob: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
  width: 500,
  height: 375,
  quality: 0.2,
});

// Issue 22.11: a 5 MB phone photo was refused although the hint promises larger pictures are resized.
describe('usePickedFile for a picture that is resized before upload', () => {
  it('takes a 5 MB phone photo, resized, and sends what is within 2 MB', async () => {
    const { result } = renderHook(() =>
      usePickedFile('school_id', COMPRESSION_QUALITY.idCard, resizedTo(80_000)),
    );
    await act(() => result.current.choose(photo(5 * MB)));
    expect(result.current.error).toBeNull();
    expect(result.current.prepared?.upload.size).toBe(80_000);
    expect(result.current.name).toBe('IMG_2041.jpg');
  });

  it('keeps the 2 MB rule for what is sent', async () => {
    const { result } = renderHook(() =>
      usePickedFile('avatar', COMPRESSION_QUALITY.avatar, resizedTo(2 * MB + 1)),
    );
    await act(() => result.current.choose(photo(5 * MB)));
    expect(result.current.error).toBe(UPLOAD_MESSAGES.tooLarge(2 * MB));
    expect(result.current.prepared).toBeNull();
  });

  it('refuses a document over its limit as chosen (documents are not resized)', async () => {
    const { result } = renderHook(() => usePickedFile('resume'));
    await act(() =>
      result.current.choose(new File([new Uint8Array(5 * MB + 1)], 'cv.pdf', { type: 'application/pdf' })),
    );
    expect(result.current.error).toBe(UPLOAD_MESSAGES.tooLarge(5 * MB));
  });
});
