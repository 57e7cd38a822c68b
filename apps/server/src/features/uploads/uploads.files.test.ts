import { UPLOAD_MESSAGES } from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts.fixtures';
import {
  bigPng,
  docx,
  fetchFile,
  filesOwnedBy,
  isStored,
  PNG_SIGNATURE,
  pdfBody,
  pixelsOf,
  png,
  pngBody,
  upload,
  uploadsClient,
} from '../../test/files.fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

/*
 * Issue 9, found from outside: a PNG header followed by HTML was stored and served as it was sent, a
 * 10000 x 10000 PNG was taken as an avatar, and PDFs were served inline on the site's origin.
 */
describe('uploads that attack the people who read them', () => {
  let t: TestApp;
  let up: ReturnType<typeof uploadsClient>;
  beforeAll(async () => {
    t = await createTestApp();
    up = uploadsClient(t.app);
  });
  afterAll(() => t.close());

  const html = '<html><body><script>fetch("/api/v1/auth/me")</script></body></html>';

  it('serves a PNG with HTML after its image data as a clean re-encoded picture', async () => {
    const graduate = await signedIn(t, 'graduate');
    const sent = Buffer.concat([png(), Buffer.from(html)]);
    const res = await up.avatar(graduate, upload(sent, 'me.png', 'image/png'));
    expect(res.statusCode, res.body.msg).toBe(200);
    const served = await fetchFile(t.app, res.body.payload.user_id.avatar.url, graduate.token);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(served.bytes.includes('<script')).toBe(false);
    expect((await pixelsOf(served.bytes)).equals(await pixelsOf(png()))).toBe(true);
    expect(isStored(t.dataDir, sent)).toBe(false);
  });

  it('refuses a PNG signature followed by HTML, storing nothing', async () => {
    const graduate = await signedIn(t, 'graduate');
    const sent = Buffer.concat([PNG_SIGNATURE, Buffer.from(html)]);
    const res = await up.avatar(graduate, upload(sent, 'me.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.body.payload.fields).toHaveProperty('data');
    expect(await filesOwnedBy(t.database.db, graduate.user.id)).toHaveLength(0);
    expect(isStored(t.dataDir, sent)).toBe(false);
  });

  it('refuses a 10000 x 10000 PNG avatar with a msg saying its size and the limit', async () => {
    const graduate = await signedIn(t, 'graduate');
    const res = await up.avatar(graduate, pngBody(bigPng(10_000, 10_000), 'huge.png'));
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(UPLOAD_MESSAGES.tooManyPixels(10_000, 10_000));
    expect(res.body.msg).toContain('10000 × 10000 pixels');
    expect(res.body.payload.fields).toEqual({ data: res.body.msg });
    expect((await up.profile(graduate)).user_id.avatar).toBeNull();
    expect(await filesOwnedBy(t.database.db, graduate.user.id)).toHaveLength(0);
  });

  it('serves documents as attachments named in any script (RFC 5987), pictures inline', async () => {
    const employer = await signedIn(t, 'employer');
    const cac = await up.document(employer, 'cac_document', pdfBody(undefined, 'Ìwé-ẹ̀rí CAC "2024".pdf'));
    expect(cac.statusCode, cac.body.msg).toBe(200);
    const pdf = await fetchFile(t.app, cac.body.payload.cac_document.url, employer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const disposition = String(pdf.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1];
    expect(encoded).toMatch(/^[A-Za-z0-9%!#$&+.^_`|~-]+$/);
    expect(decodeURIComponent(encoded)).toBe(cac.body.payload.cac_document.title);
    expect(disposition.split(';')[1]).not.toMatch(/[^\x20-\x7e]/);

    const graduate = await signedIn(t, 'graduate');
    const resume = await up.document(graduate, 'resume', upload(docx(), 'cv', 'application/octet-stream'));
    const word = await fetchFile(t.app, resume.body.payload.resume_id.url, graduate.token);
    expect(String(word.headers['content-disposition'])).toMatch(/^attachment; filename="cv.docx"/);

    const picture = await up.avatar(graduate, pngBody(png(), 'Ọmọ́.png'));
    const image = await fetchFile(t.app, picture.body.payload.user_id.avatar.url, graduate.token);
    expect(String(image.headers['content-disposition'])).toMatch(/^inline; filename="/);
  });
});
