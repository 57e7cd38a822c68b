import { MESSAGES, SERVER_MESSAGES, type UserType } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../../db/schema';
import { login, signedIn } from '../../test/accounts.fixtures';
import {
  brokenPng,
  doc,
  docx,
  fetchFile,
  filesOwnedBy,
  isStored,
  jpeg,
  oversizedPng,
  pdf,
  pdfBody,
  pixelsOf,
  png,
  pngBody,
  storedUploads,
  uniquePdf,
  uniquePng,
  upload,
  uploadsClient,
} from '../../test/files.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';

describe('uploads', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let up: ReturnType<typeof uploadsClient>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    up = uploadsClient(t.app);
  });
  afterAll(() => t.close());

  const filesOf = (account: { user: { id: string } }) => filesOwnedBy(t.database.db, account.user.id);

  describe('PATCH /api/v1/users/{accountId}/avatar', () => {
    it('stores a PNG and serves it to every signed-in user, not to visitors', async () => {
      const graduate = await signedIn(t, 'graduate');
      const bytes = uniquePng();
      const res = await up.avatar(graduate, { ...pngBody(bytes, 'me.png'), size: 1 });
      expect(res.statusCode, res.body.msg).toBe(200);
      expect(res.body.msg).toBe('User image updated successfully');
      const file = res.body.payload.user_id.avatar;
      expect(file).toEqual({
        url: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]{36}$/),
        title: 'me.png',
        size: expect.any(Number),
        mimetype: 'image/png',
      });
      expect((await up.profile(graduate)).user_id.avatar).toEqual(file);

      // What is stored and served is the server's own encoding of the same picture (issue 9).
      const own = await fetchFile(t.app, file.url, graduate.token);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      expect(own.bytes.length).toBe(file.size);
      expect((await pixelsOf(own.bytes)).equals(await pixelsOf(bytes))).toBe(true);
      expect(isStored(t.dataDir, own.bytes)).toBe(true);
      const employer = await signedIn(t, 'employer');
      expect((await fetchFile(t.app, file.url, employer.token)).bytes.equals(own.bytes)).toBe(true);
      expect((await fetchFile(t.app, file.url)).statusCode).toBe(401);
    });

    it('takes a JPEG sent as a data: URL, for every role', async () => {
      for (const userType of ['staff', 'institution', 'employer', 'mentor'] as const) {
        const account = await signedIn(t, userType);
        const res = await up.avatar(account, upload(jpeg(), 'logo.jpg', 'image/jpeg', true));
        expect(res.statusCode, `${userType}: ${res.body.msg}`).toBe(200);
        expect(res.body.payload.user_id.avatar).toMatchObject({ title: 'logo.jpg', mimetype: 'image/jpeg' });
      }
    });

    it('replaces the old picture: the old URL answers 404 and its bytes are gone', async () => {
      const graduate = await signedIn(t, 'graduate');
      const [first, second] = [uniquePng(), uniquePng()];
      const old = (await up.avatar(graduate, pngBody(first, 'a.png'))).body.payload.user_id.avatar;
      const oldBytes = (await fetchFile(t.app, old.url, graduate.token)).bytes;
      expect(isStored(t.dataDir, oldBytes)).toBe(true);
      const res = await up.avatar(graduate, pngBody(second, 'b.png'));
      const current = res.body.payload.user_id.avatar;
      expect(current.url).not.toBe(old.url);
      expect((await fetchFile(t.app, old.url, graduate.token)).statusCode).toBe(404);
      expect(isStored(t.dataDir, oldBytes)).toBe(false);
      const served = (await fetchFile(t.app, current.url, graduate.token)).bytes;
      expect((await pixelsOf(served)).equals(await pixelsOf(second))).toBe(true);
      expect(await filesOf(graduate)).toHaveLength(1);
    });

    it('keeps exactly one picture (and one resume) when uploads race', async () => {
      const graduate = await signedIn(t, 'graduate');
      const sent = [uniquePng(), uniquePng(), uniquePng(), uniquePng()];
      const storedBefore = storedUploads(t.dataDir).size;
      const answers = await Promise.all(sent.map((bytes) => up.avatar(graduate, pngBody(bytes, 'race.png'))));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      const { url } = (await up.profile(graduate)).user_id.avatar;
      const served = (await fetchFile(t.app, url, graduate.token)).bytes;
      expect(isStored(t.dataDir, served)).toBe(true);
      expect(storedUploads(t.dataDir).size).toBe(storedBefore + 1);
      const sentPixels = await Promise.all(sent.map(pixelsOf));
      const servedPixels = await pixelsOf(served);
      expect(sentPixels.filter((pixels) => pixels.equals(servedPixels))).toHaveLength(1);
      expect(await filesOf(graduate)).toHaveLength(1);
      const resumes = [uniquePdf(), uniquePdf(), uniquePdf()];
      const uploads = resumes.map((bytes) => up.document(graduate, 'resume', pdfBody(bytes, 'cv.pdf')));
      expect((await Promise.all(uploads)).map((res) => res.statusCode)).toEqual([200, 200, 200]);
      expect(resumes.filter((bytes) => isStored(t.dataDir, bytes))).toHaveLength(1);
      expect(await filesOf(graduate)).toHaveLength(2);
    });

    it("refuses another account's picture, by its account or profile id; takes one's own profile id", async () => {
      const graduate = await signedIn(t, 'graduate');
      const other = await signedIn(t, 'graduate');
      for (const id of [other.user.id, other.profile.id]) {
        const res = await up.avatar(graduate, pngBody(uniquePng(), 'x.png'), id);
        expect(res.statusCode).toBe(403);
        expect(res.body.msg).toBe(SERVER_MESSAGES.notOwner);
      }
      expect((await up.profile(other)).user_id.avatar).toBeNull();
      // Issue 8: an {id} that means "me" takes the account id or the role-profile id alike.
      const byProfileId = await up.avatar(graduate, pngBody(uniquePng(), 'x.png'), graduate.profile.id);
      expect(byProfileId.statusCode, byProfileId.body.msg).toBe(200);
      expect(await filesOf(graduate)).toHaveLength(1);
      expect(
        (await api.patch(`/api/v1/users/${graduate.user.id}/avatar`, pngBody(png(), 'x.png'))).statusCode,
      ).toBe(401);
    });

    it('answers bad files with 4xx and a msg, and keeps the old picture served', async () => {
      const graduate = await signedIn(t, 'graduate');
      const kept = uniquePng();
      const old = (await up.avatar(graduate, pngBody(kept, 'kept.png'))).body.payload.user_id.avatar;
      const text = Buffer.from('plain text, not a picture');
      // biome-ignore format: one case per line
      const cases: [unknown, number, string | RegExp][] = [
        [pngBody(text, 'x.png'), 400, 'This file is not a png, jpg file. Choose a png or jpg file.'],
        [pngBody(brokenPng(), 'broken.png'), 400, /png/],
        [pngBody(png(0, 2), 'empty.png'), 400, 'This image could not be read. Choose another PNG or JPG file.'],
        [pngBody(pdf(), 'me.png'), 400, /png, jpg/],
        [pngBody(oversizedPng(), 'big.png'), 413, MESSAGES.fileTooLarge],
        [{ data: 'A'.repeat(50 * 1024 * 1024), title: 'huge.png', mimetype: 'image/png', size: 1 }, 413, SERVER_MESSAGES.bodyTooLarge],
        [{ data: '%%%%', title: 'x.png', mimetype: 'image/png', size: 4 }, 400, 'Data must be the file content encoded as base64'],
        [{ title: 'x.png', mimetype: 'image/png', size: 4 }, 400, 'Data is required'],
        [{ ...pngBody(png(), 'x.png'), owner: 'admin' }, 400, 'Owner is not a known field'],
      ];
      for (const [body, status, msg] of cases) {
        const res = await up.avatar(graduate, body);
        expect(res.statusCode, res.body.msg).toBe(status);
        expect(res.body.msg).toMatch(msg);
        expect(res.body.payload === null || typeof res.body.payload.fields === 'object').toBe(true);
      }
      expect((await up.profile(graduate)).user_id.avatar).toEqual(old);
      const served = (await fetchFile(t.app, old.url, graduate.token)).bytes;
      expect((await pixelsOf(served)).equals(await pixelsOf(kept))).toBe(true);
      expect(isStored(t.dataDir, text)).toBe(false);
    });
  });

  describe('PATCH /api/v1/{employers|staff|graduates}/{profileId}/documents', () => {
    it('stores the CAC document, completes the employer and serves it only to its owner and admins', async () => {
      const employer = await signedIn(t, 'employer');
      expect(employer.session.user.is_profile_complete).toBe(false);
      const bytes = uniquePdf();
      const res = await up.document(employer, 'cac_document', pdfBody(bytes, 'CAC.pdf'));
      expect(res.statusCode, res.body.msg).toBe(200);
      expect(res.body.msg).toBe('cac document uploaded successfully');
      expect(res.body.payload.cac_document).toMatchObject({
        title: 'CAC.pdf',
        size: bytes.length,
        mimetype: 'application/pdf',
      });
      expect(res.body.payload.is_profile_complete).toBe(true);
      expect((await login(t, 'employer', employer.user.email)).user.is_profile_complete).toBe(true);

      const { url } = res.body.payload.cac_document;
      expect((await fetchFile(t.app, url, employer.token)).bytes.equals(bytes)).toBe(true);
      const admin = await signedIn(t, 'admin');
      expect((await fetchFile(t.app, url, admin.token)).bytes.equals(bytes)).toBe(true);
      for (const userType of ['employer', 'graduate', 'institution', 'mentor'] as const) {
        const stranger = await signedIn(t, userType);
        expect((await fetchFile(t.app, url, stranger.token)).statusCode, userType).toBe(403);
      }
      expect((await fetchFile(t.app, url)).statusCode).toBe(401);
    });

    it("replaces a CAC document whose stored reference is not a file of the employer's, deleting nothing else", async () => {
      // The factory's complete employer points at the placeholder 'demo/cac.pdf', which is no file id (was a 500).
      const employer = await signedIn(t, 'employer', { complete: true });
      expect((await up.profile(employer)).cac_document.url).toBe('/api/v1/files/demo/cac.pdf');
      const bytes = uniquePdf();
      const res = await up.document(employer, 'cac_document', pdfBody(bytes, 'CAC.pdf'));
      expect(res.statusCode, res.body.msg).toBe(200);
      expect(
        (await fetchFile(t.app, res.body.payload.cac_document.url, employer.token)).bytes.equals(bytes),
      ).toBe(true);

      // A reference to another account's file: that file stays, served to its owner.
      const other = await signedIn(t, 'employer');
      const theirs = uniquePdf();
      const their = (await up.document(other, 'cac_document', pdfBody(theirs, 'theirs.pdf'))).body.payload;
      const fileId = their.cac_document.url.split('/').at(-1);
      await t.database.db
        .update(employers)
        .set({
          cacDocument: {
            key: fileId,
            url: their.cac_document.url,
            title: 'x.pdf',
            size: 1,
            mimetype: 'application/pdf',
          },
        })
        .where(eq(employers.id, employer.profile.id));
      const again = await up.document(employer, 'cac_document', pdfBody(uniquePdf(), 'CAC2.pdf'));
      expect(again.statusCode, again.body.msg).toBe(200);
      expect((await fetchFile(t.app, their.cac_document.url, other.token)).bytes.equals(theirs)).toBe(true);
      expect(isStored(t.dataDir, theirs)).toBe(true);
    });

    it("stores a staff member's ID card", async () => {
      const staff = await signedIn(t, 'staff');
      for (const [bytes, title] of [
        [uniquePng(), 'id.png'],
        [jpeg(), 'id.jpg'],
      ] as const) {
        const res = await up.document(staff, 'id_card', upload(bytes, title, 'image/png'));
        expect(res.statusCode, res.body.msg).toBe(200);
        expect(res.body.msg).toBe('Identification card uploaded successfully');
        expect(res.body.payload.id_card.title).toBe(title);
      }
    });

    it("stores a graduate's school ID and resume (pdf, doc, docx), each replacing the last", async () => {
      const graduate = await signedIn(t, 'graduate');
      const school = await up.document(graduate, 'school_id', pngBody(uniquePng(), 'school.png'));
      expect(school.statusCode, school.body.msg).toBe(200);
      expect(school.body.msg).toBe('school id uploaded successfully');
      let previous: { url: string; bytes: Buffer } | null = null;
      for (const [bytes, title, mimetype] of [
        [uniquePdf(), 'cv.pdf', 'application/pdf'],
        [doc(), 'cv.doc', 'application/msword'],
        [docx(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ] as const) {
        const res = await up.document(graduate, 'resume', upload(bytes, 'cv', 'application/octet-stream'));
        expect(res.statusCode, res.body.msg).toBe(200);
        expect(res.body.payload.resume_id).toMatchObject({ title, mimetype, size: bytes.length });
        expect(res.body.payload.school_id).toEqual(school.body.payload.school_id);
        if (previous) {
          expect((await fetchFile(t.app, previous.url, graduate.token)).statusCode).toBe(404);
          expect(isStored(t.dataDir, previous.bytes)).toBe(false);
        }
        previous = { url: res.body.payload.resume_id.url, bytes };
      }
    });

    it('refuses a document type the role does not hold, by name', async () => {
      const cases: [UserType, string][] = [
        ['graduate', 'cac_document'],
        ['graduate', 'id_card'],
        ['employer', 'id_card'],
        ['staff', 'resume'],
      ];
      for (const [userType, type] of cases) {
        const account = await signedIn(t, userType);
        const res = await up.document(account, type, pdfBody(pdf(), 'x.pdf'));
        expect(res.statusCode, `${userType} ${type}`).toBe(400);
        expect(res.body.payload.fields.document_type).toBe(`You cannot upload a ${type} to this profile.`);
      }
      const graduate = await signedIn(t, 'graduate');
      const unknown = await up.document(graduate, 'passport', pdfBody(pdf(), 'x.pdf'));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body.payload.fields.document_type).toMatch(/^document_type must be one of/);
    });

    it("refuses another profile's documents and other roles", async () => {
      const graduate = await signedIn(t, 'graduate');
      const other = await signedIn(t, 'graduate');
      const res = await up.document(graduate, 'resume', pdfBody(pdf(), 'x.pdf'), other.profile.id);
      expect(res.statusCode).toBe(403);
      expect((await up.profile(other)).resume_id).toBeNull();
      const institution = await signedIn(t, 'institution');
      const byRole = await api.patch(
        `/api/v1/graduates/${graduate.profile.id}/documents`,
        { document_type: 'resume', document: pdfBody(pdf(), 'x.pdf') },
        institution.token,
      );
      expect(byRole.statusCode).toBe(403);
    });

    it('refuses bad documents with 4xx and a msg, keeping the old one served', async () => {
      const employer = await signedIn(t, 'employer');
      const kept = uniquePdf();
      const old = (await up.document(employer, 'cac_document', pdfBody(kept, 'cac.pdf'))).body.payload;
      const padded = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 + 1 - pdf().length)]);
      // biome-ignore format: one case per line
      const cases: [unknown, number, string | RegExp][] = [
        [pdfBody(Buffer.from('%PDX not a pdf'), 'cac.pdf'), 400, /pdf/],
        [pdfBody(docx(), 'cac.pdf'), 400, 'This file is not a pdf file. Choose a pdf file.'],
        [pdfBody(padded, 'cac.pdf'), 413, 'File too large: the limit is 5 MB'],
        [{ data: 'A'.repeat(50 * 1024 * 1024), title: 'cac.pdf', mimetype: 'application/pdf', size: 1 }, 413, SERVER_MESSAGES.bodyTooLarge],
      ];
      for (const [document, status, msg] of cases) {
        const res = await up.document(employer, 'cac_document', document);
        expect(res.statusCode, res.body.msg).toBe(status);
        expect(res.body.msg).toMatch(msg);
      }
      expect((await up.profile(employer)).cac_document).toEqual(old.cac_document);
      expect((await fetchFile(t.app, old.cac_document.url, employer.token)).bytes.equals(kept)).toBe(true);
    });

    it('answers 404 for an unknown file and 400 for a malformed id', async () => {
      const { token } = await signedIn(t, 'graduate');
      const unknown = '/api/v1/files/00000000-0000-4000-8000-000000000000';
      expect((await fetchFile(t.app, unknown, token)).statusCode).toBe(404);
      expect((await fetchFile(t.app, '/api/v1/files/..%2F..%2Fetc%2Fpasswd', token)).statusCode).toBe(400);
    });
  });
});
