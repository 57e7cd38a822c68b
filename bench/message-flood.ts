/**
 * One account flooding its socket (issue 22 point 4): another person's GET /api/v1/conversations latency while one
 * socket sends `--events` send-message events at once, against the same measurement without the flood. Everything
 * on 127.0.0.1, on a fresh benchmark database; bounded by `--requests` and a 2-minute deadline. Before the fix each
 * refused message still ran its database check before the per-sender limit and the reader waited 12-16 s; the
 * limits now come first (platform/realtime.ts event budget, messaging.service.ts post), so the flood's refusals cost
 * no database work. Exits non-zero when the reader's p99 during the flood passes `--max-p99` ms.
 *
 *   node --import tsx bench/message-flood.ts [--events 2000] [--requests 200] [--max-p99 1000] [--help]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { type AckEnvelope, MESSAGING_EVENTS, REALTIME_CLIENT_OPTIONS } from '@tvet/contract';
import { io, type Socket } from 'socket.io-client';
import { createJwt } from '../apps/server/src/platform/jwt';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts.factory';
import { createBenchDatabase } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { onCleanup, runBenchmark, step } from './lib/lifecycle';
import { environment, ms, table, whole } from './lib/report';
import { samplePool, seedGraduates } from './lib/seed-people';
import { startServer } from './lib/server';

const flags = readFlags('node --import tsx bench/message-flood.ts [flags]', {
  events: {
    default: 2000,
    min: 1,
    max: 20_000,
    help: 'send-message events the flooding socket emits at once',
  },
  requests: {
    default: 200,
    min: 10,
    max: 5000,
    help: "the reader's GET /conversations, one after another, per phase",
  },
  'max-p99': {
    default: 1000,
    min: 1,
    max: 60_000,
    help: "fail when the reader's p99 during the flood passes this (ms)",
  },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

await runBenchmark(120, async () => {
  console.error(environment());
  const database = await step('create and migrate the database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;
  await step('seed 10 accounts', async () => seedGraduates(sql, 10, await hashPassword(DEMO_PASSWORD)));
  const jwtSecret = randomBytes(36).toString('base64url');
  const server = await step('start the app', () =>
    startServer({ kind: 'app', databaseUrl: database.url, jwtSecret }),
  );
  const jwt = createJwt(jwtSecret);
  const [flooder, reader, target] = await samplePool(sql, 3);
  const tokenOf = (person: typeof flooder) =>
    jwt.sign({
      accountId: person.userId,
      profileId: person.graduateId,
      userType: 'graduate',
      emailVerified: true,
    });
  const readerToken = await tokenOf(reader);

  const socket: Socket = io(server.url, {
    ...REALTIME_CLIENT_OPTIONS,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token: await tokenOf(flooder) },
  });
  onCleanup('close the socket', () => void socket.disconnect());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  /** The reader's requests, one after another, while `busy` holds (or `requests` of them when it does not). */
  async function readerLatencies(busy?: () => boolean): Promise<number[]> {
    const times: number[] = [];
    while (times.length < flags.requests && (busy === undefined || busy() || times.length < 10)) {
      const start = performance.now();
      const res = await fetch(`${server.url}/api/v1/conversations`, {
        headers: { authorization: `Bearer ${readerToken}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`the reader's GET /conversations answered ${res.status}`);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b);
  }

  await readerLatencies(); // warm-up
  const quiet = await step('reader alone', () => readerLatencies());

  const statuses = new Map<string, number>();
  let acknowledged = 0;
  const floodStart = performance.now();
  const flood = Promise.all(
    Array.from({ length: flags.events }, (_, i) =>
      socket
        .timeout(60_000)
        .emitWithAck(MESSAGING_EVENTS.sendMessage, {
          text: `flood ${i}`,
          recipients: [target.userId],
          client_id: randomUUID(),
        })
        .then((answer: AckEnvelope<unknown>) => answer.status)
        .catch(() => 'no acknowledgement')
        .then((status: string) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          acknowledged += 1;
        }),
    ),
  );
  const during = await step(`reader during ${whole(flags.events)} send-message events`, () =>
    readerLatencies(() => acknowledged < flags.events),
  );
  await flood;
  const floodMs = performance.now() - floodStart;

  const row = (label: string, times: number[]) => [
    label,
    whole(times.length),
    ms(percentile(times, 50)),
    ms(percentile(times, 95)),
    ms(percentile(times, 99)),
    ms(times[times.length - 1]),
  ];
  console.log(
    table([
      ["reader's GET /conversations", 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      row('alone', quiet),
      row(`during the flood`, during),
    ]),
  );
  console.log(
    `flood: ${whole(flags.events)} events acknowledged in ${ms(floodMs)} ms: ${[...statuses]
      .map(([status, n]) => `${whole(n)} ${status}`)
      .join(', ')}`,
  );
  if (percentile(during, 99) > flags['max-p99']) {
    throw new Error(`the reader's p99 during the flood passed ${flags['max-p99']} ms`);
  }
});
