import type { AddressInfo } from 'node:net';
import { type CreateChatResult, MESSAGE_RATE_LIMIT, type Message } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { loadConfig } from '../../platform/config';
import { openTestDatabase, RecordingMailer } from '../../test/harness';
import {
  account,
  ask,
  clientId,
  closeSockets,
  collect,
  connectAs,
  EVENTS,
  next,
  sleep,
  TEST_JWT_SECRET,
} from './messaging.test-kit';

/*
 * Two app nodes on one database behind Redis (architecture: app nodes are stateless; socket.io rooms go through the
 * Redis streams adapter): a message sent through one node reaches the recipient's socket on the other, and the
 * per-sender message limit is one count across both. Needs a Redis server: CI sets REDIS_URL for its PostgreSQL
 * pass; without it this file is skipped.
 */
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('two nodes behind Redis (skipped: REDIS_URL is not set)', () => {
  let database: DatabaseHandle;
  const nodes: { app: FastifyInstance; url: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const config = loadConfig({
        DATA_DIR: `/tmp/tvet-messaging-node-${process.pid}-${i}`,
        JWT_SECRET: TEST_JWT_SECRET,
        REDIS_URL: redisUrl,
        LOG_LEVEL: 'silent',
      });
      const app = await buildApp({
        config,
        db: database.db,
        mailer: new RecordingMailer(),
        logger: false,
        jobs: 'inline',
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    }
  });
  afterEach(() => closeSockets());
  afterAll(async () => {
    closeSockets();
    for (const node of nodes) await node.app.close();
    await database?.close();
  });

  /** account() needs only the database; both nodes share it. */
  const shared = () => ({ database }) as Parameters<typeof account>[0];

  it("delivers to the recipient's sockets on the other node, both ways, and to the sender's other node", async () => {
    const amaka = await account(shared(), 'graduate', 'Amaka Obi');
    const bola = await account(shared(), 'employer', 'Bola Foods');
    const amakaOnNode1 = await connectAs(nodes[0].url, amaka.token);
    const amakaOnNode2 = await connectAs(nodes[1].url, amaka.token);
    const bolaOnNode2 = await connectAs(nodes[1].url, bola.token);
    await sleep(300);

    const chatArrives = next(bolaOnNode2, EVENTS.chatCreated);
    const messageArrives = next<Message>(bolaOnNode2, EVENTS.receiveMessage);
    const otherTab = next<Message>(amakaOnNode2, EVENTS.receiveMessage);
    const created = await ask<CreateChatResult>(amakaOnNode1, EVENTS.createChat, {
      text: 'Hello from node 1',
      recipients: [bola.id],
      client_id: clientId(),
    });
    expect(created.status).toBe('Created');
    const result = created.payload as CreateChatResult;
    await chatArrives;
    expect((await messageArrives)._id).toBe(result.message._id);
    expect((await otherTab)._id).toBe(result.message._id);

    const replyArrives = next<Message>(amakaOnNode1, EVENTS.receiveMessage);
    const reply = await ask<Message>(bolaOnNode2, EVENTS.sendMessage, {
      text: 'Hello from node 2',
      conversationId: result.conversation._id,
      client_id: clientId(),
    });
    expect((await replyArrives)._id).toBe((reply.payload as Message)._id);
  });

  it('counts one sender across both nodes', async () => {
    const a = await account(shared());
    const b = await account(shared());
    const onNode1 = await connectAs(nodes[0].url, a.token);
    const onNode2 = await connectAs(nodes[1].url, a.token);
    const heard = collect(await connectAs(nodes[0].url, b.token), EVENTS.receiveMessage);
    const answers = [];
    for (let i = 0; i < MESSAGE_RATE_LIMIT.max + 2; i += 1) {
      const socket = i % 2 ? onNode2 : onNode1;
      answers.push(
        (await ask(socket, EVENTS.sendMessage, { text: `m${i}`, recipients: [b.id], client_id: clientId() }))
          .status,
      );
    }
    expect(answers.filter((status) => status === 'Created')).toHaveLength(MESSAGE_RATE_LIMIT.max);
    expect(answers.slice(-2)).toEqual(['Too Many Requests', 'Too Many Requests']);
    await sleep(300);
    expect(heard).toHaveLength(MESSAGE_RATE_LIMIT.max);
  });
});
