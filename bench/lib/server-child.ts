/**
 * The server under load, in a process of its own so that it does not share an event loop with the load generator.
 * Started by server.ts over IPC: the first message says what to serve, 'stats' asks for CPU and memory, 'stop'
 * closes it. It exits when its parent goes away.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { countQueries, type QueryCounts } from './query-counter';
import type { ServerSpec } from './server';

let stop: (() => Promise<void>) | undefined;
/** The app's requests answered and statements sent so far (the app only: the anchors have their own figures). */
let requests = 0;
let queries: () => QueryCounts = () => ({});

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

async function start(spec: ServerSpec): Promise<number> {
  if (spec.kind === 'raw-fastify' || spec.kind === 'raw-express') {
    const { createAnchor } = await import('./anchor');
    const { expressAnchor, fastifyAnchor } = await import('./anchor-servers');
    const replays = spec.replays ? JSON.parse(readFileSync(spec.replays, 'utf8')) : undefined;
    const anchor = createAnchor(spec.databaseUrl, spec.jwtSecret, replays);
    const server = spec.kind === 'raw-fastify' ? await fastifyAnchor(anchor) : await expressAnchor(anchor);
    stop = async () => {
      await server.close();
      await anchor.close();
    };
    return server.port;
  }
  if (spec.kind === 'bare') {
    // The floor: Fastify itself, one route, no plugins, no database.
    const bare = Fastify({ logger: false, jobs: 'inline' });
    bare.get('/', async () => ({ status: 'ok' }));
    stop = () => bare.close();
    return listen(bare);
  }
  // Loaded only here, so that the anchors' and the bare server's memory is their own.
  const { buildApp } = await import('../../apps/server/src/app');
  const { openDatabase } = await import('../../apps/server/src/db/client');
  const { loadConfig } = await import('../../apps/server/src/platform/config');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: spec.databaseUrl,
    JWT_SECRET: spec.jwtSecret,
    RATE_LIMIT_MULTIPLIER: '1000',
    LOG_LEVEL: 'silent',
  });
  const database = openDatabase({ databaseUrl: spec.databaseUrl });
  const app = await buildApp({
    config,
    db: database.db,
    mailer: { send: async () => {} },
    logger: false,
    // No job worker, sweep or timer in this process (the inline runner): its CPU is the requests' alone. A
    // benchmark that runs jobs runs them in its own process, as another node would.
    jobs: 'inline',
  });
  app.addHook('onResponse', async () => {
    requests += 1;
  });
  queries = countQueries();
  stop = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return listen(app);
}

process.on('message', (message: ServerSpec | 'stats' | 'stop') => {
  if (message === 'stats') {
    process.send?.({ cpu: process.cpuUsage(), rss: process.memoryUsage().rss, requests, queries: queries() });
  } else if (message === 'stop') {
    void (stop?.() ?? Promise.resolve()).finally(() => process.exit(0));
  } else {
    start(message)
      .then((port) => process.send?.({ port }))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  }
});
process.on('disconnect', () => process.exit(1));
