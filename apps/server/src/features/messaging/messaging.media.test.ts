import path from 'node:path';
import {
  type CreateChatResult,
  DOCUMENT_MAX_BYTES,
  MESSAGING_MESSAGES,
  type Message,
  type MessageMedia,
  UPLOAD_MESSAGES,
} from '@tvet/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import { diskStorage } from '../../platform/storage';
import {
  bigPng,
  docx,
  fetchFile,
  isStored,
  jpeg,
  PNG_SIGNATURE,
  pixelsOf,
  png,
  storedUploads,
  uniquePdf,
  uniquePng,
  upload,
} from '../../test/files.fixtures';
import { client } from '../../test/harness';
import { createMessagingService } from './messaging.service';
import { messages } from './messaging.table';
import {
  account,
  ask,
  clientId,
  closeSockets,
  connectAs,
  EVENTS,
  type ListeningApp,
  listeningApp,
  next,
} from './messaging.test-kit';

/*
 * Attachments (issue 11, the spec's `media`): uploaded with POST /v1/messages/media through the shared file checks
 * (platform/files), named by a message as `media: {_id}` over the socket or REST, read at media.url by the uploader
 * and the conversation's members only.
 */

let t: ListeningApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await listeningApp();
  api = client(t.app);
});
afterEach(() => closeSockets());
afterAll(async () => {
  closeSockets();
  await t.close();
});

const html = '<html><body><script>fetch("/api/v1/auth/me")</script></body></html>';

async function uploadMedia(who: { token: string }, bytes: Buffer, title: string, mimetype: string) {
  return api.post('/api/v1/messages/media', upload(bytes, title, mimetype), who.token);
}

async function uploaded(who: { token: string }, bytes: Buffer, title = 'photo.png', mimetype = 'image/png') {
  const res = await uploadMedia(who, bytes, title, mimetype);
  expect(res.statusCode, res.body.msg).toBe(201);
  return res.body.payload as MessageMedia;
}

async function chat(from: { token: string }, to: string[], media?: { _id: string }, text = '') {
  const res = await api.post(
    '/api/v1/conversations',
    { text, recipients: to, client_id: clientId(), ...(media ? { media } : {}) },
    from.token,
  );
  return res;
}

const mediaCount = async () =>
  (await t.database.db.select({ n: count() }).from(files).where(eq(files.kind, 'message_media')))[0].n;
const messageCount = async () => (await t.database.db.select({ n: count() }).from(messages))[0].n;

describe('POST /v1/messages/media', () => {
  it('stores a PNG re-encoded by the server and answers the media shape of the spec', async () => {
    const me = await account(t);
    const sent = Buffer.concat([uniquePng(), Buffer.from(html)]);
    const res = await uploadMedia(me, sent, 'Shop front.png', 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.body.status).toBe('Created');
    expect(res.body.msg).toBe(MESSAGING_MESSAGES.mediaUploaded);
    const media = res.body.payload;
    expect(media).toEqual({
      _id: expect.any(String),
      url: `/api/v1/messages/media/${media._id}`,
      title: 'Shop front.png',
      size: expect.any(Number),
      mimetype: 'image/png',
    });
    const file = await fetchFile(t.app, media.url, me.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.bytes.includes('<script')).toBe(false);
    expect(file.bytes.length).toBe(media.size);
    expect((await pixelsOf(file.bytes)).equals(await pixelsOf(sent))).toBe(true);
    expect(isStored(t.dataDir, sent)).toBe(false);
  });

  it('takes a JPEG and a WebP, each re-encoded in its own format', async () => {
    const me = await account(t);
    const fromJpeg = await uploaded(me, jpeg(), 'a.jpeg', 'image/jpeg');
    expect(fromJpeg).toMatchObject({ mimetype: 'image/jpeg', title: 'a.jpg' });
    const webp = await sharp(png(4, 3)).webp({ lossless: true }).toBuffer();
    const fromWebp = await uploaded(me, webp, 'b.webp', 'image/webp');
    expect(fromWebp).toMatchObject({ mimetype: 'image/webp', title: 'b.webp' });
    const served = await fetchFile(t.app, fromWebp.url, me.token);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.bytes).metadata()).width).toBe(4);
  });

  it('stores a PDF as sent and serves it as an attachment under its name', async () => {
    const me = await account(t);
    const pdf = uniquePdf();
    const media = await uploaded(me, pdf, 'Ọ̀rọ̀ "offer".pdf', 'application/pdf');
    expect(media).toMatchObject({ mimetype: 'application/pdf', size: pdf.length });
    const file = await fetchFile(t.app, media.url, me.token);
    expect(file.bytes.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
  });

  it('refuses HTML disguised as a PNG, a Word file and plain text, storing nothing', async () => {
    const me = await account(t);
    const before = [await mediaCount(), storedUploads(t.dataDir).size];
    const disguised = await uploadMedia(
      me,
      Buffer.concat([PNG_SIGNATURE, Buffer.from(html)]),
      'x.png',
      'image/png',
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.body.payload.fields.data).toBe(disguised.body.msg);
    const page = await uploadMedia(me, Buffer.from(html), 'x.png', 'image/png');
    expect(page.statusCode).toBe(400);
    expect(page.body.msg).toBe(UPLOAD_MESSAGES.wrongKind(['png', 'jpg', 'webp', 'pdf']));
    expect((await uploadMedia(me, docx(), 'cv.docx', 'application/pdf')).statusCode).toBe(400);
    expect([await mediaCount(), storedUploads(t.dataDir).size]).toEqual(before);
  });

  it('refuses a 10000 x 10000 picture from its header and a file over 5 MB', async () => {
    const me = await account(t);
    const bomb = await uploadMedia(me, bigPng(10_000, 10_000), 'big.png', 'image/png');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.body.msg).toBe(UPLOAD_MESSAGES.tooManyPixels(10_000, 10_000));
    const heavy = Buffer.concat([uniquePdf(), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const tooLarge = await uploadMedia(me, heavy, 'big.pdf', 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body.msg).toBe(UPLOAD_MESSAGES.tooLarge(DOCUMENT_MAX_BYTES));
  });

  it('needs a signed-in account', async () => {
    const res = await api.post('/api/v1/messages/media', upload(png(), 'a.png', 'image/png'));
    expect(res.statusCode).toBe(401);
  });
});

describe('a message with an attachment', () => {
  it('carries the media in the message, the history and the conversation list (REST)', async () => {
    const me = await account(t);
    const friend = await account(t);
    const media = await uploaded(me, uniquePng());
    const res = await chat(me, [friend.id], { _id: media._id });
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body.payload.message).toMatchObject({ text: '', media });
    const conversationId = res.body.payload.conversation._id;

    const pdf = await uploaded(me, uniquePdf(), 'terms.pdf', 'application/pdf');
    const posted = await api.post<Message>(
      `/api/v1/conversations/${conversationId}/messages`,
      { text: 'the terms', client_id: clientId(), media: { _id: pdf._id } },
      me.token,
    );
    expect(posted.statusCode).toBe(201);
    expect(posted.body.payload.media).toEqual(pdf);

    const history = await api.get(`/api/v1/conversations/${conversationId}/messages`, friend.token);
    expect(history.body.payload.docs.map((m: Message) => m.media)).toEqual([pdf, media]);
    const list = await api.get('/api/v1/conversations', friend.token);
    expect(list.body.payload.docs[0].last_message.media).toEqual(pdf);
  });

  it('is readable by the uploader and the members only: 404 to anyone else, administrators included', async () => {
    const me = await account(t);
    const a = await account(t);
    const b = await account(t);
    const stranger = await account(t, 'employer');
    const admin = await account(t, 'admin');
    const media = await uploaded(me, uniquePng());
    // Before it is sent, only its uploader reads it.
    expect((await fetchFile(t.app, media.url, me.token)).statusCode).toBe(200);
    expect((await fetchFile(t.app, media.url, a.token)).statusCode).toBe(404);

    expect((await chat(me, [a.id, b.id], { _id: media._id })).statusCode).toBe(201);
    for (const member of [me, a, b])
      expect((await fetchFile(t.app, media.url, member.token)).statusCode).toBe(200);
    for (const outsider of [stranger, admin]) {
      const res = await api.get(media.url, outsider.token);
      expect(res.statusCode).toBe(404);
      expect(res.body.msg).toBe(MESSAGING_MESSAGES.mediaNotFound);
      // Nor through the profile files route.
      expect((await api.get(`/api/v1/files/${media._id}`, outsider.token)).statusCode).toBe(404);
    }
    expect((await fetchFile(t.app, media.url)).statusCode).toBe(401);
    const unknown = await api.get('/api/v1/messages/media/00000000-0000-4000-8000-000000000000', me.token);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses another account upload (404) and an attachment already sent (409), storing nothing', async () => {
    const me = await account(t);
    const friend = await account(t);
    const theirs = await uploaded(friend, uniquePng());
    const before = await messageCount();
    const stolen = await chat(me, [friend.id], { _id: theirs._id }, 'look');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body.msg).toBe(MESSAGING_MESSAGES.mediaNotFound);
    expect(stolen.body.payload.fields).toEqual({ media: MESSAGING_MESSAGES.mediaNotFound });
    expect(await messageCount()).toBe(before);

    const mine = await uploaded(me, uniquePng());
    const first = await api.post<CreateChatResult>(
      '/api/v1/conversations',
      { text: 'one', recipients: [friend.id], client_id: 'media-resend-1', media: { _id: mine._id } },
      me.token,
    );
    expect(first.statusCode).toBe(201);
    // The same client_id and media again: the stored copy, nothing twice.
    const resent = await api.post<CreateChatResult>(
      '/api/v1/conversations',
      { text: 'one', recipients: [friend.id], client_id: 'media-resend-1', media: { _id: mine._id } },
      me.token,
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.body.payload.message._id).toBe(first.body.payload.message._id);
    const again = await chat(me, [friend.id], { _id: mine._id }, 'two');
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toBe(MESSAGING_MESSAGES.mediaInUse);
    expect(await messageCount()).toBe(before + 1);
  });

  it('goes over the socket: the sender acknowledgement and the recipient receive-message carry it', async () => {
    const me = await account(t, 'employer', 'Ade Foods');
    const friend = await account(t, 'graduate', 'Femi Ade');
    const stranger = await account(t);
    const [mine, theirs] = await Promise.all([connectAs(t.url, me.token), connectAs(t.url, friend.token)]);
    const media = await uploaded(me, await sharp(png(5, 5)).jpeg().toBuffer(), 'menu.jpg', 'image/jpeg');

    const arriving = next<Message>(theirs, EVENTS.receiveMessage);
    const answer = await ask<CreateChatResult>(mine, EVENTS.createChat, {
      text: 'our menu',
      recipients: [friend.id],
      client_id: clientId(),
      media: { _id: media._id },
    });
    expect(answer.status).toBe('Created');
    const result = answer.payload as CreateChatResult;
    expect(result.message.media).toEqual(media);
    const received = await arriving;
    expect(received).toMatchObject({ _id: result.message._id, text: 'our menu', media });
    expect((await fetchFile(t.app, received.media!.url, friend.token)).statusCode).toBe(200);
    expect((await fetchFile(t.app, received.media!.url, stranger.token)).statusCode).toBe(404);

    // send-message naming an upload that is not the sender's: a 404 acknowledgement and the socket stays usable.
    const foreign = await uploaded(stranger, uniquePng());
    const refused = await ask(mine, EVENTS.sendMessage, {
      text: '',
      conversationId: result.conversation._id,
      client_id: clientId(),
      media: { _id: foreign._id },
    });
    expect(refused).toEqual({
      status: 'Not Found',
      msg: MESSAGING_MESSAGES.mediaNotFound,
      payload: { fields: { media: MESSAGING_MESSAGES.mediaNotFound } },
    });
    const pdf = await uploaded(me, uniquePdf(), 'price list.pdf', 'application/pdf');
    const sent = await ask<Message>(mine, EVENTS.sendMessage, {
      conversationId: result.conversation._id,
      client_id: clientId(),
      media: { _id: pdf._id },
    });
    expect(sent.status).toBe('Created');
    expect((sent.payload as Message).media).toEqual(pdf);
  });
});

describe('uploads never attached', () => {
  it('are deleted, rows and bytes, after a day; attached ones stay', async () => {
    const deps = {
      db: t.database.db,
      config: { redisUrl: undefined },
      mailer: t.mail,
      log: t.app.log,
      storage: diskStorage(path.join(t.dataDir, 'uploads')),
    };
    const service = createMessagingService(deps as unknown as Deps);
    const me = await account(t);
    const friend = await account(t);
    const unusedBytes = uniquePdf();
    const unused = await uploaded(me, unusedBytes, 'draft.pdf', 'application/pdf');
    const usedBytes = uniquePdf();
    const used = await uploaded(me, usedBytes, 'sent.pdf', 'application/pdf');
    expect((await chat(me, [friend.id], { _id: used._id })).statusCode).toBe(201);

    expect(await service.deleteUnusedMedia(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await service.deleteUnusedMedia(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(isStored(t.dataDir, unusedBytes)).toBe(false);
    expect(isStored(t.dataDir, usedBytes)).toBe(true);
    expect((await fetchFile(t.app, unused.url, me.token)).statusCode).toBe(404);
    expect((await fetchFile(t.app, used.url, friend.token)).statusCode).toBe(200);
  });
});
