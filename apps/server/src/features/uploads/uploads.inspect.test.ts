import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MESSAGES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import {
  bigPng,
  brokenPng,
  crc32,
  doc,
  docx,
  jpeg,
  oversizedPng,
  PNG_SIGNATURE,
  pdf,
  pixelsOf,
  png,
  pngWithText,
  upload,
} from '../../test/files.fixtures';
import { inspectUpload } from './uploads.inspect';

/** The error `inspectUpload` throws, or a failure when it accepts the file. */
async function refusal(bytes: Buffer | string, kind: UploadKind, title = 'file.png', mimetype = 'image/png') {
  const body =
    typeof bytes === 'string'
      ? { data: bytes, title, mimetype, size: bytes.length }
      : upload(bytes, title, mimetype);
  const error = await inspectUpload(body, kind).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the file was accepted').toBeInstanceOf(AppError);
  return error as AppError;
}

/** A real PNG whose header claims other dimensions (the CRC is recomputed so only the size is wrong). */
function pngClaiming(width: number, height: number): Buffer {
  const bytes = png();
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const padded = (bytes: Buffer, total: number) => Buffer.concat([bytes, Buffer.alloc(total - bytes.length)]);

describe('inspectUpload: what a file is comes from its bytes', () => {
  it('accepts a PNG and a JPEG as an avatar', async () => {
    const fromPng = await inspectUpload(upload(png(), 'me.png', 'image/png'), 'avatar');
    expect(fromPng).toMatchObject({ kind: 'png', mimetype: 'image/png', title: 'me.png' });
    expect((await pixelsOf(fromPng.bytes)).equals(await pixelsOf(png()))).toBe(true);
    const fromJpeg = await inspectUpload(upload(jpeg(), 'Photo.JPEG', 'image/jpeg'), 'avatar');
    expect(fromJpeg).toMatchObject({ kind: 'jpg', mimetype: 'image/jpeg', title: 'Photo.jpg' });
  });

  it('takes the base64 bare, as a data: URL, in the URL-safe alphabet or wrapped over lines', async () => {
    const bytes = png(3, 1);
    const base64 = bytes.toString('base64');
    for (const data of [
      base64,
      `data:image/png;base64,${base64}`,
      bytes.toString('base64url'),
      base64.replace(/(.{20})/g, '$1\n'),
    ]) {
      const file = await inspectUpload({ data, title: 'a.png', mimetype: 'image/png', size: 1 }, 'avatar');
      expect((await pixelsOf(file.bytes)).equals(await pixelsOf(bytes)), data.slice(0, 30)).toBe(true);
    }
  });

  it('ignores the declared type and name: the type and extension follow the content', async () => {
    const file = await inspectUpload(upload(png(), 'scan.pdf', 'application/pdf'), 'school_id');
    expect(file).toMatchObject({ kind: 'png', mimetype: 'image/png', title: 'scan.png' });
    const cv = await inspectUpload(upload(docx(), 'cv.pdf', 'application/pdf'), 'resume');
    expect(cv).toMatchObject({
      kind: 'docx',
      mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      title: 'cv.docx',
    });
  });

  it('refuses text declared as image/png and named x.png', async () => {
    const error = await refusal(
      Buffer.from('hello, I am plain text pretending to be a picture'),
      'avatar',
      'x.png',
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(UPLOAD_MESSAGES.wrongKind(['png', 'jpg']));
    expect(error.fields).toEqual({ data: error.message });
  });

  it('refuses a PNG signature followed by garbage', async () => {
    const error = await refusal(brokenPng(), 'avatar');
    expect(error.statusCode).toBe(400);
    expect(error.fields?.data).toEqual(expect.any(String));
  });

  it('refuses a PNG with no width as unreadable', async () => {
    const error = await refusal(png(0, 2), 'avatar');
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(UPLOAD_MESSAGES.notAnImage);
  });

  it('refuses a PNG whose header claims an absurd size from the header, before decoding', async () => {
    const error = await refusal(pngClaiming(50_000, 50_000), 'avatar');
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(UPLOAD_MESSAGES.tooManyPixels(50_000, 50_000));
  });

  it.each([
    ['avatar', pdf(), ['png', 'jpg']],
    ['id_card', docx(), ['png', 'jpg']],
    ['school_id', doc(), ['png', 'jpg']],
    ['resume', png(), ['pdf', 'doc', 'docx']],
    ['cac_document', docx(), ['pdf']],
    ['cac_document', jpeg(), ['pdf']],
  ] as const)('%s refuses a file of another kind', async (kind, bytes, allowed) => {
    const error = await refusal(bytes, kind, 'file.pdf', 'application/pdf');
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(UPLOAD_MESSAGES.wrongKind(allowed));
  });

  it.each([
    ['resume', pdf(), 'pdf'],
    ['resume', doc(), 'doc'],
    ['resume', docx(), 'docx'],
    ['cac_document', pdf(), 'pdf'],
    ['id_card', jpeg(), 'jpg'],
    ['school_id', png(), 'png'],
  ] as const)('%s accepts %s content', async (kind, bytes, detected) => {
    const file = await inspectUpload(upload(bytes, 'my file', 'application/octet-stream'), kind);
    expect(file.kind).toBe(detected);
    expect(file.title).toBe(`my file.${detected}`);
  });

  it.each(['!!!!', 'abcde', 'data:image/png;base64,', 'data:image/png;base64,@@@@', 'iVBORw0KGgo=AAAA'])(
    'refuses %j as base64',
    async (data) => {
      const error = await refusal(data, 'avatar');
      expect(error.statusCode).toBe(400);
      expect(error.fields).toEqual({ data: UPLOAD_MESSAGES.badBase64 });
    },
  );
});

describe('inspectUpload: size limits', () => {
  it('takes an image of exactly 2 MB and refuses one byte more with 413 and the spec message', async () => {
    const exact = await inspectUpload(upload(padded(png(), IMAGE_MAX_BYTES), 'a.png', 'image/png'), 'avatar');
    // The limit applies to what was sent; the padding after the image is not kept.
    expect((await pixelsOf(exact.bytes)).equals(await pixelsOf(png()))).toBe(true);
    expect(exact.bytes.length).toBeLessThan(1024);
    for (const kind of ['avatar', 'school_id', 'id_card'] as const) {
      const error = await refusal(oversizedPng(), kind);
      expect(error.statusCode).toBe(413);
      expect(error.message).toBe(MESSAGES.fileTooLarge);
      expect(error.message).toBe('File too large, file should not be be grater than 2MB');
    }
  });

  it('takes a document of exactly 5 MB and refuses one byte more with 413', async () => {
    const exact = await inspectUpload(
      upload(padded(pdf(), DOCUMENT_MAX_BYTES), 'cv.pdf', 'application/pdf'),
      'resume',
    );
    expect(exact.bytes.length).toBe(5 * 1024 * 1024);
    for (const kind of ['resume', 'cac_document'] as const) {
      const error = await refusal(padded(pdf(), DOCUMENT_MAX_BYTES + 1), kind, 'cv.pdf', 'application/pdf');
      expect(error.statusCode).toBe(413);
      expect(error.message).toBe('File too large: the limit is 5 MB');
    }
  });
});

describe('inspectUpload: titles', () => {
  it.each([
    ['../../etc/passwd.png', '.._.._etc_passwd.png'],
    ['<img src=x onerror=alert(1)>.png', '_img src_x onerror_alert(1)_.png'],
    ['.png', 'file.png'],
    ['Passport photo (2024).jpeg', 'Passport photo (2024).png'],
    ['Ọmọ́ ìtàn.png', 'Ọmọ́ ìtàn.png'],
  ])('stores %j as %j', async (title, stored) => {
    const file = await inspectUpload(upload(png(), title, 'image/png'), 'avatar');
    expect(file.title).toBe(stored);
    expect(file.title).not.toMatch(/[/\\<>"]/);
  });

  it('cuts a very long title', async () => {
    const file = await inspectUpload(upload(png(), `${'a'.repeat(190)}.png`, 'image/png'), 'avatar');
    expect(file.title).toBe(`${'a'.repeat(120)}.png`);
  });
});

// Issue 9: pictures were checked only by their header, so a PNG header followed by HTML was stored and served,
// and a 10000 x 10000 PNG was taken as an avatar.
describe('inspectUpload: pictures are decoded and re-encoded by the server', () => {
  const html = '<html><body><script>alert(document.cookie)</script></body></html>';

  it('re-encodes a PNG with HTML after its image data into a clean PNG of the same pixels', async () => {
    const sent = Buffer.concat([png(), Buffer.from(html)]);
    const file = await inspectUpload(upload(sent, 'me.png', 'image/png'), 'avatar');
    expect(file.mimetype).toBe('image/png');
    expect(file.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(file.bytes.includes('<html')).toBe(false);
    expect(file.bytes.includes('<script')).toBe(false);
    expect((await pixelsOf(file.bytes)).equals(await pixelsOf(png()))).toBe(true);
  });

  it('drops markup hidden in the metadata', async () => {
    const sent = pngWithText(html);
    expect(sent.includes('<script')).toBe(true);
    const file = await inspectUpload(upload(sent, 'me.png', 'image/png'), 'school_id');
    expect(file.bytes.includes('<script')).toBe(false);
  });

  it('refuses a PNG signature followed by HTML', async () => {
    const error = await refusal(Buffer.concat([PNG_SIGNATURE, Buffer.from(html)]), 'avatar');
    expect(error.statusCode).toBe(400);
  });

  it('re-encodes a JPEG as a JPEG', async () => {
    const file = await inspectUpload(upload(jpeg(), 'id.jpg', 'image/jpeg'), 'id_card');
    expect(file.kind).toBe('jpg');
    expect(file.bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect((await pixelsOf(file.bytes)).length).toBe((await pixelsOf(jpeg())).length);
  });

  it('refuses a 10000 x 10000 PNG of a few kilobytes with a msg that gives the size and the limit', async () => {
    const bomb = bigPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100_000);
    for (const kind of ['avatar', 'school_id', 'id_card'] as const) {
      const error = await refusal(bomb, kind);
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe(
        'This picture is 10000 × 10000 pixels; the limit is 25 million pixels (for example 5000 × 5000). Choose a smaller picture or resize it.',
      );
      expect(error.fields).toEqual({ data: error.message });
    }
  });

  it('takes a picture of exactly 25 million pixels and refuses one row more', async () => {
    const atLimit = await inspectUpload(upload(bigPng(5000, 5000), 'wide.png', 'image/png'), 'avatar');
    expect(atLimit.kind).toBe('png');
    const error = await refusal(bigPng(5000, 5001), 'avatar');
    expect(error.message).toBe(UPLOAD_MESSAGES.tooManyPixels(5000, 5001));
  });

  it('leaves documents as they were sent', async () => {
    const file = await inspectUpload(upload(pdf(), 'cv.pdf', 'application/pdf'), 'resume');
    expect(file.bytes.equals(pdf())).toBe(true);
  });
});
