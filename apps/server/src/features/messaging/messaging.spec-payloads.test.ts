import { type CreateChatResult, MESSAGING_MESSAGES, type Message, SERVER_MESSAGES } from '@tvet/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/harness';
import { messages } from './messaging.table';
import {
  account,
  ask,
  closeSockets,
  connectAs,
  EVENTS,
  type ListeningApp,
  listeningApp,
} from './messaging.test-kit';

/*
 * Issue 22 point 9: the spec's own payloads (spec 000 §7, 001 §7) carry no client_id: create-chat {text, created_by,
 * recipients} and send-message {text, created_by, recipients, conversationId}. They are accepted and stored once
 * per send; only de-duplication of a retry is lost (two sends are two messages).
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

async function storedBy(senderId: string) {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(messages)
    .where(eq(messages.senderId, senderId));
  return row.total;
}

describe('the spec payloads without client_id', () => {
  it('create-chat and send-message are stored, once per send, each with a client_id the server made', async () => {
    const ada = await account(t, 'graduate', 'Ada Obi');
    const bayo = await account(t, 'employer', 'Bayo Works');
    const socket = await connectAs(t.url, ada.token);

    const chat = await ask<CreateChatResult>(socket, EVENTS.createChat, {
      text: 'hello',
      created_by: ada.id,
      recipients: [bayo.id],
    });
    expect(chat.status, chat.msg).toBe('Created');
    const conversationId = (chat.payload as CreateChatResult).conversation._id;
    expect((chat.payload as CreateChatResult).message.client_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    const byRecipients = { text: 'Is the role open?', created_by: ada.id, recipients: [bayo.id] };
    const first = await ask<Message>(socket, EVENTS.sendMessage, byRecipients);
    const again = await ask<Message>(socket, EVENTS.sendMessage, byRecipients);
    expect([first.status, again.status]).toEqual(['Created', 'Created']);
    expect(first.msg).toBe(MESSAGING_MESSAGES.sent);
    expect((first.payload as Message)._id).not.toBe((again.payload as Message)._id);
    expect((first.payload as Message).conversation_id).toBe(conversationId);

    const byId = await ask<Message>(socket, EVENTS.sendMessage, {
      text: 'Broadcast style',
      created_by: ada.id,
      recipients: [bayo.id],
      conversationId,
    });
    expect(byId.status, byId.msg).toBe('Created');
    expect(await storedBy(ada.id)).toBe(4);
  });

  it('the REST twins take the same payloads', async () => {
    const ada = await account(t, 'graduate', 'Ada Eze');
    const bayo = await account(t, 'graduate', 'Bayo Ola');
    const api = client(t.app);
    const chat = await api.post<CreateChatResult>(
      '/api/v1/conversations',
      { text: 'hello', created_by: ada.id, recipients: [bayo.id] },
      ada.token,
    );
    expect(chat.statusCode, chat.body.msg).toBe(201);
    const id = chat.body.payload.conversation._id;
    const sent = await api.post(`/api/v1/conversations/${id}/messages`, { text: 'and again' }, ada.token);
    expect(sent.statusCode, sent.body.msg).toBe(201);
    expect(await storedBy(ada.id)).toBe(2);
  });
});

describe('unstorable characters in socket payloads (issue 22 point 6)', () => {
  it('a lone surrogate or a NUL in any field is a 400 naming it, nothing stored, the socket usable', async () => {
    const ada = await account(t, 'graduate', 'Ada Uche');
    const bayo = await account(t, 'graduate', 'Bayo Uche');
    const socket = await connectAs(t.url, ada.token);
    const broken = await ask(socket, EVENTS.sendMessage, { text: 'half \ud83d', recipients: [bayo.id] });
    const msg = SERVER_MESSAGES.brokenCharacter('text');
    expect(broken).toEqual({
      status: 'Bad Request',
      msg: `Text${msg.slice('text'.length)}`,
      payload: { fields: { text: msg } },
    });
    const nul = await ask(socket, EVENTS.createChat, {
      text: 'hi',
      recipients: [bayo.id],
      client_id: 'abc\u0000defgh',
    });
    expect(nul.msg).toBe(`Client ID${SERVER_MESSAGES.nulCharacter('client_id').slice('client_id'.length)}`);
    expect(await storedBy(ada.id)).toBe(0);
    const whole = await ask(socket, EVENTS.sendMessage, {
      text: 'a whole emoji \ud83d\ude00',
      recipients: [bayo.id],
    });
    expect(whole.status, whole.msg).toBe('Created');
    expect((whole.payload as Message).text).toBe('a whole emoji \ud83d\ude00');
  });
});
