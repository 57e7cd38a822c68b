/**
 * The server under load, in a process of its own so that it does not share an event loop with the load generator.
 * Started by server.ts over IPC: the first message says what to serve, 'stats' asks for CPU and memory, 'stop'
 * closes it. It exits when its parent goes away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { loadConfig } from '../../apps/server/src/platform/config';
import type { ServerSpec } from './server';

let stop: (() => Promise<void>) | undefined;

async function start(spec: ServerSpec): Promise<FastifyInstance> {
  if (spec.kind === 'bare') {
    // The floor: Fastify itself, one route, no plugins, no database.
    const bare = Fastify({ logger: false });
    bare.get('/', async () => ({ status: 'ok' }));
    stop = () => bare.close();
    return bare;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: spec.databaseUrl,
    JWT_SECRET: spec.jwtSecret,
    RATE_LIMIT_MULTIPLIER: '1000',
    LOG_LEVEL: 'silent',
  });
  const database = openDatabase({ databaseUrl: spec.databaseUrl });
  const app = await buildApp({ config, db: database.db, mailer: { send: async () => {} }, logger: false });
  stop = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return app;
}

process.on('message', (message: ServerSpec | 'stats' | 'stop') => {
  if (message === 'stats') {
    process.send?.({ cpu: process.cpuUsage(), rss: process.memoryUsage().rss });
  } else if (message === 'stop') {
    void (stop?.() ?? Promise.resolve()).finally(() => process.exit(0));
  } else {
    start(message)
      .then(async (app) => {
        await app.listen({ host: '127.0.0.1', port: 0 });
        process.send?.({ port: (app.server.address() as AddressInfo).port });
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  }
});
process.on('disconnect', () => process.exit(1));
