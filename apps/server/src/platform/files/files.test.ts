import { DOCUMENT_MAX_BYTES, UPLOAD_MESSAGES } from '@tvet/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bigPng,
  brokenPng,
  docx,
  jpeg,
  PNG_SIGNATURE,
  pdf,
  pixelsOf,
  png,
  pngWithText,
  upload,
} from '../../test/files.fixtures';
import { AppError } from '../errors';
import { fileHeaders } from './headers';
import { decodeBase64, detectKind, type FileRule, inspectFile, safeTitle } from './inspect';

/* The shared file checks (used by uploads and by messaging attachments), with a rule of their own. */

const PICTURES_AND_PDF: FileRule = { kinds: ['png', 'jpg', 'webp', 'pdf'], maxBytes: DOCUMENT_MAX_BYTES };
const html = '<html><body><script>alert(document.cookie)</script></body></html>';
const webp = () => sharp(png(3, 2)).webp({ lossless: true }).toBuffer();

async function refusal(bytes: Buffer, rule: FileRule = PICTURES_AND_PDF) {
  const error = await inspectFile(upload(bytes, 'x.png', 'image/png'), rule).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the file was accepted').toBeInstanceOf(AppError);
  return error as AppError;
}

describe('platform/files inspectFile', () => {
  it('takes a PNG, a JPEG and a WebP, each re-encoded in its own format', async () => {
    const fromPng = await inspectFile(upload(png(), 'a.png', 'image/png'), PICTURES_AND_PDF);
    expect(fromPng).toMatchObject({ kind: 'png', mimetype: 'image/png', title: 'a.png' });
    const fromJpeg = await inspectFile(upload(jpeg(), 'b.jpeg', 'image/jpeg'), PICTURES_AND_PDF);
    expect(fromJpeg).toMatchObject({ kind: 'jpg', mimetype: 'image/jpeg', title: 'b.jpg' });
    const sent = await webp();
    const fromWebp = await inspectFile(upload(sent, 'c.webp', 'image/webp'), PICTURES_AND_PDF);
    expect(fromWebp).toMatchObject({ kind: 'webp', mimetype: 'image/webp', title: 'c.webp' });
    expect(fromWebp.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(fromWebp.bytes.equals(sent)).toBe(false);
    expect((await sharp(fromWebp.bytes).metadata()).width).toBe(3);
  });

  it('re-encodes away HTML after the image data and in the metadata', async () => {
    for (const sent of [Buffer.concat([png(), Buffer.from(html)]), pngWithText(html)]) {
      const file = await inspectFile(upload(sent, 'me.png', 'image/png'), PICTURES_AND_PDF);
      expect(file.bytes.includes('<script')).toBe(false);
      expect((await pixelsOf(file.bytes)).equals(await pixelsOf(png()))).toBe(true);
    }
  });

  it('refuses HTML disguised as a PNG (name, type and signature) and plain HTML', async () => {
    const disguised = await refusal(Buffer.concat([PNG_SIGNATURE, Buffer.from(html)]));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.fields?.data).toBe(disguised.message);
    const plain = await refusal(Buffer.from(html));
    expect(plain.message).toBe(UPLOAD_MESSAGES.wrongKind(PICTURES_AND_PDF.kinds));
    expect(plain.fields).toEqual({ data: plain.message });
    expect((await refusal(brokenPng())).statusCode).toBe(400);
  });

  it('refuses a 10000 x 10000 picture from its header', async () => {
    const error = await refusal(bigPng(10_000, 10_000));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(UPLOAD_MESSAGES.tooManyPixels(10_000, 10_000));
  });

  it('keeps a PDF byte for byte and refuses kinds the rule does not list', async () => {
    const file = await inspectFile(upload(pdf(), 'report.PDF', 'application/pdf'), PICTURES_AND_PDF);
    expect(file).toMatchObject({ kind: 'pdf', mimetype: 'application/pdf', title: 'report.pdf' });
    expect(file.bytes.equals(pdf())).toBe(true);
    expect((await refusal(docx())).message).toBe(UPLOAD_MESSAGES.wrongKind(PICTURES_AND_PDF.kinds));
    expect((await refusal(pdf(), { kinds: ['png'], maxBytes: 1000 })).statusCode).toBe(400);
  });

  it('refuses a file over the rule size with 413, before looking at it', async () => {
    const error = await refusal(Buffer.concat([pdf(), Buffer.alloc(2000)]), {
      kinds: ['pdf'],
      maxBytes: 1000,
    });
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(UPLOAD_MESSAGES.tooLarge(1000));
  });

  it('decodes base64 strictly and detects kinds by bytes only', async () => {
    expect(decodeBase64(`data:image/png;base64,${png().toString('base64')}`).equals(png())).toBe(true);
    expect(() => decodeBase64('not base64!')).toThrow(UPLOAD_MESSAGES.badBase64);
    expect(await detectKind(Buffer.from(html))).toBeNull();
    expect(await detectKind(await webp())).toBe('webp');
    expect(safeTitle('../x<y>.exe', 'pdf')).toBe('.._x_y_.pdf');
  });
});

describe('platform/files fileHeaders', () => {
  it('serves pictures inline and PDFs as attachments, with a safe name', () => {
    expect(fileHeaders({ mimetype: 'image/webp', title: 'a.webp' })['content-disposition']).toMatch(
      /^inline; /,
    );
    const headers = fileHeaders({ mimetype: 'application/pdf', title: 'Ọmọ "report".pdf' });
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(headers['content-disposition']).not.toContain('"report"');
    expect(fileHeaders({ mimetype: 'application/pdf', title: 'x.pdf' }, true)['content-disposition']).toMatch(
      /^inline/,
    );
  });
});
