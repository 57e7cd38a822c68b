import {
  MESSAGE_RATE_LIMIT,
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  REALTIME_EVENT_RATE_LIMIT,
  REALTIME_FLOOD_CLOSE_AFTER,
} from '@tvet/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/harness';
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
} from './messaging.test-kit';

/*
 * Issue 22 point 4: 2,000 send-message events from one socket made another person's GET /conversations wait 12-16 s,
 * because each refused message still ran its database check before the per-sender limit. Limits now come before
 * work: the account's event budget (platform/realtime.ts, every event) and the per-sender message limit are checked
 * before any database read, so the flood costs the database what the allowed messages cost, no more; and a socket
 * that keeps sending past REALTIME_FLOOD_CLOSE_AFTER refusals is closed, so the rest of its flood is not even read.
 */

let t: ListeningApp;
let queries = 0;
beforeAll(async () => {
  t = await listeningApp();
  // Every statement the app sends, on either driver (drizzle keeps the driver's client as $client).
  const driver = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = driver.query.bind(driver);
  driver.query = (...args: unknown[]) => {
    queries += 1;
    return query(...args);
  };
});
afterEach(() => closeSockets());

async function storedBy(senderId: string) {
  const [row] = await t.database.db
    .select({ total: count() })
    .from(messages)
    .where(eq(messages.senderId, senderId));
  return row.total;
}
afterAll(async () => {
  closeSockets();
  await t.close();
});

describe('a flood of events from one socket', () => {
  it('2,000 send-message events: the allowed ones are stored, the next refused 429, then the socket is closed and the rest dropped unread', async () => {
    const sender = await account(t, 'graduate', 'Flood Sender');
    const other = await account(t, 'graduate', 'Calm Reader');
    const socket = await connectAs(t.url, sender.token);
    // One ordinary send first: the counter sees the database work a message costs.
    const before = queries;
    const one = await ask(socket, EVENTS.sendMessage, {
      text: 'hi',
      recipients: [other.id],
      client_id: clientId(),
    });
    expect(one.status, one.msg).toBe('Created');
    const perMessage = queries - before;
    expect(perMessage).toBeGreaterThan(0);

    const start = queries;
    const answers = await Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        ask(socket, EVENTS.sendMessage, {
          text: `spam ${i}`,
          recipients: [other.id],
          client_id: clientId(),
        }).catch(() => null),
      ),
    );
    const acked = answers.filter((answer) => answer !== null);
    const overBudget = acked.filter((answer) =>
      /^Too many requests from your account at once\./.test(answer.msg),
    );
    // After the budget's events, REALTIME_FLOOD_CLOSE_AFTER refusals are answered 429, then the socket is closed:
    // the rest of the flood is dropped unread and unanswered.
    expect(overBudget).toHaveLength(REALTIME_FLOOD_CLOSE_AFTER);
    expect(acked.length).toBeLessThanOrEqual(REALTIME_EVENT_RATE_LIMIT.max - 1 + REALTIME_FLOOD_CLOSE_AFTER);
    expect(answers.filter((answer) => answer === null).length).toBeGreaterThanOrEqual(
      2000 - (REALTIME_EVENT_RATE_LIMIT.max - 1) - REALTIME_FLOOD_CLOSE_AFTER,
    );
    expect(socket.connected).toBe(false);
    // The budget's sends still run to the end: the message limit's worth are stored (their answers may be lost
    // with the closed socket; a client sending again with the same client_id gets the stored message back).
    await expect.poll(() => storedBy(sender.id), { timeout: 10_000 }).toBe(MESSAGE_RATE_LIMIT.max);
    const created = acked.filter((answer) => answer.status === 'Created');
    expect(created.length).toBeLessThanOrEqual(MESSAGE_RATE_LIMIT.max - 1);
    // The database did the allowed messages' work (and the odd session re-read), never one check per refusal.
    const spent = queries - start;
    expect(spent).toBeLessThanOrEqual((MESSAGE_RATE_LIMIT.max - 1) * perMessage + 20);

    // Other people are answered as usual, over REST and over their own sockets.
    const list = await client(t.app).get('/api/v1/conversations', other.token);
    expect(list.statusCode, list.body.msg).toBe(200);
    const otherSocket = await connectAs(t.url, other.token);
    const listed = await ask(otherSocket, MESSAGING_EVENTS.getAllConversations, {});
    expect(listed.status, listed.msg).toBe('ok');
    // The flooder is not banned: it may connect again, and is answered once its window has passed.
    const again = await connectAs(t.url, sender.token);
    expect(again.connected).toBe(true);
  });

  it(`counts every event, not only messages: past ${REALTIME_EVENT_RATE_LIMIT.max} in ${REALTIME_EVENT_RATE_LIMIT.windowSeconds} s, lists are refused too, without a query`, async () => {
    const reader = await account(t, 'graduate', 'Busy Reader');
    const socket = await connectAs(t.url, reader.token);
    const answers = await Promise.all(
      Array.from({ length: REALTIME_EVENT_RATE_LIMIT.max }, () =>
        ask(socket, EVENTS.getAllConversations, {}),
      ),
    );
    expect(answers.every((answer) => answer.status === 'ok')).toBe(true);
    const start = queries;
    const over = await Promise.all(
      Array.from({ length: 50 }, () => ask(socket, EVENTS.getAllConversations, {})),
    );
    expect(over.every((answer) => answer.status === 'Too Many Requests')).toBe(true);
    const seconds = Number(/Wait (\d+) seconds/.exec(over[0].msg)?.[1]);
    expect(over[0].msg).toBe(MESSAGING_MESSAGES.tooManyEvents(seconds));
    expect(over[0].payload).toBeNull();
    expect(queries - start).toBe(0);
    // A client that stops at its refusals keeps its socket (only one that keeps flooding is closed).
    expect(socket.connected).toBe(true);
  });
});
