import type { AddressInfo } from 'node:net';
import {
  type BroadcastResult,
  type Conversation,
  MENTORING_MESSAGES,
  MENTORING_ROUTES,
  MESSAGING_EVENTS,
  type Message,
  type MessagePage,
  type Paged,
  REALTIME_CLIENT_OPTIONS,
} from '@tvet/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  graduate,
  type MentorSession,
  mentorSession,
  type TestGraduate,
} from '../../test/mentoring.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * Broadcast (spec 001 §4, §5, §7; issue 22 point 14): one message to every mentee, each in their own one-to-one
 * conversation with the mentor (created when missing, no 'hello' first), so nobody learns who else is in the
 * cohort; mentees receive it live like any message. Empty, too long or 1 MB is refused and nothing is sent; a retry with the same client_id sends once.
 */

const MENTEE_NAMES = ['Amina Bello', 'Bayo Ade', 'Chidi Eze'];
let t: TestApp;
let url: string;
let admin: RoleSession;
let mentor: MentorSession;
let mentees: (TestGraduate & { token: string })[];
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signInAs(t, 'admin');
  mentor = await mentorSession(t, admin.token);
  mentees = [];
  for (const name of MENTEE_NAMES) {
    const made = await graduate(t, { name });
    const session = await login(t, 'graduate', made.email, made.password);
    mentees.push({ ...made, token: session.key });
    await client(t.app).post(
      `/api${MENTORING_ROUTES.assign(mentor.profileId)}`,
      { graduate_id: made.profileId },
      admin.token,
    );
  }
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const api = () => client(t.app);
const broadcastPath = (id = mentor.accountId) => `/api${MENTORING_ROUTES.broadcast(id)}`;

function connect(token: string): Promise<Socket> {
  const socket = io(url, {
    ...REALTIME_CLIENT_OPTIONS,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextMessage(socket: Socket, text: string): Promise<Message> {
  return new Promise((resolve) => {
    const listener = (message: Message) => {
      if (message.text !== text) return;
      socket.off(MESSAGING_EVENTS.receiveMessage, listener);
      resolve(message);
    };
    socket.on(MESSAGING_EVENTS.receiveMessage, listener);
  });
}

async function conversationsOf(token: string) {
  const res = await api().get<Paged<Conversation>>('/api/v1/conversations?limit=100', token);
  return res.body.payload.docs;
}

async function history(conversationId: string, token: string) {
  const res = await api().get<MessagePage>(
    `/api/v1/conversations/${conversationId}/messages?limit=100`,
    token,
  );
  return res.body.payload.docs.map((message) => message.text).reverse();
}

describe('broadcast', () => {
  it('delivers to each mentee in their own conversation with the mentor, live, with no hello; nobody sees the others', async () => {
    const live = await connect(mentees[1].token);
    const heard: Message[] = [];
    live.on(MESSAGING_EVENTS.receiveMessage, (message: Message) => heard.push(message));
    const arriving = nextMessage(live, 'Workshop on Friday at 10am');
    const first = await api().post<BroadcastResult>(
      broadcastPath(),
      { text: 'Workshop on Friday at 10am' },
      mentor.token,
    );
    expect(first.statusCode, first.body.msg).toBe(201);
    expect(first.body.msg).toBe(MENTORING_MESSAGES.broadcastSent(3));
    expect(first.body.payload).toEqual({
      recipients: 3,
      conversations_created: 3,
      text: 'Workshop on Friday at 10am',
    });
    const received = await arriving;
    expect(received.created_by._id).toBe(mentor.accountId);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard.map((message) => message.text)).toEqual(['Workshop on Friday at 10am']);

    const otherNames = (self: TestGraduate) =>
      mentees.flatMap((m, i) => (m === self ? [] : [m.accountId, m.profileId, MENTEE_NAMES[i], m.email]));
    for (const mentee of mentees) {
      const docs = await conversationsOf(mentee.token);
      expect(docs).toHaveLength(1);
      const [own] = docs;
      expect([own.created_by._id, ...own.recipients.map((r) => r._id)].sort()).toEqual(
        [mentor.accountId, mentee.accountId].sort(),
      );
      expect(await history(own._id, mentee.token)).toEqual(['Workshop on Friday at 10am']);
      // Nothing returned to this mentee names another mentee: not in the list, not in the history.
      const everything = JSON.stringify([
        docs,
        (await api().get(`/api/v1/conversations/${own._id}/messages?limit=100`, mentee.token)).body,
      ]);
      for (const other of otherNames(mentee)) expect(everything).not.toContain(other);
    }
    expect(await conversationsOf(mentor.token)).toHaveLength(3);

    const second = await api().post<BroadcastResult>(
      broadcastPath(mentor.profileId),
      { text: 'Bring your CV' },
      mentor.token,
    );
    expect(second.statusCode).toBe(201);
    expect(second.body.payload).toMatchObject({ recipients: 3, conversations_created: 0 });
    const [own] = await conversationsOf(mentees[2].token);
    expect(await history(own._id, mentees[2].token)).toEqual(['Workshop on Friday at 10am', 'Bring your CV']);
  });

  it('a retry with the same client_id sends once; a mentee added later gets a conversation of their own', async () => {
    const body = { text: 'Mock interviews next week', client_id: 'retry-0001-abcdef' };
    const first = await api().post<BroadcastResult>(broadcastPath(), body, mentor.token);
    const again = await api().post<BroadcastResult>(broadcastPath(), body, mentor.token);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body.payload.recipients).toBe(3);
    for (const mentee of mentees) {
      const [own] = await conversationsOf(mentee.token);
      const texts = await history(own._id, mentee.token);
      expect(texts.filter((text) => text === body.text)).toHaveLength(1);
    }

    const newcomer = await graduate(t, { name: 'Dayo Musa' });
    await api().post(
      `/api${MENTORING_ROUTES.assign(mentor.profileId)}`,
      { graduate_id: newcomer.profileId },
      admin.token,
    );
    const widened = await api().post<BroadcastResult>(
      broadcastPath(),
      { text: 'Welcome Dayo' },
      mentor.token,
    );
    expect(widened.body.payload).toMatchObject({ conversations_created: 1, recipients: 4 });
    const newcomerSession = await login(t, 'graduate', newcomer.email, newcomer.password);
    const docs = await conversationsOf(newcomerSession.key);
    expect(docs).toHaveLength(1);
    expect(
      docs[0].recipients
        .map((r) => r._id)
        .concat(docs[0].created_by._id)
        .sort(),
    ).toEqual([mentor.accountId, newcomer.accountId].sort());
    expect(await history(docs[0]._id, newcomerSession.key)).toEqual(['Welcome Dayo']);
    await api().delete(`/api${MENTORING_ROUTES.unassign(mentor.profileId, newcomer.profileId)}`, admin.token);
  });

  it('refuses empty, too long and 1 MB texts, and a mentor with no mentees, sending nothing', async () => {
    const before = (await conversationsOf(mentor.token)).map((c) => [c._id, c.last_message?._id]);
    for (const body of [
      { text: '' },
      { text: '   ' },
      {},
      { text: 'x'.repeat(4001) },
      { text: 'hi', to: 'all' },
    ]) {
      const res = await api().post(broadcastPath(), body, mentor.token);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.msg).toBeTruthy();
    }
    const empty = await api().post(broadcastPath(), { text: '' }, mentor.token);
    expect(empty.body.payload.fields.text).toBe(MENTORING_MESSAGES.broadcastEmpty);
    const long = await api().post(broadcastPath(), { text: 'x'.repeat(4001) }, mentor.token);
    expect(long.body.msg).toBe(MENTORING_MESSAGES.broadcastTooLong);

    const huge = await t.app.inject({
      method: 'POST',
      url: broadcastPath(),
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
      headers: { authorization: `Bearer ${mentor.token}`, 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toBeTruthy();
    expect((await conversationsOf(mentor.token)).map((c) => [c._id, c.last_message?._id])).toEqual(before);

    const lonely = await mentorSession(t, admin.token);
    const none = await api().post(broadcastPath(lonely.accountId), { text: 'Anyone there?' }, lonely.token);
    expect(none.statusCode).toBe(409);
    expect(none.body.msg).toBe(MENTORING_MESSAGES.broadcastNoMentees);
    expect(await conversationsOf(lonely.token)).toEqual([]);
  });

  it('leaves out a mentee who blocked the mentor: the others still get it, the count says so, the blocker gets nothing', async () => {
    const [blocker, ...others] = mentees;
    const block = await api().post('/api/v1/blocks', { user_id: mentor.accountId }, blocker.token);
    expect(block.statusCode).toBeLessThan(300);
    const blockerSocket = await connect(blocker.token);
    const heard: Message[] = [];
    blockerSocket.on(MESSAGING_EVENTS.receiveMessage, (message: Message) => heard.push(message));
    const otherSockets = await Promise.all(others.map((mentee) => connect(mentee.token)));
    const reached = otherSockets.map((socket) => nextMessage(socket, 'Career fair on Monday'));

    const res = await api().post<BroadcastResult>(
      broadcastPath(),
      { text: 'Career fair on Monday' },
      mentor.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.body.msg).toBe(MENTORING_MESSAGES.broadcastSent(others.length));
    expect(res.body.payload.recipients).toBe(others.length);
    for (const message of await Promise.all(reached)) expect(message.created_by._id).toBe(mentor.accountId);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard).toEqual([]);
    const [own] = await conversationsOf(blocker.token);
    expect(await history(own._id, blocker.token)).not.toContain('Career fair on Monday');

    await api().delete(`/api/v1/blocks/${mentor.accountId}`, blocker.token);
  });

  it("is the mentor's own: another mentor, an administrator or a graduate cannot broadcast as them", async () => {
    const other = await mentorSession(t, admin.token);
    const res = await api().post(broadcastPath(), { text: 'Not mine to send' }, other.token);
    expect(res.statusCode).toBe(403);
    expect((await api().post(broadcastPath(), { text: 'x' }, admin.token)).statusCode).toBe(403);
    expect((await api().post(broadcastPath(), { text: 'x' }, mentees[0].token)).statusCode).toBe(403);
  });
});
