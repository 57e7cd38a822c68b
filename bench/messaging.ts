/**
 * Realtime messaging under load (issue 11): `--sockets` accounts connected to one app process over socket.io,
 * `--rate` messages a second sent between random pairs for `--duration` seconds, all on 127.0.0.1. Measures the
 * delivery latency (send on the sender's socket to receive-message on the recipient's socket, one clock), the
 * acknowledgement latency, and the server's memory per connected socket; then reads every acknowledged message back
 * from the database and checks each was stored once (by its sender, in the pair's conversation, with its text) and
 * delivered once. Exits non-zero on any loss, duplicate, refused send, misdelivery or socket that dropped during
 * the run. Run from the repository root:
 *
 *   node --import tsx bench/messaging.ts [--sockets 2000] [--rate 200] [--duration 30] [--help]
 *
 * `--sabotage 1` deletes one acknowledged message from the database and counts one delivery twice before the
 * checks, to show that they catch loss and duplication: that run must end with exit code 1.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type AckEnvelope, MESSAGING_EVENTS, type Message, REALTIME_CLIENT_OPTIONS } from '@tvet/contract';
import { io, type Socket } from 'socket.io-client';
import { createJwt } from '../apps/server/src/platform/jwt';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts.factory';
import { createBenchDatabase, serverSettings } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { cpuBetween, cpuSnapshot } from './lib/cpu';
import { onCleanup, runBenchmark, step } from './lib/lifecycle';
import { cpuLine, environment, ms, table, whole } from './lib/report';
import { samplePool, seedGraduates } from './lib/seed-people';
import { startServer } from './lib/server';

const flags = readFlags('node --import tsx bench/messaging.ts [flags]', {
  sockets: { default: 2000, min: 2, max: 20_000, help: 'accounts, each with one connected socket' },
  rate: { default: 200, min: 1, max: 5000, help: 'messages sent a second, between random pairs' },
  duration: { default: 30, min: 1, max: 300, help: 'seconds of sending' },
  drain: {
    default: 15,
    min: 1,
    max: 120,
    help: 'seconds to wait for the last acknowledgements and deliveries',
  },
  sabotage: {
    default: 0,
    min: 0,
    max: 1,
    help: '1: lose one stored message and deliver one twice before the checks (the run must then fail)',
  },
});

/** The issue's goal for delivery on loopback (reported, not enforced: figures are taken on a quiet machine). */
const GOAL_P99_MS = 100;

interface Sent {
  clientId: string;
  from: number;
  to: number;
  sentAt: number;
  ackedAt?: number;
  status?: string;
  messageId?: string;
  deliveries: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const MB = 1024 * 1024;

await runBenchmark(15 * 60, async () => {
  console.error(environment());
  const database = await step('create and migrate the database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await step(`seed ${whole(flags.sockets)} accounts`, () => seedGraduates(sql, flags.sockets, passwordHash));
  await step('vacuum analyze', () => sql.query('vacuum analyze'));
  const settings = await serverSettings(sql);

  const jwtSecret = randomBytes(36).toString('base64url');
  const server = await step('start the app', () =>
    startServer({ kind: 'app', databaseUrl: database.url, jwtSecret }),
  );
  const jwt = createJwt(jwtSecret);
  const people = await samplePool(sql, flags.sockets);
  const tokens = await Promise.all(
    people.map((person) =>
      jwt.sign({
        accountId: person.userId,
        profileId: person.graduateId,
        userType: 'graduate',
        emailVerified: true,
      }),
    ),
  );

  // Settle the server, then its memory before any socket.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = await server.stats();

  const sent = new Map<string, Sent>();
  const unexpected: string[] = [];
  const sockets: Socket[] = [];
  /** Sockets that lost their connection after connecting: the run must hold every one connected. */
  const dropped = new Set<number>();
  let connecting = true;
  onCleanup('close the sockets', () => {
    for (const socket of sockets) socket.disconnect();
  });
  await step(`connect ${whole(flags.sockets)} sockets`, async () => {
    const batch = 100;
    for (let start = 0; start < people.length; start += batch) {
      await Promise.all(
        people.slice(start, start + batch).map(
          (_, offset) =>
            new Promise<void>((resolve, reject) => {
              const index = start + offset;
              const socket = io(server.url, {
                ...REALTIME_CLIENT_OPTIONS,
                transports: ['websocket'],
                forceNew: true,
                reconnection: false,
                auth: { token: tokens[index] },
              });
              socket.on(MESSAGING_EVENTS.receiveMessage, (message: Message) => {
                const record = sent.get(message.client_id);
                if (!record) return void unexpected.push(message.client_id);
                if (record.to !== index)
                  return void unexpected.push(`${message.client_id} to the wrong socket`);
                record.deliveries.push(performance.now());
              });
              socket.on('disconnect', () => {
                if (!connecting) dropped.add(index);
              });
              socket.once('connect', () => resolve());
              socket.once('connect_error', (error) => reject(error));
              sockets[index] = socket;
            }),
        ),
      );
    }
  });
  connecting = false;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const connected = await server.stats();
  const perSocket = (connected.rss - idle.rss) / flags.sockets;

  // Send: a tick every 5 ms sends what the rate says is due since the start, so the rate holds whatever the timers do.
  const total = flags.rate * flags.duration;
  let seed = 20_231;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pending = new Set<Promise<void>>();
  // Unique per message, so a copy stored under another client_id would still be caught.
  const textOf = (record: Sent) => `bench message ${record.clientId} from ${record.from} to ${record.to}`;
  const send = () => {
    const from = Math.floor(random() * flags.sockets);
    let to = Math.floor(random() * (flags.sockets - 1));
    if (to >= from) to += 1;
    const record: Sent = { clientId: randomUUID(), from, to, sentAt: performance.now(), deliveries: [] };
    sent.set(record.clientId, record);
    const done = sockets[from]
      .timeout(20_000)
      .emitWithAck(MESSAGING_EVENTS.sendMessage, {
        text: textOf(record),
        recipients: [people[to].userId],
        client_id: record.clientId,
      })
      .then((answer: AckEnvelope<Message>) => {
        record.ackedAt = performance.now();
        record.status = answer.status;
        if (answer.status === 'Created') record.messageId = (answer.payload as Message)._id;
      })
      .catch(() => {
        record.status = 'no acknowledgement';
      })
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  const cpuBefore = await cpuSnapshot(server);
  const started = performance.now();
  await step(`send ${whole(total)} messages at ${flags.rate}/s`, async () => {
    let count = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * flags.rate));
        while (count < due) {
          send();
          count += 1;
        }
        if (count >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
  });
  const sendingSeconds = (performance.now() - started) / 1000;
  const cpu = cpuBetween(cpuBefore, await cpuSnapshot(server));
  await step('wait for the last acknowledgements and deliveries', async () => {
    const until = performance.now() + flags.drain * 1000;
    while (performance.now() < until) {
      const waiting = [...sent.values()].some(
        (record) =>
          record.status === undefined || (record.status === 'Created' && record.deliveries.length === 0),
      );
      if (!waiting && pending.size === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const after = await server.stats();
  const acked = [...sent.values()].filter((record) => record.status === 'Created');
  const refused = [...sent.values()].filter((record) => record.status !== 'Created');

  if (flags.sabotage && acked.length >= 2) {
    // Proof that the checks can fail: one acknowledged message vanishes, another is delivered twice.
    await sql.query('delete from messages where id = $1', [acked[0].messageId]);
    acked[1].deliveries.push(performance.now());
    console.error('sabotage: deleted one acknowledged message and counted one delivery twice');
  }

  // Read every acknowledged message back from the database: by its sender and client_id, with the id the
  // acknowledgement gave, its text, in a conversation of exactly the pair.
  const { rows } = await sql.query<{
    id: string;
    client_id: string;
    sender_id: string;
    text: string;
    copies: string;
    text_copies: string;
    members: string[];
  }>(
    `select m.id, m.client_id, m.sender_id, m.text,
            count(*) over (partition by m.sender_id, m.client_id) as copies,
            count(*) over (partition by m.text) as text_copies,
            (select array_agg(cm.user_id::text order by cm.user_id) from conversation_members cm
              where cm.conversation_id = m.conversation_id) as members
       from messages m`,
  );
  const stored = new Map(rows.map((row) => [`${row.sender_id}:${row.client_id}`, row]));
  const lost = acked.filter((record) => {
    const row = stored.get(`${people[record.from].userId}:${record.clientId}`);
    const pair = [people[record.from].userId, people[record.to].userId].sort();
    return (
      !row ||
      row.id !== record.messageId ||
      row.text !== textOf(record) ||
      row.members.length !== 2 ||
      row.members.some((member, index) => member !== pair[index])
    );
  });
  const duplicatedRows = rows.filter((row) => Number(row.copies) > 1 || Number(row.text_copies) > 1).length;
  const strays = rows.filter((row) => !sent.has(row.client_id)).length;
  const undelivered = acked.filter((record) => record.deliveries.length === 0);
  const deliveredTwice = acked.filter((record) => record.deliveries.length > 1);

  const delivery = acked
    .filter((record) => record.deliveries.length > 0)
    .map((record) => record.deliveries[0] - record.sentAt)
    .sort((a, b) => a - b);
  const ack = acked.map((record) => (record.ackedAt ?? 0) - record.sentAt).sort((a, b) => a - b);

  console.log(`\n${environment()}`);
  console.log(settings);
  console.log(
    `${whole(flags.sockets)} sockets, ${whole(total)} messages at ${flags.rate}/s between random pairs over ` +
      `${sendingSeconds.toFixed(1)} s (each message to a pair's conversation, created on first use)\n`,
  );
  console.log(
    table([
      ['latency (ms)', 'p50', 'p90', 'p99', 'max'],
      ['delivery: send -> receive-message', ...[50, 90, 99, 100].map((p) => ms(percentile(delivery, p)))],
      ['acknowledgement: send -> ack', ...[50, 90, 99, 100].map((p) => ms(percentile(ack, p)))],
    ]),
  );
  // Where the tail happens: spread evenly (queueing, per-message cost) or in a few windows (a stall: a collection,
  // a checkpoint, a slow disk flush).
  const windows = new Map<number, number[]>();
  for (const record of acked) {
    if (record.deliveries.length === 0) continue;
    const window = Math.floor((record.sentAt - started) / 5000);
    windows.set(window, [...(windows.get(window) ?? []), record.deliveries[0] - record.sentAt]);
  }
  console.log('');
  console.log(
    table([
      ['sent in (s)', 'messages', 'delivery p50', 'p99', 'max', 'over 100 ms'],
      ...[...windows].map(([window, values]) => {
        const sorted = values.sort((a, b) => a - b);
        return [
          `${window * 5}-${window * 5 + 5}`,
          whole(sorted.length),
          ms(percentile(sorted, 50)),
          ms(percentile(sorted, 99)),
          ms(percentile(sorted, 100)),
          whole(sorted.filter((value) => value > GOAL_P99_MS).length),
        ];
      }),
    ]),
  );
  console.log('');
  console.log(
    table([
      ['server memory (RSS)', 'MB'],
      ['before any socket', (idle.rss / MB).toFixed(1)],
      [`${whole(flags.sockets)} sockets connected, idle`, (connected.rss / MB).toFixed(1)],
      ['after the run', (after.rss / MB).toFixed(1)],
      ['per connected socket (KB)', (perSocket / 1024).toFixed(1)],
    ]),
  );
  const p99 = percentile(delivery, 99);
  console.log(
    `\ngoal: delivery p99 < ${GOAL_P99_MS} ms on loopback: ${p99 < GOAL_P99_MS ? 'met' : 'NOT met'} (${ms(p99)} ms; ` +
      'a busy machine misses it by queueing, not a failure of the run)',
  );
  console.log(`\n${cpuLine(cpu)}`);
  console.log('');
  console.log(
    table([
      ['check', 'count'],
      [`sockets connected at the start (of ${whole(flags.sockets)})`, whole(sockets.length)],
      ['sockets that dropped during the run', whole(dropped.size)],
      ['sent', whole(sent.size)],
      ['acknowledged as stored (201)', whole(acked.length)],
      ['refused or unacknowledged', whole(refused.length)],
      ['acknowledged but not in the database as sent (lost)', whole(lost.length)],
      ['stored more than once (same client_id or same text)', whole(duplicatedRows)],
      ['stored without being sent', whole(strays)],
      ['acknowledged but never delivered', whole(undelivered.length)],
      ['delivered more than once', whole(deliveredTwice.length)],
      ['receive-message for an unknown or wrong socket', whole(unexpected.length)],
    ]),
  );
  const failures =
    dropped.size +
    refused.length +
    lost.length +
    duplicatedRows +
    strays +
    undelivered.length +
    deliveredTwice.length +
    unexpected.length;
  if (refused.length) {
    const reasons = new Map<string, number>();
    for (const record of refused)
      reasons.set(record.status ?? '?', (reasons.get(record.status ?? '?') ?? 0) + 1);
    console.log(`refusals: ${[...reasons].map(([status, n]) => `${status} x${n}`).join(', ')}`);
  }
  if (failures > 0) {
    throw new Error(
      `FAILED: ${failures} messages lost, duplicated, refused or misdelivered, or sockets dropped`,
    );
  }
  console.log('\nOK: every acknowledged message stored once and delivered once.');
});
