import {
  type AckEnvelope,
  isSuccessStatus,
  MESSAGES,
  REALTIME_CLIENT_OPTIONS,
  SERVER_MESSAGES,
} from '@tvet/contract';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { renewToken } from './authed-file';
import { getSession, subscribeSession } from './session';

/*
 * The app's one realtime connection (architecture: socket.io on the API's origin, path /socket.io, the access
 * token in the handshake). The top bar starts it after sign-in, any feature listens to its events and emits
 * through it. socket.io-client is imported on the first start, so it is a chunk of its own that no public page
 * (nor the first paint of the signed-in shell) waits for.
 *
 * The connection policy is the spec's (REALTIME_CLIENT_OPTIONS: 3 reconnection attempts 1-5 s apart with jitter
 * 0.5, 20 s to connect and to wait for an acknowledgement). After the last attempt the state is 'disconnected'
 * until `reconnect()` (a Reconnect button) or the browser reporting it is back online.
 *
 * Signing out, or another person signing in on this tab, closes the socket at once and tells the `onReset`
 * listeners to forget what they hold.
 */

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface RealtimeState {
  status: RealtimeStatus;
  /** While reconnecting: which attempt (1 to 3). */
  attempt: number;
  /** Why the server refused the connection, in words a person can read ('Error occured …'); else null. */
  error: string | null;
}

/** An emit that could not be delivered: no connection, the connection dropped, or no answer within 20 s. */
export class RealtimeUnavailableError extends Error {
  constructor(message: string = MESSAGES.disconnected) {
    super(message);
    this.name = 'RealtimeUnavailableError';
  }
}

/** The server answered the event with a refusal (a 4xx or 5xx envelope). */
export class RealtimeRefusal extends Error {
  constructor(readonly envelope: AckEnvelope<unknown>) {
    super(envelope.msg);
    this.name = 'RealtimeRefusal';
  }
}

/** A server event's listener; each says what its payload is (and should check it). */
// biome-ignore lint/suspicious/noExplicitAny: each listener names its own payload type, which socket.io cannot check
type Listener = (...args: any[]) => void;

const TOKEN_ERRORS = new Set<string>([SERVER_MESSAGES.expiredToken, SERVER_MESSAGES.invalidToken]);
const IDLE: RealtimeState = { status: 'idle', attempt: 0, error: null };

/** What the client library gives us; a function so tests hand in a fake. */
export type Connect = () => Promise<(uri: string, options: object) => Socket>;
const loadClient: Connect = () => import('socket.io-client').then((module) => module.io);

/**
 * An expired access token is renewed the one way the app knows (lib/authed-file.ts's renewToken): an authenticated
 * call through the API client, which shares a single token refresh with every call in flight and signs the person
 * out when the refresh fails.
 */
export function createRealtime({ connect = loadClient, renew = renewToken } = {}) {
  let state: RealtimeState = IDLE;
  let socket: Socket | null = null;
  /** The account the socket speaks for; another account (or none) in the session closes it. */
  let account: string | null = null;
  /** Bumped by every stop(): a start still loading the library for a previous account gives up. */
  let generation = 0;
  /** One token renewal per failed connection, so a token the server keeps refusing cannot loop. */
  let renewed = false;
  const stateListeners = new Set<() => void>();
  const eventListeners = new Map<string, Set<Listener>>();
  const connectListeners = new Set<(first: boolean) => void>();
  const resetListeners = new Set<() => void>();
  let connections = 0;

  function setState(next: Partial<RealtimeState>) {
    state = { ...state, ...next };
    for (const listener of stateListeners) listener();
  }

  function attach(created: Socket) {
    created.on('connect', () => {
      renewed = false;
      setState({ status: 'connected', attempt: 0, error: null });
      const first = connections === 0;
      connections += 1;
      for (const listener of connectListeners) listener(first);
    });
    created.on('disconnect', (reason: string) => {
      if (reason === 'io client disconnect') return;
      if (reason === 'io server disconnect') {
        // The server ended the session (its token ran out, or it signed out elsewhere): renew, then come back.
        setState({ status: 'reconnecting', attempt: 0 });
        void renewAndConnect();
        return;
      }
      // socket.io reconnects by itself (up to 3 attempts).
      setState({ status: 'reconnecting', attempt: 0 });
    });
    created.on('connect_error', (error: Error & { data?: AckEnvelope<unknown> }) => {
      // A refusal by the server (its middleware) is not retried by socket.io; network failures are.
      if (created.active) return;
      if (TOKEN_ERRORS.has(error.message) && !renewed) {
        renewed = true;
        setState({ status: 'reconnecting', attempt: 0 });
        void renewAndConnect();
        return;
      }
      setState({
        status: 'disconnected',
        attempt: 0,
        error: MESSAGES.socketError(error.data?.msg ?? error.message),
      });
    });
    created.io.on('reconnect_attempt', (attempt: number) => setState({ status: 'reconnecting', attempt }));
    created.io.on('reconnect_failed', () => setState({ status: 'disconnected', attempt: 0, error: null }));
    created.onAny((event: string, ...args: unknown[]) => {
      for (const listener of eventListeners.get(event) ?? []) listener(...args);
    });
  }

  async function renewAndConnect() {
    const before = socket;
    await renew();
    // Signed out meanwhile (the refresh failed), or another start replaced the socket.
    if (!getSession() || socket !== before || !socket) return;
    socket.connect();
  }

  async function start() {
    const session = getSession();
    if (!session) return;
    if (socket && account === session._id) return;
    if (socket) stop();
    account = session._id;
    const mine = ++generation;
    setState({ status: 'connecting', attempt: 0, error: null });
    let io: Awaited<ReturnType<Connect>>;
    try {
      io = await connect();
    } catch {
      if (mine === generation) setState({ status: 'disconnected', attempt: 0, error: null });
      return;
    }
    if (mine !== generation) return;
    const created = io(window.location.origin, {
      ...REALTIME_CLIENT_OPTIONS,
      // Read at every attempt, so a reconnection carries the renewed token.
      auth: (callback: (auth: { token: string }) => void) => callback({ token: getSession()?.token ?? '' }),
    });
    socket = created;
    attach(created);
  }

  function stop() {
    generation += 1;
    const closing = socket;
    socket = null;
    account = null;
    connections = 0;
    renewed = false;
    closing?.removeAllListeners();
    closing?.io.removeAllListeners();
    closing?.disconnect();
    setState(IDLE);
  }

  /** After the last attempt failed: try again now (the Reconnect button, or the browser being back online). */
  function reconnect() {
    if (!socket) {
      void start();
      return;
    }
    if (socket.connected) return;
    renewed = false;
    setState({ status: 'connecting', attempt: 0, error: null });
    socket.connect();
  }

  /**
   * Emits a client event and waits for its acknowledgement envelope. Resolves with the envelope when the server
   * accepted it; rejects with RealtimeRefusal when it refused, RealtimeUnavailableError when it never got there.
   * Nothing is queued inside socket.io: whoever emits decides what to keep and send again.
   */
  async function emit<T>(event: string, payload: unknown): Promise<AckEnvelope<T>> {
    if (!socket?.connected) throw new RealtimeUnavailableError();
    let answer: AckEnvelope<T>;
    try {
      answer = (await socket.emitWithAck(event, payload)) as AckEnvelope<T>;
    } catch (error) {
      throw new RealtimeUnavailableError((error as Error).message);
    }
    if (answer?.status === 'Unauthorized' && TOKEN_ERRORS.has(answer.msg)) {
      // The server closes the socket too; the 'disconnect' handler renews and connects again.
      throw new RealtimeUnavailableError(answer.msg);
    }
    if (!answer || !isSuccessStatus(answer.status)) throw new RealtimeRefusal(answer);
    return answer;
  }

  function on(event: string, listener: Listener): () => void {
    let listeners = eventListeners.get(event);
    if (!listeners) {
      listeners = new Set();
      eventListeners.set(event, listeners);
    }
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  // The session decides: nobody signed in, or someone else, closes the socket and every listener forgets.
  subscribeSession(() => {
    const session = getSession();
    if (account !== null && session?._id !== account) {
      stop();
      for (const listener of resetListeners) listener();
    }
  });

  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      if (state.status === 'disconnected') reconnect();
    });
  }

  return {
    start,
    stop,
    reconnect,
    emit,
    on,
    /** Called on every connection; `first` is false for a reconnection (time to fetch what was missed). */
    onConnect(listener: (first: boolean) => void): () => void {
      connectListeners.add(listener);
      return () => connectListeners.delete(listener);
    },
    /** Called when the person signs out or changes: forget everything of the previous person. */
    onReset(listener: () => void): () => void {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    isConnected: () => Boolean(socket?.connected),
    getState: () => state,
    subscribe(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

/** The app's connection. */
export const realtime = createRealtime();

export function useRealtimeState(connection: Realtime = realtime): RealtimeState {
  return useSyncExternalStore(connection.subscribe, connection.getState, () => IDLE);
}
