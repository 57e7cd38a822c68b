import {
  chatUserSchema,
  conversationSchema,
  envelopeSchema,
  MAX_PAGE_SIZE,
  MESSAGES,
  MESSAGING_MESSAGES,
  messageMediaSchema,
  messageSchema,
  pagedSchema,
  readReceiptSchema,
  SERVER_MESSAGES,
} from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { conversationReports } from './messaging.table';
import { account, clientId } from './messaging.test-kit';

/* The REST routes beside the socket, through app.inject (issue 11 'REST beside the socket'). */

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
});

async function chat(from: { token: string }, to: string[], text = 'Hello') {
  const res = await api.post(
    '/api/v1/conversations',
    { text, recipients: to, client_id: clientId() },
    from.token,
  );
  expect([200, 201], res.body.msg).toContain(res.statusCode);
  return res.body.payload as { conversation: { _id: string }; message: { _id: string } };
}

async function say(from: { token: string }, conversationId: string, text: string) {
  const res = await api.post(
    `/api/v1/conversations/${conversationId}/messages`,
    { text, client_id: clientId() },
    from.token,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  return res.body.payload;
}

describe('conversations', () => {
  it('lists the caller conversations newest activity first, with the last message and the unread count', async () => {
    const me = await account(t);
    const ade = await account(t, 'employer', 'Ade Foods');
    const bisi = await account(t, 'institution', 'Yaba College of Technology');
    const withAde = await chat(me, [ade.id], 'Hi Ade');
    const withBisi = await chat(me, [bisi.id], 'Hi Yabatech');
    await say(ade, withAde.conversation._id, 'Hello, welcome');
    await say(ade, withAde.conversation._id, 'When can you start?');

    const res = await api.get('/api/v1/conversations', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe(MESSAGING_MESSAGES.conversationsLoaded);
    const docs = res.body.payload.docs;
    expect(docs.map((c: { _id: string }) => c._id)).toEqual([
      withAde.conversation._id,
      withBisi.conversation._id,
    ]);
    expect(docs[0]).toMatchObject({
      unread_count: 2,
      last_message: { text: 'When can you start?', created_by: { _id: ade.id, name: 'Ade Foods' } },
      created_by: { _id: me.id, email: me.email },
      // Ade has written, so the contact side panel shows Ade's e-mail; Yabatech has not.
      recipients: [{ _id: ade.id, email: ade.email, user_type: 'employer' }],
    });
    expect(docs[1]).toMatchObject({
      unread_count: 0,
      recipients: [{ _id: bisi.id, email: null, phone: null }],
    });
    expect(res.body.payload).toMatchObject({ totalDocs: 2, page: 1, limit: 20 });

    const unread = await api.get('/api/v1/conversations/unread', me.token);
    expect(unread.body.payload).toEqual({ unread_messages: 2, unread_conversations: 1 });

    // Paged, with the hard cap whatever the client asks.
    const capped = await api.get('/api/v1/conversations?limit=9999', me.token);
    expect(capped.body.payload.limit).toBe(MAX_PAGE_SIZE);
    const second = await api.get('/api/v1/conversations?limit=1&page=2', me.token);
    expect(second.body.payload.docs.map((c: { _id: string }) => c._id)).toEqual([withBisi.conversation._id]);
    expect(second.body.payload).toMatchObject({ totalDocs: 2, totalPages: 2, hasNextPage: false });
    // Past the end: no conversation, the true total still (one statement gives both).
    const past = await api.get('/api/v1/conversations?limit=1&page=5', me.token);
    expect(past.body.payload).toMatchObject({ docs: [], totalDocs: 2, page: 5 });
  });

  it("sends exactly the contract's shape (the list is not re-checked on the way out)", async () => {
    const strictMessage = messageSchema
      .extend({
        created_by: messageSchema.shape.created_by.strict(),
        media: messageMediaSchema.strict().nullable(),
      })
      .strict();
    const strictConversation = conversationSchema
      .extend({
        created_by: chatUserSchema.strict(),
        recipients: z.array(chatUserSchema.strict()),
        last_message: strictMessage.nullable(),
        reads: z.array(readReceiptSchema.strict()),
      })
      .strict();
    const strictPage = envelopeSchema(pagedSchema(strictConversation).strict()).strict();
    const me = await account(t);
    const ade = await account(t, 'employer', 'Ade Strict Foods');
    const started = await chat(me, [ade.id], 'Hi Ade');
    await say(ade, started.conversation._id, 'Hello');
    const res = await api.get('/api/v1/conversations', me.token);
    expect(res.statusCode).toBe(200);
    expect(strictPage.parse(res.body).payload.docs).toHaveLength(1);
  });

  it('pages history newest first with a cursor, and marks read', async () => {
    const a = await account(t);
    const b = await account(t);
    const { conversation } = await chat(a, [b.id], 'message 0');
    for (let i = 1; i < 35; i += 1) await say(i % 2 ? b : a, conversation._id, `message ${i}`);

    const first = await api.get(`/api/v1/conversations/${conversation._id}/messages`, a.token);
    expect(first.statusCode).toBe(200);
    expect(first.body.payload.docs).toHaveLength(30);
    expect(first.body.payload.docs[0].text).toBe('message 34');
    expect(first.body.payload.docs[29].text).toBe('message 5');
    expect(first.body.payload.hasMore).toBe(true);
    const older = await api.get(
      `/api/v1/conversations/${conversation._id}/messages?before=${first.body.payload.nextBefore}`,
      a.token,
    );
    expect(older.body.payload.docs.map((m: { text: string }) => m.text)).toEqual([
      'message 4',
      'message 3',
      'message 2',
      'message 1',
      'message 0',
    ]);
    expect(older.body.payload).toMatchObject({ hasMore: false, nextBefore: null });

    // A cursor from another conversation is refused.
    const other = await chat(a, [(await account(t)).id]);
    const wrongCursor = await api.get(
      `/api/v1/conversations/${conversation._id}/messages?before=${other.message._id}`,
      a.token,
    );
    expect(wrongCursor.statusCode).toBe(400);

    // Writing marks one's own side read; what B wrote after A's last message is unread for A.
    await say(b, conversation._id, 'are you there?');
    await say(b, conversation._id, 'hello?');
    const before = await api.get(`/api/v1/conversations/${conversation._id}`, a.token);
    expect(before.body.payload.unread_count).toBe(2);
    const read = await api.post(`/api/v1/conversations/${conversation._id}/read`, {}, a.token);
    expect(read.statusCode).toBe(200);
    expect(read.body.payload).toMatchObject({ conversation_id: conversation._id, user_id: a.id });
    const after = await api.get(`/api/v1/conversations/${conversation._id}`, a.token);
    expect(after.body.payload.unread_count).toBe(0);
    // 'seen': B sees A's read mark.
    const seenByB = await api.get(`/api/v1/conversations/${conversation._id}`, b.token);
    const mark = seenByB.body.payload.reads.find((r: { user_id: string }) => r.user_id === a.id);
    expect(mark.last_read_at).toBe(read.body.payload.last_read_at);
  });

  it('answers a non-member exactly as for a conversation that does not exist', async () => {
    const a = await account(t);
    const b = await account(t);
    const stranger = await account(t);
    const { conversation } = await chat(a, [b.id]);
    const missing = '00000000-0000-4000-8000-000000000000';
    const calls = [
      (id: string) => api.get(`/api/v1/conversations/${id}`, stranger.token),
      (id: string) => api.get(`/api/v1/conversations/${id}/messages`, stranger.token),
      (id: string) => api.post(`/api/v1/conversations/${id}/read`, {}, stranger.token),
      (id: string) => api.post(`/api/v1/conversations/${id}/report`, { reason: 'spam' }, stranger.token),
      (id: string) =>
        api.post(
          `/api/v1/conversations/${id}/messages`,
          { text: 'hi', client_id: clientId() },
          stranger.token,
        ),
    ];
    for (const call of calls) {
      const real = await call(conversation._id);
      const none = await call(missing);
      expect(real.statusCode).toBe(404);
      expect(real.body).toEqual(none.body);
      expect(real.body.msg).toBe(MESSAGING_MESSAGES.conversationNotFound);
    }
    // Administrators are not members either.
    const admin = await account(t, 'admin');
    expect(
      (await api.get(`/api/v1/conversations/${conversation._id}/messages`, admin.token)).statusCode,
    ).toBe(404);
    // And nobody signed out.
    const anonymous = await api.get('/api/v1/conversations');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.msg).toBe(SERVER_MESSAGES.signInRequired);
  });

  it('sends over REST idempotently, refuses created_by of someone else, and stores nothing refused', async () => {
    const a = await account(t);
    const b = await account(t);
    const { conversation } = await chat(a, [b.id]);
    const body = { text: 'Sent from a phone without a socket', client_id: clientId() };
    const first = await api.post(`/api/v1/conversations/${conversation._id}/messages`, body, a.token);
    const again = await api.post(`/api/v1/conversations/${conversation._id}/messages`, body, a.token);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.body.msg).toBe(MESSAGING_MESSAGES.alreadySent);
    expect(again.body.payload._id).toBe(first.body.payload._id);

    const impostor = await api.post(
      `/api/v1/conversations/${conversation._id}/messages`,
      { text: 'as B', created_by: b.id, client_id: clientId() },
      a.token,
    );
    expect(impostor.statusCode).toBe(403);
    expect(impostor.body.msg).toBe(MESSAGING_MESSAGES.notYou);
    const history = await api.get(`/api/v1/conversations/${conversation._id}/messages`, b.token);
    expect(history.body.payload.docs.map((m: { text: string }) => m.text)).toEqual([
      'Sent from a phone without a socket',
      'Hello',
    ]);
  });

  it('reports a conversation to the administrators', async () => {
    const a = await account(t);
    const b = await account(t);
    const { conversation } = await chat(b, [a.id], 'Send me your BVN and PIN');
    const res = await api.post(
      `/api/v1/conversations/${conversation._id}/report`,
      { reason: 'Asking for my bank PIN' },
      a.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.body.msg).toBe(MESSAGING_MESSAGES.reported);
    const [row] = await t.database.db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.id, res.body.payload._id));
    expect(row).toMatchObject({
      conversationId: conversation._id,
      reporterId: a.id,
      reason: 'Asking for my bank PIN',
      status: 'open',
    });
    const empty = await api.post(
      `/api/v1/conversations/${conversation._id}/report`,
      { reason: ' ' },
      a.token,
    );
    expect(empty.statusCode).toBe(400);
  });
});

describe('blocks', () => {
  it('lists, adds and removes blocks; not oneself, not an unknown account', async () => {
    const a = await account(t);
    const b = await account(t, 'graduate', 'Musa Danladi');
    expect((await api.post('/api/v1/blocks', { user_id: b.id }, a.token)).statusCode).toBe(200);
    // Twice is fine.
    expect((await api.post('/api/v1/blocks', { user_id: b.id }, a.token)).statusCode).toBe(200);
    const list = await api.get('/api/v1/blocks', a.token);
    expect(list.body.payload).toMatchObject([{ _id: b.id, name: 'Musa Danladi', username: b.username }]);
    const self = await api.post('/api/v1/blocks', { user_id: a.id }, a.token);
    expect(self.statusCode).toBe(400);
    expect(self.body.msg).toBe(MESSAGING_MESSAGES.cannotBlockYourself);
    const ghost = await api.post(
      '/api/v1/blocks',
      { user_id: '00000000-0000-4000-8000-000000000000' },
      a.token,
    );
    expect(ghost.statusCode).toBe(404);
    const removed = await api.delete(`/api/v1/blocks/${b.id}`, a.token);
    expect(removed.body.msg).toBe(MESSAGING_MESSAGES.unblocked);
    expect((await api.get('/api/v1/blocks', a.token)).body.payload).toEqual([]);
  });
});

describe('user lookup', () => {
  it('finds one account by exact username or e-mail, never by prefix, and says "No user found"', async () => {
    const me = await account(t);
    const target = await account(t, 'employer', 'Kano Agro Foods Ltd.');
    const byName = await api.get(`/api/v1/users/${target.username}`, me.token);
    expect(byName.statusCode).toBe(200);
    expect(byName.body.payload).toEqual({
      _id: target.id,
      name: 'Kano Agro Foods Ltd.',
      username: target.username,
      avatar: null,
      user_type: 'employer',
    });
    const byEmail = await api.get(
      `/api/v1/users/${encodeURIComponent(target.email.toUpperCase())}`,
      me.token,
    );
    expect(byEmail.body.payload._id).toBe(target.id);

    for (const partial of [target.username.slice(0, 5), target.email.split('@')[1], '%25', '*']) {
      const res = await api.get(`/api/v1/users/${partial}`, me.token);
      expect(res.statusCode, partial).toBe(404);
      expect(res.body.msg).toBe(MESSAGES.noUserFound);
    }
    expect((await api.get(`/api/v1/users/${target.username}`)).statusCode).toBe(401);
  });

  it('is rate-limited per account', async () => {
    const strict = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const strictApi = client(strict.app);
      const me = await account(strict);
      const other = await account(strict);
      const answers = [];
      for (let i = 0; i < 31; i += 1)
        answers.push((await strictApi.get(`/api/v1/users/nobody${i}`, me.token)).statusCode);
      expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
      expect(answers[30]).toBe(429);
      // Another account is not slowed down.
      expect((await strictApi.get(`/api/v1/users/${me.username}`, other.token)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
