import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  type AckEnvelope,
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  REALTIME_EVENT_RATE_LIMIT,
  REALTIME_FLOOD_CLOSE_AFTER,
  REALTIME_PATH,
  SERVER_MESSAGES,
} from '@tvet/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { type DefaultEventsMap, Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import { envelope, fieldsOf, fieldsRefusal, validationMessage } from './envelope';
import { AppError, isDatabaseUnavailable } from './errors';
import { createEventBudget, type EventBudget } from './event-budget';
import { toNfc, unstorableRefusal } from './input-guard';
import type { AuthContext, Jwt } from './jwt';

/*
 * socket.io on the API's own server and port (architecture: realtime). The handshake is authenticated with the
 * access token; each account's sockets join one room, so an emit to an account reaches all its tabs and phones,
 * on every node when REDIS_URL is set (the Redis streams adapter). Features register their events through
 * `onConnection` and answer each one through `handle`, which validates the payload with a contract schema and
 * acknowledges with the `{status, msg, payload}` envelope whatever happens.
 */

/**
 * Largest frame a client may send. Above socket.io's 1 MB default on purpose: a 1 MB message must reach the
 * validation and be refused with an acknowledgement (the socket stays up) rather than cut the connection.
 */
export const REALTIME_MAX_FRAME_BYTES = 2 * 1024 * 1024;

/** A socket's events worked on at once; the rest wait their turn (see `turn` below). */
const SOCKET_CONCURRENCY = 2;

export interface SocketData {
  auth: AuthContext;
  /** When the handshake's token expires (ms since the epoch). */
  expiresAt: number;
  /** This socket's events being worked on now, and those waiting for a turn (see `inTurn`). */
  running?: number;
  waiting?: (() => void)[];
}
export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** What a feature's event handler returns: the status code, the sentence and the payload of the acknowledgement. */
export interface Answer<T = unknown> {
  status: number;
  msg: string;
  payload: T;
}

export interface RealtimeOptions {
  jwt: Jwt;
  redisUrl?: string;
  /** Whether a token's sign-in still holds (deactivated account, signed out everywhere); checked on each event. */
  isLive?: (auth: AuthContext) => Promise<boolean>;
  /** The Redis stream the nodes share; tests give each run its own. */
  streamName?: string;
  /** Each account's budget of client events (REALTIME_EVENT_RATE_LIMIT unless a test gives its own). */
  eventBudget?: EventBudget;
  log: FastifyBaseLogger;
}

export interface Realtime {
  readonly io: Server;
  /** Runs for every authenticated socket, once, when it connects. */
  onConnection(handler: (socket: RealtimeSocket, auth: AuthContext) => void): void;
  /** Emits to every connected socket of these accounts, on every node; `except` skips one socket (the sender's). */
  toAccounts(accountIds: readonly string[], event: string, payload: unknown, except?: string): void;
  /** Accounts with at least one socket on this node. */
  localAccounts(): string[];
  /**
   * Answers a client event: the payload is checked with `schema` (400 naming the fields), the token's expiry and
   * sign-in are checked (401, then the socket is closed), and `run`'s answer or error is acknowledged.
   */
  handle<S extends z.ZodType>(
    socket: RealtimeSocket,
    event: string,
    schema: S,
    run: (auth: AuthContext, payload: z.output<S>) => Promise<Answer>,
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const roomOf = (accountId: string) => `account:${accountId}`;

function refusal(status: number, msg: string, payload: unknown = null) {
  return Object.assign(new Error(msg), { data: envelope(status, msg, payload) });
}

/** Zod's issues as the fields map every 400 envelope carries (same wording as the REST routes'). */
function fieldsOfZod(error: z.ZodError): Record<string, string> {
  return fieldsOf(
    error.issues.map((issue) => ({
      instancePath: issue.path.length ? `/${issue.path.join('/')}` : '',
      message: issue.message,
      keyword: issue.code,
      params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : undefined,
    })),
    'payload',
  );
}

function tokenOf(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const { jwt, log } = options;
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: REALTIME_MAX_FRAME_BYTES,
  });

  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
    redis.on('error', (error) => log.warn({ err: error }, 'redis unavailable for realtime'));
    io.adapter(
      createAdapter(redis, { streamName: options.streamName ?? 'tvet:socket.io', blockTimeInMs: 1000 }),
    );
  }

  io.use(async (socket, next) => {
    const token = tokenOf(socket);
    if (!token) return next(refusal(401, SERVER_MESSAGES.signInRequired));
    const result = await jwt.verify(token);
    if (!result.ok) {
      const msg = result.reason === 'expired' ? SERVER_MESSAGES.expiredToken : SERVER_MESSAGES.invalidToken;
      return next(refusal(401, msg));
    }
    try {
      if (options.isLive && !(await options.isLive(result.auth)))
        return next(refusal(401, SERVER_MESSAGES.refreshInvalid));
    } catch (error) {
      log.error({ err: error }, 'realtime session check failed');
      return next(refusal(503, SERVER_MESSAGES.databaseUnavailable));
    }
    if (!result.auth.emailVerified) return next(refusal(403, SERVER_MESSAGES.emailNotVerified));
    const exp = decodeJwt(token).exp;
    socket.data.auth = result.auth;
    socket.data.expiresAt = typeof exp === 'number' ? exp * 1000 : Date.now();
    next();
  });

  const budget =
    options.eventBudget ??
    createEventBudget(REALTIME_EVENT_RATE_LIMIT.max, REALTIME_EVENT_RATE_LIMIT.windowSeconds * 1000);

  const handlers: ((socket: RealtimeSocket, auth: AuthContext) => void)[] = [];
  io.on('connection', (raw) => {
    const socket = raw as RealtimeSocket;
    const { auth, expiresAt } = socket.data;
    // Limits before work: every event of this socket, whoever registered its listener, passes the account's
    // budget first; over it, the event is answered 429 and never reaches a listener (no session or database read).
    // A socket that keeps sending past REALTIME_FLOOD_CLOSE_AFTER refusals in a row is closed: its later events are
    // dropped unanswered, and once closed (next turn of the event loop, so the events already let through still
    // run) socket.io stops reading it, so the rest of a flood costs nothing.
    let refusedInARow = 0;
    socket.use((packet, next) => {
      const wait = budget.take(auth.accountId);
      if (wait === 0) {
        refusedInARow = 0;
        return next();
      }
      refusedInARow += 1;
      if (refusedInARow > REALTIME_FLOOD_CLOSE_AFTER) {
        if (refusedInARow === REALTIME_FLOOD_CLOSE_AFTER + 1) {
          log.warn({ accountId: auth.accountId }, 'socket closed: it kept sending past its refusals');
          setImmediate(() => socket.disconnect(true));
        }
        return;
      }
      const ack = packet[packet.length - 1];
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      if (typeof ack === 'function') ack(envelope(429, MESSAGING_MESSAGES.tooManyEvents(seconds), null));
    });
    socket.join(roomOf(auth.accountId));
    // The session ends with its token: the client refreshes the token and connects again.
    const timer = setTimeout(() => expire(socket), Math.max(0, expiresAt - Date.now()));
    timer.unref();
    socket.on('disconnect', () => clearTimeout(timer));
    for (const handler of handlers) handler(socket, auth);
  });

  function expire(socket: RealtimeSocket) {
    socket.emit(MESSAGING_EVENTS.sessionExpired, envelope(401, SERVER_MESSAGES.expiredToken, null));
    socket.disconnect(true);
  }

  /**
   * Fair shares of the database (issue 22 point 4): one socket's events run at most SOCKET_CONCURRENCY at a time,
   * the rest wait their turn in order, so a burst within the budget takes one or two pool connections, not all
   * of them, and everyone else's queries are not queued behind it.
   */
  function turn(socket: RealtimeSocket): Promise<void> | undefined {
    const running = socket.data.running ?? 0;
    if (running < SOCKET_CONCURRENCY) {
      socket.data.running = running + 1;
      return undefined;
    }
    socket.data.waiting ??= [];
    const waiting = socket.data.waiting;
    return new Promise((resolve) => waiting.push(resolve));
  }
  function done(socket: RealtimeSocket) {
    const next = socket.data.waiting?.shift();
    if (next) next();
    else socket.data.running = (socket.data.running ?? 1) - 1;
  }

  /** 401 and the socket closed when its token ran out or its sign-in ended; null while it holds. */
  async function sessionRefusal(socket: RealtimeSocket): Promise<AckEnvelope<unknown> | null> {
    if (Date.now() >= socket.data.expiresAt) return envelope(401, SERVER_MESSAGES.expiredToken, null);
    if (options.isLive && !(await options.isLive(socket.data.auth)))
      return envelope(401, SERVER_MESSAGES.refreshInvalid, null);
    return null;
  }

  const realtime: Realtime = {
    io,
    onConnection(handler) {
      handlers.push(handler);
    },
    toAccounts(accountIds, event, payload, except) {
      if (accountIds.length === 0) return;
      const target = io.to(accountIds.map(roomOf));
      (except ? target.except(except) : target).emit(event, payload);
    },
    localAccounts() {
      const accounts = new Set<string>();
      for (const socket of io.of('/').sockets.values()) {
        const auth = (socket as RealtimeSocket).data.auth;
        if (auth) accounts.add(auth.accountId);
      }
      return [...accounts];
    },
    handle(socket, event, schema, run) {
      socket.on(event, async (...args: unknown[]) => {
        const last = args[args.length - 1];
        const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : () => {};
        const payload = typeof args[0] === 'function' ? {} : args[0];
        await turn(socket);
        try {
          const ended = await sessionRefusal(socket);
          if (ended) {
            ack(ended);
            socket.disconnect(true);
            return;
          }
          if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
            ack(envelope(400, MESSAGING_MESSAGES.payloadNotObject, null));
            return;
          }
          // The REST input guard's rule: no NUL or lone surrogate in any field (refused as a 400 naming it).
          const unstorable = unstorableRefusal(payload, 'payload');
          if (unstorable) throw unstorable;
          // ...and its NFC normalisation (issue 29), so a message sent over the socket is stored as REST stores it.
          const parsed = schema.safeParse(toNfc(payload));
          if (!parsed.success) {
            const fields = fieldsOfZod(parsed.error);
            ack(fieldsRefusal(400, validationMessage(fields), fields));
            return;
          }
          const answer = await run(socket.data.auth, parsed.data);
          ack(envelope(answer.status, answer.msg, answer.payload));
        } catch (error) {
          ack(errorEnvelope(error, log, event));
        } finally {
          done(socket);
        }
      });
    },
  };

  app.decorate('realtime', realtime);
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    await Promise.resolve(io.of('/').adapter.close());
    io.engine.close();
    redis?.disconnect();
  });
  return realtime;
}

function errorEnvelope(error: unknown, log: FastifyBaseLogger, event: string): AckEnvelope<unknown> {
  if (error instanceof AppError) {
    return error.fields
      ? fieldsRefusal(error.statusCode, error.message, error.fields)
      : envelope(error.statusCode, error.message, null);
  }
  if (isDatabaseUnavailable(error)) {
    log.error({ err: error, event }, 'database unreachable');
    return envelope(503, SERVER_MESSAGES.databaseUnavailable, null);
  }
  log.error({ err: error, event }, 'unhandled error in a socket event');
  return envelope(500, SERVER_MESSAGES.internalError, null);
}
