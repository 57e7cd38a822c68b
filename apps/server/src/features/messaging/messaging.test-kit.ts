import type { AddressInfo } from 'node:net';
import { type AckEnvelope, MESSAGING_EVENTS, REALTIME_CLIENT_OPTIONS, type UserType } from '@tvet/contract';
import { SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { createAccount } from '../../seed/accounts.factory';
import { createTestApp, type TestApp } from '../../test/harness';

/* Helpers of the messaging tests: a listening app, accounts with tokens, and the real socket.io client. */

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface ListeningApp extends TestApp {
  url: string;
}

/** The test app listening on a free loopback port, so real sockets can connect. */
export async function listeningApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, url: `http://127.0.0.1:${port}` };
}

let sequence = 0;

/** A verified account and an access token for it, signed with the test key (expiring in `seconds`). */
export async function account(t: TestApp, userType: UserType = 'graduate', name?: string) {
  sequence += 1;
  const tag = `msg${sequence}${Math.random().toString(36).slice(2, 8)}`;
  const { user, profile } = await createAccount(t.database.db, {
    userType,
    email: `${tag}@example.ng`,
    username: tag,
    name,
    complete: true,
  });
  const token = await tokenFor({ accountId: user.id, profileId: profile.id, userType });
  return { id: user.id, profileId: profile.id as string, email: user.email, username: user.username, token };
}

export async function tokenFor(
  who: { accountId: string; profileId: string; userType: UserType },
  options: { seconds?: number; verified?: boolean } = {},
) {
  return new SignJWT({ pid: who.profileId, typ: who.userType, ver: options.verified ?? true, sv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(who.accountId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (options.seconds ?? 900))
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

const open = new Set<Socket>();

/** A real socket.io client with the spec's policy, connected (or the connect_error it got). */
export function connect(url: string, token: string | undefined, options: { reconnection?: boolean } = {}) {
  const socket = io(url, {
    ...REALTIME_CLIENT_OPTIONS,
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    forceNew: true,
    auth: token === undefined ? {} : { token },
  });
  open.add(socket);
  return socket;
}

export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

export async function connectAs(url: string, token: string) {
  return connected(connect(url, token));
}

export function refused(socket: Socket): Promise<Error & { data?: AckEnvelope<unknown> }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, expected a refusal')));
    socket.once('connect_error', (error) => resolve(error as Error & { data?: AckEnvelope<unknown> }));
  });
}

export function closeSockets() {
  for (const socket of open) socket.disconnect();
  open.clear();
}

/** Emits an event and resolves with its acknowledgement's envelope. */
export function ask<T = unknown>(socket: Socket, event: string, payload?: unknown): Promise<AckEnvelope<T>> {
  return payload === undefined
    ? socket.timeout(10_000).emitWithAck(event)
    : socket.timeout(10_000).emitWithAck(event, payload);
}

/** The next `event` the socket receives (rejects after `ms`). */
export function next<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every `event` the socket receives from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let clientSequence = 0;
/** A client-made message id, as the web app makes one per message. */
export function clientId() {
  clientSequence += 1;
  return `test-${Date.now().toString(36)}-${clientSequence}-${Math.random().toString(36).slice(2, 8)}`;
}

export const EVENTS = MESSAGING_EVENTS;
