import { type Conversation, type CreateChatResult, MESSAGING_MESSAGES, type Message } from '@tvet/contract';
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

describe('broadcast, as broadcast lists do (issue 22 point 14)', () => {
  /** Everyone named in a member's conversations: the other people they can see. */
  async function namesSeenBy(token: string) {
    const res = await client(t.app).get('/api/v1/conversations?limit=100', token);
    const docs = res.body.payload.docs as Conversation[];
    return { docs, ids: new Set(docs.flatMap((c) => [c.created_by._id, ...c.recipients.map((r) => r._id)])) };
  }

  it('each member gets the text in their own conversation with the sender, no hello, nobody sees the others', async () => {
    const mentor = await account(t, 'mentor', 'Ngozi Adeyemi');
    const mentees = [await account(t, 'graduate', 'Amina One'), await account(t), await account(t)];
    const menteeSocket = await connectAs(t.url, mentees[0].token);
    const created = collect<Conversation>(menteeSocket, EVENTS.chatCreated);
    const received = collect<Message>(menteeSocket, EVENTS.receiveMessage);

    const first = await service.broadcast(
      mentor.id,
      mentees.map((m) => m.id),
      '  Workshop on CV writing, Friday 10am ',
    );
    expect(first).toEqual({ recipients: mentees.map((m) => m.id), created: 3 });
    await sleep(200);
    // Live: one conversation and one message, both only with the mentor, and never a 'hello'.
    expect(received.map((m) => m.text)).toEqual(['Workshop on CV writing, Friday 10am']);
    expect(created).toHaveLength(1);
    expect(
      created[0].recipients
        .map((r) => r._id)
        .concat(created[0].created_by._id)
        .sort(),
    ).toEqual([mentor.id, mentees[0].id].sort());
    for (const mentee of mentees) {
      const seen = await namesSeenBy(mentee.token);
      expect(seen.docs).toHaveLength(1);
      expect([...seen.ids].sort()).toEqual([mentor.id, mentee.id].sort());
      expect(await historyOf(seen.docs[0]._id, mentee.token)).toEqual([
        'Workshop on CV writing, Friday 10am',
      ]);
    }
    // The mentor has one conversation per mentee.
    expect((await namesSeenBy(mentor.token)).docs).toHaveLength(3);

    // The next broadcast reuses each one-to-one conversation, whoever is added to the cohort.
    const newcomer = await account(t);
    const second = await service.broadcast(
      mentor.id,
      [mentees[2].id, mentees[0].id, mentees[1].id, mentees[0].id, newcomer.id],
      'Bring two copies',
    );
    expect(second.created).toBe(1);
    expect(second.recipients).toHaveLength(4);
    const mine = await namesSeenBy(mentees[1].token);
    expect(mine.docs).toHaveLength(1);
    expect(await historyOf(mine.docs[0]._id, mentees[1].token)).toEqual([
      'Bring two copies',
      'Workshop on CV writing, Friday 10am',
    ]);
    expect([...(await namesSeenBy(newcomer.token)).ids].sort()).toEqual([mentor.id, newcomer.id].sort());
  });

  it('a retry with the same clientId stores nothing twice; it counts once against the rate', async () => {
    const mentor = await account(t, 'mentor');
    const mentees = [await account(t), await account(t)];
    const ids = mentees.map((m) => m.id);
    const batch = clientId();
    await service.broadcast(mentor.id, ids, 'Mock interviews', batch);
    const again = await service.broadcast(mentor.id, ids, 'Mock interviews', batch);
    expect(again).toEqual({ recipients: ids, created: 0 });
    const seen = await namesSeenBy(mentees[0].token);
    expect(await historyOf(seen.docs[0]._id, mentees[0].token)).toEqual(['Mock interviews']);
  });

  it('reuses a one-to-one conversation the mentee started', async () => {
    const mentor = await account(t, 'mentor');
    const a = await account(t);
    const socket = await connectAs(t.url, a.token);
    const started = await ask<CreateChatResult>(socket, EVENTS.createChat, {
      text: 'Good morning sir',
      recipients: [mentor.id],
      client_id: clientId(),
    });
    const id = (started.payload as CreateChatResult).conversation._id;
    expect(await service.broadcast(mentor.id, [a.id], 'See you Friday')).toEqual({
      recipients: [a.id],
      created: 0,
    });
    expect(await historyOf(id, a.token)).toEqual(['See you Friday', 'Good morning sir']);
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
