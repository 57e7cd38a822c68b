import {
  BROADCAST_OPENING_TEXT,
  type Conversation,
  type CreateChatResult,
  MESSAGING_MESSAGES,
  type Message,
} from '@tvet/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../platform/deps';
import { client } from '../../test/harness';
import { createMessagingService } from './messaging.service';
import {
  account,
  ask,
  clientId,
  closeSockets,
  collect,
  connectAs,
  EVENTS,
  type ListeningApp,
  listeningApp,
  sleep,
} from './messaging.test-kit';

/*
 * Use cases without a route of their own: spec 001 §7's broadcast (for the mentoring feature), and the unread-message
 * mail is in messaging.mail.test.ts.
 */

let t: ListeningApp;
let service: ReturnType<typeof createMessagingService>;
beforeAll(async () => {
  t = await listeningApp();
  const deps = { db: t.database.db, config: { redisUrl: undefined }, mailer: t.mail, log: t.app.log };
  service = createMessagingService(deps as unknown as Deps, { notifier: t.app.realtime });
});
afterEach(() => closeSockets());
afterAll(async () => {
  closeSockets();
  await t.close();
});

async function historyOf(conversationId: string, token: string) {
  const res = await client(t.app).get(`/api/v1/conversations/${conversationId}/messages`, token);
  return (res.body.payload.docs as Message[]).map((message) => message.text);
}

describe('broadcast (spec 001 §7)', () => {
  it("creates the cohort's conversation with 'hello' first when there is none, then reuses it", async () => {
    const mentor = await account(t, 'mentor', 'Ngozi Adeyemi');
    const mentees = [await account(t), await account(t), await account(t)];
    const menteeSocket = await connectAs(t.url, mentees[0].token);
    const created = collect<Conversation>(menteeSocket, EVENTS.chatCreated);
    const received = collect<Message>(menteeSocket, EVENTS.receiveMessage);

    const first = await service.broadcast(
      mentor.id,
      mentees.map((m) => m.id),
      'Workshop on CV writing, Friday 10am',
    );
    expect(first.created).toBe(true);
    expect(await historyOf(first.conversationId, mentees[1].token)).toEqual([
      'Workshop on CV writing, Friday 10am',
      BROADCAST_OPENING_TEXT,
    ]);
    await sleep(200);
    expect(created.map((c) => c._id)).toEqual([first.conversationId]);
    expect(received.map((m) => m.text)).toEqual([
      BROADCAST_OPENING_TEXT,
      'Workshop on CV writing, Friday 10am',
    ]);

    // The same cohort (in any order, with repeats): the same conversation, no second 'hello'.
    const second = await service.broadcast(
      mentor.id,
      [mentees[2].id, mentees[0].id, mentees[1].id, mentees[0].id],
      'Bring two copies',
    );
    expect(second).toMatchObject({ conversationId: first.conversationId, created: false });
    expect(await historyOf(first.conversationId, mentor.token)).toEqual([
      'Bring two copies',
      'Workshop on CV writing, Friday 10am',
      BROADCAST_OPENING_TEXT,
    ]);

    // A cohort with one more mentee is another member set: a new conversation, opened with 'hello'.
    const newcomer = await account(t);
    const third = await service.broadcast(
      mentor.id,
      [...mentees.map((m) => m.id), newcomer.id],
      'Welcome Musa',
    );
    expect(third.created).toBe(true);
    expect(third.conversationId).not.toBe(first.conversationId);
    expect(await historyOf(third.conversationId, newcomer.token)).toEqual([
      'Welcome Musa',
      BROADCAST_OPENING_TEXT,
    ]);
  });

  it('reuses a conversation of the same member set that someone else started (no hello)', async () => {
    const mentor = await account(t, 'mentor');
    const a = await account(t);
    const b = await account(t);
    const socket = await connectAs(t.url, a.token);
    const started = await ask<CreateChatResult>(socket, EVENTS.createChat, {
      text: 'Hello sir, this is our group',
      recipients: [mentor.id, b.id],
      client_id: clientId(),
    });
    const id = (started.payload as CreateChatResult).conversation._id;
    const sent = await service.broadcast(mentor.id, [a.id, b.id], 'Thank you, see you Friday');
    expect(sent).toMatchObject({ conversationId: id, created: false });
    expect(await historyOf(id, b.token)).toEqual([
      'Thank you, see you Friday',
      'Hello sir, this is our group',
    ]);
  });

  it('refuses an empty or over-long broadcast and a cohort of only the mentor', async () => {
    const mentor = await account(t, 'mentor');
    const mentee = await account(t);
    await expect(service.broadcast(mentor.id, [mentee.id], '   ')).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGING_MESSAGES.emptyMessage,
    });
    await expect(service.broadcast(mentor.id, [mentee.id], 'x'.repeat(5000))).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGING_MESSAGES.textTooLong,
    });
    await expect(service.broadcast(mentor.id, [mentor.id], 'hi')).rejects.toMatchObject({ statusCode: 400 });
  });
});
