import {
  type Conversation,
  type CreateChatResult,
  MESSAGE_RATE_LIMIT,
  MESSAGES,
  MESSAGING_MESSAGES,
  type Message,
  type Paged,
  REALTIME_CLIENT_OPTIONS,
  type ReadReceipt,
  SERVER_MESSAGES,
} from '@tvet/contract';
import { count, eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { client } from '../../test/harness';
import { messages } from './messaging.table';
import {
  account,
  ask,
  clientId,
  closeSockets,
  collect,
  connect,
  connectAs,
  connected,
  EVENTS,
  type ListeningApp,
  listeningApp,
  next,
  refused,
  sleep,
  tokenFor,
} from './messaging.test-kit';

/*
 * The spec's socket events through the real socket.io client against a listening app (spec 000 §7 'Realtime
 * messaging'; issue 11 'Bad input'): every refusal is an acknowledgement with a 4xx envelope, nothing is stored,
 * and the socket stays usable.
 */

let t: ListeningApp;
beforeAll(async () => {
  t = await listeningApp();
});
afterEach(() => closeSockets());
afterAll(async () => {
  closeSockets();
  await t.close();
});

async function storedCount(senderId?: string) {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(messages)
    .where(senderId ? eq(messages.senderId, senderId) : undefined);
  return row.total;
}

describe('handshake', () => {
  it('refuses a socket without a token, with a bad token, an expired token or an unverified account', async () => {
    const none = await refused(connect(t.url, undefined));
    expect(none.message).toBe(SERVER_MESSAGES.signInRequired);
    expect(none.data).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.signInRequired, payload: null });

    const bad = await refused(connect(t.url, 'not-a-token'));
    expect(bad.message).toBe(SERVER_MESSAGES.invalidToken);

    const a = await account(t);
    const forged = `${a.token.slice(0, -4)}AAAA`;
    expect((await refused(connect(t.url, forged))).message).toBe(SERVER_MESSAGES.invalidToken);

    const expired = await tokenFor(
      { accountId: a.id, profileId: a.profileId, userType: 'graduate' },
      { seconds: -5 },
    );
    const late = await refused(connect(t.url, expired));
    expect(late.message).toBe(SERVER_MESSAGES.expiredToken);
    expect(late.data?.status).toBe('Unauthorized');

    const unverified = await tokenFor(
      { accountId: a.id, profileId: a.profileId, userType: 'graduate' },
      { verified: false },
    );
    const refusedUnverified = await refused(connect(t.url, unverified));
    expect(refusedUnverified.message).toBe(SERVER_MESSAGES.emailNotVerified);
    expect(refusedUnverified.data?.status).toBe('Forbidden');

    // The right token connects.
    expect((await connectAs(t.url, a.token)).connected).toBe(true);
  });

  it('ends the socket when its token expires while connected', async () => {
    const a = await account(t);
    const short = await tokenFor(
      { accountId: a.id, profileId: a.profileId, userType: 'graduate' },
      { seconds: 2 },
    );
    const socket = await connectAs(t.url, short);
    const expired = next(socket, EVENTS.sessionExpired, 5000);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(await expired).toEqual({
      status: 'Unauthorized',
      msg: SERVER_MESSAGES.expiredToken,
      payload: null,
    });
    expect(await gone).toBe('io server disconnect');
  });

  it('answers the next event with 401 and ends the socket once its sign-in has ended', async () => {
    const a = await account(t);
    const socket = await connectAs(t.url, a.token);
    expect((await ask(socket, EVENTS.getAllConversations, {})).status).toBe('ok');
    // Signing out everywhere raises the session version; the guard re-reads it after its 5-second cache.
    await t.database.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, a.id));
    await sleep(5200);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const answer = await ask(socket, EVENTS.getAllConversations, {});
    expect(answer).toEqual({ status: 'Unauthorized', msg: SERVER_MESSAGES.refreshInvalid, payload: null });
    expect(await gone).toBe('io server disconnect');
  });
});

describe('chats and messages', () => {
  it('creates a chat: stored, acknowledged, and delivered to every socket of every member', async () => {
    const amaka = await account(t, 'graduate', 'Amaka Obi');
    const bola = await account(t, 'employer', 'Bola Foods Ltd');
    const amakaPhone = await connectAs(t.url, amaka.token);
    const amakaLaptop = await connectAs(t.url, amaka.token);
    const bolaTab1 = await connectAs(t.url, bola.token);
    const bolaTab2 = await connectAs(t.url, bola.token);
    const phoneReceived = collect<Message>(amakaPhone, EVENTS.receiveMessage);
    const laptopMessage = next<Message>(amakaLaptop, EVENTS.receiveMessage);
    const created = [amakaPhone, amakaLaptop, bolaTab1, bolaTab2].map((s) =>
      next<Conversation>(s, EVENTS.chatCreated),
    );
    const bolaMessages = [bolaTab1, bolaTab2].map((s) => next<Message>(s, EVENTS.receiveMessage));

    const id = clientId();
    const answer = await ask<CreateChatResult>(amakaPhone, EVENTS.createChat, {
      text: '  Good morning, is the welder role still open?  ',
      created_by: amaka.id,
      recipients: [bola.id],
      client_id: id,
    });
    expect(answer.status).toBe('Created');
    expect(answer.msg).toBe(MESSAGING_MESSAGES.chatCreated);
    const result = answer.payload as CreateChatResult;
    expect(result.created).toBe(true);
    expect(result.message).toMatchObject({
      text: 'Good morning, is the welder role still open?',
      client_id: id,
      conversation_id: result.conversation._id,
      created_by: { _id: amaka.id, name: 'Amaka Obi' },
      media: null,
    });
    expect(result.conversation.created_by._id).toBe(amaka.id);
    expect(result.conversation.recipients.map((r) => r._id)).toEqual([bola.id]);
    expect(result.conversation.last_message?._id).toBe(result.message._id);
    expect(await storedCount(amaka.id)).toBe(1);

    const views = await Promise.all(created);
    expect(views.map((view) => view._id)).toEqual(Array(4).fill(result.conversation._id));
    // Each member sees their own unread count; Bola has not written yet, so Amaka sees no contact details of his.
    expect(views[0].unread_count).toBe(0);
    expect(views[2].unread_count).toBe(1);
    expect(views[0].recipients[0]).toMatchObject({ _id: bola.id, email: null, phone: null });
    expect(views[2].created_by).toMatchObject({ _id: amaka.id, email: amaka.email });

    for (const received of await Promise.all(bolaMessages)) expect(received._id).toBe(result.message._id);
    expect((await laptopMessage)._id).toBe(result.message._id);
    // The sending socket has the message in its acknowledgement, not again as receive-message.
    await sleep(100);
    expect(phoneReceived).toEqual([]);
  });

  it('reuses the conversation of the same member set, whoever starts it; a group is a different set', async () => {
    const a = await account(t);
    const b = await account(t);
    const c = await account(t);
    const sa = await connectAs(t.url, a.token);
    const sb = await connectAs(t.url, b.token);
    const first = await ask<CreateChatResult>(sa, EVENTS.createChat, {
      text: 'Hi',
      recipients: [b.id],
      client_id: clientId(),
    });
    const again = await ask<CreateChatResult>(sa, EVENTS.createChat, {
      text: 'Hi again',
      recipients: [b.id, b.id, a.id],
      client_id: clientId(),
    });
    const fromB = await ask<CreateChatResult>(sb, EVENTS.createChat, {
      text: 'Hello',
      recipients: [a.id],
      client_id: clientId(),
    });
    const firstId = (first.payload as CreateChatResult).conversation._id;
    expect(again.status).toBe('Created');
    expect(again.msg).toBe(MESSAGING_MESSAGES.chatReused);
    expect(again.payload).toMatchObject({ created: false, conversation: { _id: firstId } });
    expect(fromB.payload).toMatchObject({ created: false, conversation: { _id: firstId } });

    const group = await ask<CreateChatResult>(sa, EVENTS.createChat, {
      text: 'Welcome to the cohort',
      recipients: [b.id, c.id],
      client_id: clientId(),
    });
    const groupResult = group.payload as CreateChatResult;
    expect(groupResult.created).toBe(true);
    expect(groupResult.conversation._id).not.toBe(firstId);
    expect(groupResult.conversation.recipients.map((r) => r._id).sort()).toEqual([b.id, c.id].sort());
  });

  it('sends to a conversation by id; a non-member cannot send to it or learn of it', async () => {
    const a = await account(t);
    const b = await account(t);
    const stranger = await account(t);
    const sa = await connectAs(t.url, a.token);
    const sb = await connectAs(t.url, b.token);
    const ss = await connectAs(t.url, stranger.token);
    const chat = (
      await ask<CreateChatResult>(sa, EVENTS.createChat, {
        text: 'Hi',
        recipients: [b.id],
        client_id: clientId(),
      })
    ).payload as CreateChatResult;
    const strangerHeard = collect(ss, EVENTS.receiveMessage);

    const arrives = next<Message>(sa, EVENTS.receiveMessage);
    const reply = await ask<Message>(sb, EVENTS.sendMessage, {
      text: 'Hello! Yes it is.',
      created_by: b.profileId,
      recipients: [a.id],
      conversationId: chat.conversation._id,
      client_id: clientId(),
    });
    expect(reply.status).toBe('Created');
    expect(reply.msg).toBe(MESSAGING_MESSAGES.sent);
    expect((await arrives)._id).toBe((reply.payload as Message)._id);

    const before = await storedCount();
    const intrusion = await ask(ss, EVENTS.sendMessage, {
      text: 'let me in',
      conversationId: chat.conversation._id,
      client_id: clientId(),
    });
    expect(intrusion).toEqual({
      status: 'Not Found',
      msg: MESSAGING_MESSAGES.conversationNotFound,
      payload: null,
    });
    const unknown = await ask(ss, EVENTS.sendMessage, {
      text: 'hello?',
      conversationId: '00000000-0000-4000-8000-000000000000',
      client_id: clientId(),
    });
    expect(unknown).toEqual(intrusion);
    const peek = await ask(ss, EVENTS.getAllConversationMessages, { conversationId: chat.conversation._id });
    expect(peek).toEqual(intrusion);
    const markRead = await ask(ss, EVENTS.read, { conversationId: chat.conversation._id });
    expect(markRead).toEqual(intrusion);
    expect(await storedCount()).toBe(before);
    await sleep(100);
    expect(strangerHeard).toEqual([]);
    // The stranger's own list does not show it.
    const list = await ask<Paged<Conversation>>(ss, EVENTS.getAllConversations, { userId: stranger.id });
    expect((list.payload as Paged<Conversation>).docs).toEqual([]);
  });

  it('checks created_by: someone else is refused with nothing stored; the recipients must exist and not be only you', async () => {
    const a = await account(t);
    const b = await account(t);
    const sa = await connectAs(t.url, a.token);
    const before = await storedCount();
    const impersonation = await ask(sa, EVENTS.createChat, {
      text: 'I am B',
      created_by: b.id,
      recipients: [b.id],
      client_id: clientId(),
    });
    expect(impersonation).toEqual({ status: 'Forbidden', msg: MESSAGING_MESSAGES.notYou, payload: null });

    const ghost = await ask(sa, EVENTS.createChat, {
      text: 'anyone?',
      recipients: ['00000000-0000-4000-8000-000000000000'],
      client_id: clientId(),
    });
    expect(ghost).toEqual({ status: 'Not Found', msg: MESSAGING_MESSAGES.recipientNotFound, payload: null });

    const self = await ask(sa, EVENTS.createChat, { text: 'me', recipients: [a.id], client_id: clientId() });
    expect(self.status).toBe('Bad Request');
    expect(self.msg).toBe(MESSAGES.thisUserIsYou);
    expect(await storedCount()).toBe(before);
  });

  it('refuses malformed payloads with a 4xx envelope and the socket stays usable', async () => {
    const a = await account(t);
    const b = await account(t);
    const sa = await connectAs(t.url, a.token);
    const before = await storedCount();

    const text = await ask(sa, EVENTS.sendMessage, 'hello');
    expect(text).toEqual({ status: 'Bad Request', msg: MESSAGING_MESSAGES.payloadNotObject, payload: null });
    const nothing = await ask(sa, EVENTS.sendMessage);
    expect(nothing.status).toBe('Bad Request');
    const list = await ask(sa, EVENTS.sendMessage, [1, 2]);
    expect(list.msg).toBe(MESSAGING_MESSAGES.payloadNotObject);

    const wrongTypes = await ask(sa, EVENTS.sendMessage, { text: 5, recipients: 'b', client_id: clientId() });
    expect(wrongTypes.status).toBe('Bad Request');
    expect(Object.keys((wrongTypes.payload as { fields: Record<string, string> }).fields).sort()).toEqual([
      'recipients',
      'text',
    ]);

    const extra = await ask(sa, EVENTS.sendMessage, {
      text: 'hi',
      recipients: [b.id],
      client_id: clientId(),
      is_admin: true,
    });
    expect(extra).toEqual({
      status: 'Bad Request',
      msg: 'Is admin is not a known field',
      payload: { fields: { is_admin: 'is_admin is not a known field' } },
    });

    const empty = await ask(sa, EVENTS.sendMessage, {
      text: '   ',
      recipients: [b.id],
      client_id: clientId(),
    });
    expect(empty.msg).toBe(MESSAGING_MESSAGES.emptyMessage);
    const badClientId = await ask(sa, EVENTS.sendMessage, {
      text: 'hi',
      recipients: [b.id],
      client_id: 'a b',
    });
    expect(badClientId.msg).toBe(
      'Client ID must be 8 to 64 letters, digits, - or _ (a UUID made once per message).',
    );
    const badId = await ask(sa, EVENTS.getAllConversationMessages, { conversationId: 'drop table' });
    expect(badId.status).toBe('Bad Request');

    // A message of 1 MB: refused by its size, nothing stored, and the same socket goes on working.
    const huge = await ask(sa, EVENTS.sendMessage, {
      text: 'x'.repeat(1_048_576),
      recipients: [b.id],
      client_id: clientId(),
    });
    expect(huge).toEqual({
      status: 'Bad Request',
      msg: MESSAGING_MESSAGES.textTooLong,
      payload: { fields: { text: MESSAGING_MESSAGES.textTooLong } },
    });
    expect(await storedCount()).toBe(before);
    expect(sa.connected).toBe(true);

    const fine = await ask(sa, EVENTS.sendMessage, {
      text: 'still here',
      recipients: [b.id],
      client_id: clientId(),
    });
    expect(fine.status).toBe('Created');
  });

  it('stores a resent message once: the same client_id after a reconnect answers the stored copy', async () => {
    const a = await account(t);
    const b = await account(t);
    const sb = await connectAs(t.url, b.token);
    const bReceived = collect<Message>(sb, EVENTS.receiveMessage);
    const first = await connectAs(t.url, a.token);
    const id = clientId();
    const payload = { text: 'Are you coming to the interview?', recipients: [b.id], client_id: id };
    const sent = await ask<Message>(first, EVENTS.sendMessage, payload);
    expect(sent.status).toBe('Created');
    first.disconnect();

    const second = await connectAs(t.url, a.token);
    const resent = await ask<Message>(second, EVENTS.sendMessage, payload);
    expect(resent.status).toBe('ok');
    expect(resent.msg).toBe(MESSAGING_MESSAGES.alreadySent);
    expect((resent.payload as Message)._id).toBe((sent.payload as Message)._id);
    // Also through the conversation id, and several at once (a queue flushed on reconnect).
    const conversationId = (sent.payload as Message).conversation_id;
    const parallel = await Promise.all(
      [1, 2, 3].map(() =>
        ask<Message>(second, EVENTS.sendMessage, { ...payload, recipients: undefined, conversationId }),
      ),
    );
    for (const answer of parallel)
      expect((answer.payload as Message)._id).toBe((sent.payload as Message)._id);
    expect(await storedCount(a.id)).toBe(1);
    await sleep(100);
    expect(bReceived.map((m) => m._id)).toEqual([(sent.payload as Message)._id]);

    // The same client_id for a different message is a client bug, said plainly.
    const reused = await ask(second, EVENTS.sendMessage, { ...payload, text: 'something else' });
    expect(reused.status).toBe('Conflict');
    expect(reused.msg).toBe(MESSAGING_MESSAGES.clientIdReused);
    expect(await storedCount(a.id)).toBe(1);
  });

  it('first contact from both sides at once, and one message sent three times at once: one conversation, nothing twice', async () => {
    const a = await account(t);
    const b = await account(t);
    const sa = await connectAs(t.url, a.token);
    const sb = await connectAs(t.url, b.token);
    const aCreated = collect<Conversation>(sa, EVENTS.chatCreated);
    const bCreated = collect<Conversation>(sb, EVENTS.chatCreated);
    const toB = { text: 'Hello from A', recipients: [b.id], client_id: clientId() };
    const answers = await Promise.all([
      ask<Message>(sa, EVENTS.sendMessage, toB),
      ask<Message>(sb, EVENTS.sendMessage, {
        text: 'Hello from B',
        recipients: [a.id],
        client_id: clientId(),
      }),
      ask<Message>(sa, EVENTS.sendMessage, toB),
      ask<Message>(sa, EVENTS.sendMessage, toB),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'Created')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'ok')).toHaveLength(2);
    const fromA = answers.filter((_, index) => index !== 1).map((answer) => (answer.payload as Message)._id);
    expect(new Set(fromA).size).toBe(1);
    const conversations = new Set(answers.map((answer) => (answer.payload as Message).conversation_id));
    expect(conversations.size).toBe(1);
    expect(await storedCount(a.id)).toBe(1);
    expect(await storedCount(b.id)).toBe(1);
    await sleep(150);
    // chat-created once, to each member, for the one conversation.
    expect(aCreated.map((view) => view._id)).toEqual([...conversations]);
    expect(bCreated.map((view) => view._id)).toEqual([...conversations]);
    const listed = await ask<Paged<Conversation>>(sa, EVENTS.getAllConversations, {});
    const listedPage = listed.payload as Paged<Conversation>;
    expect(listedPage.docs.map((view) => view._id)).toEqual([...conversations]);
    expect(listedPage.docs[0].last_message?._id).toBeDefined();
  });

  it(`limits each sender to ${MESSAGE_RATE_LIMIT.max} messages in ${MESSAGE_RATE_LIMIT.windowSeconds} s: 100 in a second are refused after the limit`, async () => {
    const a = await account(t);
    const b = await account(t);
    const sa = await connectAs(t.url, a.token);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        ask(sa, EVENTS.sendMessage, { text: `spam ${i}`, recipients: [b.id], client_id: clientId() }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'Created')).toHaveLength(MESSAGE_RATE_LIMIT.max);
    const refusedAnswers = answers.filter((answer) => answer.status === 'Too Many Requests');
    expect(refusedAnswers).toHaveLength(100 - MESSAGE_RATE_LIMIT.max);
    expect(refusedAnswers[0].msg).toMatch(
      /^You are sending messages too fast\. Wait \d+ seconds, then try again\.$/,
    );
    expect(await storedCount(a.id)).toBe(MESSAGE_RATE_LIMIT.max);
    expect(sa.connected).toBe(true);
    // Another sender is not slowed down.
    const sb = await connectAs(t.url, b.token);
    expect(
      (await ask(sb, EVENTS.sendMessage, { text: 'ok', recipients: [a.id], client_id: clientId() })).status,
    ).toBe('Created');
  });

  it('blocks: no new messages from a blocked account (a clear 4xx), both ways, until unblocked', async () => {
    const a = await account(t);
    const b = await account(t);
    const api = client(t.app);
    const sa = await connectAs(t.url, a.token);
    const sb = await connectAs(t.url, b.token);
    const chat = (
      await ask<CreateChatResult>(sa, EVENTS.createChat, {
        text: 'Hi',
        recipients: [b.id],
        client_id: clientId(),
      })
    ).payload as CreateChatResult;
    const bHeard = collect<Message>(sb, EVENTS.receiveMessage);
    await sleep(100);
    bHeard.length = 0;

    expect((await api.post('/api/v1/blocks', { user_id: a.id }, b.token)).body.msg).toBe(
      MESSAGING_MESSAGES.blocked,
    );
    const before = await storedCount();
    const toConversation = await ask(sa, EVENTS.sendMessage, {
      text: 'why no answer?',
      conversationId: chat.conversation._id,
      client_id: clientId(),
    });
    expect(toConversation).toEqual({
      status: 'Forbidden',
      msg: MESSAGING_MESSAGES.blockedByRecipient,
      payload: null,
    });
    const newChat = await ask(sa, EVENTS.createChat, {
      text: 'new chat',
      recipients: [b.id],
      client_id: clientId(),
    });
    expect(newChat.msg).toBe(MESSAGING_MESSAGES.blockedByRecipient);
    const byRest = await api.post(
      `/api/v1/conversations/${chat.conversation._id}/messages`,
      { text: 'by REST', client_id: clientId() },
      a.token,
    );
    expect(byRest.statusCode).toBe(403);
    // The one who blocked is told why their own message does not go.
    const fromBlocker = await ask(sb, EVENTS.sendMessage, {
      text: 'stop',
      conversationId: chat.conversation._id,
      client_id: clientId(),
    });
    expect(fromBlocker.msg).toBe(MESSAGING_MESSAGES.youBlocked);
    expect(await storedCount()).toBe(before);
    await sleep(100);
    expect(bHeard).toEqual([]);

    await api.delete(`/api/v1/blocks/${a.id}`, b.token);
    const after = await ask(sa, EVENTS.sendMessage, {
      text: 'hi again',
      conversationId: chat.conversation._id,
      client_id: clientId(),
    });
    expect(after.status).toBe('Created');
  });
});

describe('lists, history and read state over the socket', () => {
  it('lists the caller conversations (userId must be the caller), pages history, and sends read receipts', async () => {
    const a = await account(t);
    const b = await account(t);
    const sa = await connectAs(t.url, a.token);
    const sb = await connectAs(t.url, b.token);
    const chat = (
      await ask<CreateChatResult>(sa, EVENTS.createChat, {
        text: 'one',
        recipients: [b.id],
        client_id: clientId(),
      })
    ).payload as CreateChatResult;
    for (const text of ['two', 'three']) {
      await ask(sa, EVENTS.sendMessage, {
        text,
        conversationId: chat.conversation._id,
        client_id: clientId(),
      });
    }

    const someoneElse = await ask(sb, EVENTS.getAllConversations, { userId: a.id });
    expect(someoneElse).toEqual({ status: 'Forbidden', msg: SERVER_MESSAGES.notOwner, payload: null });
    const mine = await ask<Paged<Conversation>>(sb, EVENTS.getAllConversations, { userId: b.profileId });
    const listed = (mine.payload as Paged<Conversation>).docs;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      _id: chat.conversation._id,
      unread_count: 3,
      last_message: { text: 'three' },
    });

    const page1 = await ask<{ docs: Message[]; hasMore: boolean; nextBefore: string }>(
      sb,
      EVENTS.getAllConversationMessages,
      { conversationId: chat.conversation._id, limit: 2 },
    );
    const first = page1.payload as { docs: Message[]; hasMore: boolean; nextBefore: string };
    expect(first.docs.map((m) => m.text)).toEqual(['three', 'two']);
    expect(first.hasMore).toBe(true);
    const page2 = await ask<{ docs: Message[]; hasMore: boolean }>(sb, EVENTS.getAllConversationMessages, {
      conversationId: chat.conversation._id,
      limit: 2,
      before: first.nextBefore,
    });
    expect(page2.payload).toMatchObject({ docs: [{ text: 'one' }], hasMore: false, nextBefore: null });

    const seen = next<ReadReceipt>(sa, EVENTS.read);
    const read = await ask<ReadReceipt>(sb, EVENTS.read, { conversationId: chat.conversation._id });
    expect(read.status).toBe('ok');
    expect(read.msg).toBe(MESSAGING_MESSAGES.read);
    const receipt = await seen;
    expect(receipt).toEqual(read.payload);
    expect(receipt.user_id).toBe(b.id);
    expect(new Date(receipt.last_read_at!).getTime()).toBeGreaterThanOrEqual(
      new Date(chat.message.createdAt).getTime(),
    );
    const after = await ask<Paged<Conversation>>(sb, EVENTS.getAllConversations, {});
    expect((after.payload as Paged<Conversation>).docs[0].unread_count).toBe(0);
  });

  it('works over HTTP long-polling too (phones behind proxies that refuse WebSockets)', async () => {
    const a = await account(t);
    const b = await account(t);
    const polling = io(t.url, {
      ...REALTIME_CLIENT_OPTIONS,
      transports: ['polling'],
      forceNew: true,
      auth: { token: a.token },
    });
    try {
      await connected(polling);
      const answer = await ask(polling, EVENTS.sendMessage, {
        text: 'over polling',
        recipients: [b.id],
        client_id: clientId(),
      });
      expect(answer.status).toBe('Created');
    } finally {
      polling.disconnect();
    }
  });

  it('connected() resolves for a reconnecting client with the spec policy', async () => {
    const a = await account(t);
    const socket = connect(t.url, a.token, { reconnection: true });
    await connected(socket);
    expect(socket.io.reconnectionAttempts()).toBe(3);
    expect(socket.io.reconnectionDelay()).toBe(1000);
    expect(socket.io.reconnectionDelayMax()).toBe(5000);
    expect(socket.io.randomizationFactor()).toBe(0.5);
    expect(socket.io.timeout()).toBe(20_000);
  });
});

describe('failures the client can act on', () => {
  it('refuses a message naming an attachment that does not exist, storing nothing', async () => {
    const a = await account(t);
    const b = await account(t);
    const sa = await connectAs(t.url, a.token);
    const before = await storedCount();
    const answer = await ask(sa, EVENTS.sendMessage, {
      text: 'see attached',
      recipients: [b.id],
      client_id: clientId(),
      media: { _id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(answer).toEqual({
      status: 'Not Found',
      msg: MESSAGING_MESSAGES.mediaNotFound,
      payload: { fields: { media: MESSAGING_MESSAGES.mediaNotFound } },
    });
    expect(await storedCount()).toBe(before);
  });

  it('answers 503 "try again" when the database is unreachable, and the socket stays up', async () => {
    const own = await listeningApp();
    try {
      const a = await account(own);
      const socket = await connectAs(own.url, a.token);
      await own.database.close();
      const answer = await ask(socket, EVENTS.getAllConversations, {});
      expect(answer).toEqual({
        status: 'Service Unavailable',
        msg: SERVER_MESSAGES.databaseUnavailable,
        payload: null,
      });
      expect(socket.connected).toBe(true);
    } finally {
      closeSockets();
      await own.app.close();
    }
  });
});
