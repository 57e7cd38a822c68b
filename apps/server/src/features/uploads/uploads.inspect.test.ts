import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MESSAGES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { brokenPng, crc32, doc, docx, jpeg, oversizedPng, pdf, png, upload } from '../../test/files.fixtures';
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
    expect(fromPng.bytes.equals(png())).toBe(true);
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
      expect(file.bytes.equals(bytes), data.slice(0, 30)).toBe(true);
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

  it.each([
    ['no width', () => png(0, 2)],
    ['an absurd size', () => pngClaiming(50_000, 50_000)],
  ])('refuses a PNG with %s as unreadable', async (_case, bytes) => {
    const error = await refusal(bytes(), 'avatar');
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(UPLOAD_MESSAGES.notAnImage);
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
    expect(exact.bytes.length).toBe(2_097_152);
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
