/**
 * A stand-in for socket.io-client in web tests (test/setup.ts mocks the module with this file): no test opens a
 * real connection. A test plays the server: `connect()` completes the handshake, `answer(event, handler)` acks the
 * client's events, `push(event, payload)` sends a server event, `drop(reason)` loses the connection,
 * `refuse(message)` refuses the handshake, `giveUp()` ends socket.io's reconnection attempts.
 */

type Listener = (...args: any[]) => void;

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

export type AckHandler = (payload: any) => unknown;

export class FakeSocket extends Emitter {
  connected = false;
  /** Like socket.io's: false once the handshake was refused or the client disconnected. */
  active = true;
  readonly io = new Emitter();
  /** Every event the client emitted, in order. */
  readonly emitted: { event: string; payload: any }[] = [];
  /** How many times the client called connect() (after a refusal, a server disconnect, or Reconnect). */
  connectCalls = 0;
  private anyListeners: Listener[] = [];
  private handlers = new Map<string, AckHandler>();
  private pending = new Set<(error: Error) => void>();
  private buffered: (() => void)[] = [];

  constructor(
    readonly uri: string,
    readonly options: any,
  ) {
    super();
  }

  // ---- the client side, as lib/socket.ts uses it

  onAny(listener: Listener) {
    this.anyListeners.push(listener);
    return this;
  }
  override removeAllListeners() {
    this.anyListeners = [];
    return super.removeAllListeners();
  }
  connect() {
    this.active = true;
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    const was = this.connected;
    this.connected = false;
    this.active = false;
    // Like socket.io: acknowledgements still awaited are rejected.
    for (const reject of this.pending) reject(new Error('socket has been disconnected'));
    this.pending.clear();
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }
  emitWithAck(event: string, payload: unknown): Promise<unknown> {
    if (!this.connected) {
      // Like socket.io: kept in its send buffer and sent on the next connection (the app must not rely on it).
      return new Promise((resolve, reject) =>
        this.buffered.push(() => this.emitWithAck(event, payload).then(resolve, reject)),
      );
    }
    this.emitted.push({ event, payload });
    const handler = this.handlers.get(event);
    return new Promise((resolve, reject) => {
      this.pending.add(reject);
      const settle = (run: () => void) => {
        this.pending.delete(reject);
        run();
      };
      Promise.resolve(handler ? handler(payload) : new Promise(() => undefined)).then(
        (answer) => settle(() => resolve(answer)),
        (error) => settle(() => reject(error)),
      );
    });
  }

  // ---- the server side, played by the test

  /** The token the client would send in this handshake. */
  token(): string {
    let token = '';
    this.options.auth((auth: { token: string }) => {
      token = auth.token;
    });
    return token;
  }
  answer(event: string, handler: AckHandler) {
    this.handlers.set(event, handler);
    return this;
  }
  connectNow() {
    this.connected = true;
    this.active = true;
    for (const send of this.buffered.splice(0)) send();
    this.fire('connect');
  }
  push(event: string, payload: unknown) {
    for (const listener of this.anyListeners) listener(event, payload);
  }
  /** The connection is lost: acknowledgements never come (socket.io rejects them), then it reconnects by itself. */
  drop(reason = 'transport close') {
    this.connected = false;
    for (const reject of this.pending) reject(new Error('socket has been disconnected'));
    this.pending.clear();
    this.fire('disconnect', reason);
    if (reason === 'io server disconnect') this.active = false;
  }
  refuse(message: string, data: unknown = null) {
    this.active = false;
    this.fire('connect_error', Object.assign(new Error(message), { data }));
  }
  attempt(n: number) {
    this.io.fire('reconnect_attempt', n);
  }
  giveUp() {
    this.io.fire('reconnect_failed');
  }
}

export const sockets: FakeSocket[] = [];

export function io(uri: string, options: unknown): FakeSocket {
  const socket = new FakeSocket(uri, options);
  sockets.push(socket);
  return socket;
}

/** The socket the app made last. */
export function lastSocket(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('The app has not opened a socket');
  return socket;
}
