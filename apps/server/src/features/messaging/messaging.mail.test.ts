import { type CreateChatResult, MESSAGING_MESSAGES } from '@tvet/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../platform/deps';
import { uniquePdf, upload } from '../../test/files.fixtures';
import { client } from '../../test/harness';
import { createMessagingService } from './messaging.service';
import { accountPresence } from './messaging.table';
import {
  account,
  clientId,
  closeSockets,
  connectAs,
  type ListeningApp,
  listeningApp,
  sleep,
} from './messaging.test-kit';

/*
 * The unread-message mail (issue 11): to an account offline for 30 minutes, at most one mail per conversation per
 * day, never about what was read. The job's clock is injected; this file has a database of its own, so the mails
 * counted are this file's.
 */

let t: ListeningApp;
let clock = new Date();
let service: ReturnType<typeof createMessagingService>;
beforeAll(async () => {
  t = await listeningApp();
  const deps = { db: t.database.db, config: { redisUrl: undefined }, mailer: t.mail, log: t.app.log };
  service = createMessagingService(deps as unknown as Deps, { notifier: t.app.realtime, now: () => clock });
});
afterEach(() => closeSockets());
afterAll(async () => {
  closeSockets();
  await t.close();
});

const minutes = (n: number) => n * 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

describe('unread-message mail', () => {
  it('mails an account offline for 30 minutes, once per conversation per day, never when read or online', async () => {
    const ada = await account(t, 'employer', 'Ada Ventures');
    const femi = await account(t, 'graduate', 'Femi Ade');
    const online = await account(t, 'graduate', 'Online Person');
    const api = client(t.app);

    // Femi was last connected 31 minutes ago; the other one is connected now.
    clock = later(-minutes(31));
    await service.seen([femi.id]);
    clock = new Date();
    await service.seen([online.id]);

    const { conversation } = (
      await api.post(
        '/api/v1/conversations',
        { text: 'Are you free for an interview?', recipients: [femi.id], client_id: clientId() },
        ada.token,
      )
    ).body.payload as CreateChatResult;
    await api.post(
      `/api/v1/conversations/${conversation._id}/messages`,
      { text: 'Tomorrow at 10am, Ikeja office.', client_id: clientId() },
      ada.token,
    );
    await api.post(
      '/api/v1/conversations',
      { text: 'Hi!', recipients: [online.id], client_id: clientId() },
      ada.token,
    );
    t.mail.sent.length = 0;

    /** The job at now + `ms`; the other person keeps a socket open all along (the heartbeat marks them seen). */
    const runAt = async (ms: number) => {
      clock = later(ms);
      await service.seen([online.id]);
      return service.mailUnread();
    };
    // Femi has been offline 29 minutes as seen from 2 minutes ago: not yet.
    expect(await runAt(-minutes(2))).toBe(0);
    expect(await runAt(0)).toBe(1);
    expect(t.mail.sent).toHaveLength(1);
    const [mail] = t.mail.sent;
    expect(mail.to).toBe(femi.email);
    expect(mail.subject).toBe(MESSAGING_MESSAGES.unreadMailSubject('Ada Ventures'));
    expect(mail.text).toBe(
      MESSAGING_MESSAGES.unreadMailText('Ada Ventures', 2, 'Tomorrow at 10am, Ikeja office.'),
    );
    expect(mail.html).toContain('Tomorrow at 10am, Ikeja office.');

    // The same conversation: nothing more today, even with a new message.
    expect(await runAt(minutes(5))).toBe(0);
    await api.post(
      `/api/v1/conversations/${conversation._id}/messages`,
      { text: 'Please confirm <b>today</b>.', client_id: clientId() },
      ada.token,
    );
    expect(await runAt(minutes(120))).toBe(0);
    // A day later, still unread and still offline: one more mail.
    expect(await runAt(minutes(24 * 60 + 5))).toBe(1);
    expect(t.mail.sent[1].text).toContain('3 messages');
    expect(t.mail.sent[1].html).toContain('&lt;b&gt;today&lt;/b&gt;');

    // Read: no more mail about it, however long Femi stays away.
    await api.post(`/api/v1/conversations/${conversation._id}/read`, {}, femi.token);
    await api.post(
      `/api/v1/conversations/${conversation._id}/messages`,
      { text: 'ok', client_id: clientId() },
      femi.token,
    );
    expect(await runAt(minutes(3 * 24 * 60))).toBe(0);
    expect(t.mail.sent.map((m) => m.to)).toEqual([femi.email, femi.email]);
  });

  it('previews a message that is only an attachment as the conversation list does (its file name)', async () => {
    const ada = await account(t, 'employer', 'Ada Attachments');
    const femi = await account(t);
    const api = client(t.app);
    clock = later(-minutes(40));
    await service.seen([femi.id]);
    const media = await api.post(
      '/api/v1/messages/media',
      upload(uniquePdf(), 'Offer letter.pdf', 'application/pdf'),
      ada.token,
    );
    expect(media.statusCode, media.body.msg).toBe(201);
    const sent = await api.post(
      '/api/v1/conversations',
      { text: '', recipients: [femi.id], client_id: clientId(), media: { _id: media.body.payload._id } },
      ada.token,
    );
    expect(sent.statusCode, sent.body.msg).toBe(201);
    t.mail.sent.length = 0;

    // (the earlier test's accounts may be owed mails too by now: only Femi's is this test's)
    await service.mailUnread(later(minutes(1)));
    const toFemi = t.mail.sent.filter((sentMail) => sentMail.to === femi.email);
    expect(toFemi).toHaveLength(1);
    const [mail] = toFemi;
    expect(mail.text).toBe(
      MESSAGING_MESSAGES.unreadMailText(
        'Ada Attachments',
        1,
        MESSAGING_MESSAGES.attachmentPreview('Offer letter.pdf'),
      ),
    );
    expect(mail.html).toContain('Attachment: Offer letter.pdf');
  });

  it('does not mail an account that keeps a socket open (the heartbeat keeps it online)', async () => {
    const ada = await account(t, 'employer');
    const femi = await account(t);
    const socket = await connectAs(t.url, femi.token);
    await sleep(100);
    const presence = await t.database.db.select().from(accountPresence);
    expect(presence.some((row) => row.userId === femi.id)).toBe(true);
    await client(t.app).post(
      '/api/v1/conversations',
      { text: 'Hi', recipients: [femi.id], client_id: clientId() },
      ada.token,
    );
    t.mail.sent.length = 0;
    const toFemi = () => t.mail.sent.filter((mail) => mail.to === femi.email);
    // 35 minutes on, the job's heartbeat finds Femi's socket still open on this node.
    clock = later(minutes(35));
    expect(t.app.realtime.localAccounts()).toContain(femi.id);
    await service.seen(t.app.realtime.localAccounts());
    await service.mailUnread(later(minutes(40)));
    expect(toFemi()).toEqual([]);
    // Once the socket is gone and no heartbeat marks Femi, the mail goes 30 minutes later.
    socket.disconnect();
    await sleep(100);
    expect(t.app.realtime.localAccounts()).not.toContain(femi.id);
    await service.mailUnread(later(minutes(70)));
    expect(toFemi()).toHaveLength(1);
  });
});
