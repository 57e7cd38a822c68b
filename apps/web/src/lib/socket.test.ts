import { MESSAGES, REALTIME_CLIENT_OPTIONS, SERVER_MESSAGES } from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeSocket, io } from '@/test/fake-socket';
import { signInAs } from '@/test/render';
import { clearSession, getSession, setSession } from './session';
import { createRealtime, type Realtime, RealtimeRefusal, RealtimeUnavailableError } from './socket';

let realtime: Realtime;
let socket: FakeSocket;
let renew: ReturnType<typeof vi.fn<() => Promise<void>>>;

/** A token refresh: the same person, a new access token. */
const withToken = (token: string) => setSession({ ...getSession()!, token });

async function started() {
  await realtime.start();
  return socket;
}

beforeEach(() => {
  signInAs('graduate');
  renew = vi.fn(async () => {
    withToken('renewed-token');
  });
  realtime = createRealtime({
    connect: async () => (uri, options) => {
      socket = io(uri, options);
      return socket as never;
    },
    renew,
  });
});
afterEach(() => realtime.stop());

describe('the realtime connection (spec 000 §4, §7, §9)', () => {
  it("connects to the API's origin with the spec's policy and the current token", async () => {
    await started();
    expect(socket.uri).toBe(window.location.origin);
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      reconnectionAttempts: 3,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
      ackTimeout: 20_000,
    });
    expect(socket.options).toMatchObject(REALTIME_CLIENT_OPTIONS);
    expect(socket.token()).toBe('token');
    // Read at each attempt: a renewed token goes with the next handshake.
    withToken('token-2');
    expect(socket.token()).toBe('token-2');
  });

  it('starts once per account', async () => {
    await started();
    const first = socket;
    await realtime.start();
    expect(socket).toBe(first);
  });

  it('goes connecting, connected, reconnecting with its attempts, then disconnected with Reconnect', async () => {
    expect(realtime.getState().status).toBe('idle');
    const start = realtime.start();
    expect(realtime.getState().status).toBe('connecting');
    await start;
    socket.connectNow();
    expect(realtime.getState()).toEqual({ status: 'connected', attempt: 0, error: null });
    socket.drop();
    expect(realtime.getState().status).toBe('reconnecting');
    socket.attempt(1);
    socket.attempt(2);
    socket.attempt(3);
    expect(realtime.getState()).toMatchObject({ status: 'reconnecting', attempt: 3 });
    socket.giveUp();
    expect(realtime.getState()).toEqual({ status: 'disconnected', attempt: 0, error: null });
    realtime.reconnect();
    expect(socket.connectCalls).toBe(1);
    expect(realtime.getState().status).toBe('connecting');
    socket.connectNow();
    expect(realtime.getState().status).toBe('connected');
  });

  it('tries again by itself when the browser is back online after giving up', async () => {
    await started();
    socket.giveUp();
    window.dispatchEvent(new Event('online'));
    expect(socket.connectCalls).toBe(1);
  });

  it("renews an expired token and connects again, once; a second refusal is shown as 'Error occured …'", async () => {
    await started();
    socket.refuse(SERVER_MESSAGES.expiredToken);
    expect(realtime.getState().status).toBe('reconnecting');
    await vi.waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(renew).toHaveBeenCalledOnce();
    expect(socket.token()).toBe('renewed-token');
    socket.refuse(SERVER_MESSAGES.invalidToken);
    expect(renew).toHaveBeenCalledOnce();
    expect(realtime.getState()).toEqual({
      status: 'disconnected',
      attempt: 0,
      error: MESSAGES.socketError(SERVER_MESSAGES.invalidToken),
    });
  });

  it("shows another refusal's msg and does not renew", async () => {
    await started();
    socket.refuse(SERVER_MESSAGES.emailNotVerified, {
      status: 'Forbidden',
      msg: SERVER_MESSAGES.emailNotVerified,
      payload: null,
    });
    expect(renew).not.toHaveBeenCalled();
    expect(realtime.getState().error).toBe(MESSAGES.socketError(SERVER_MESSAGES.emailNotVerified));
  });

  it('comes back after the server ends the socket (its token ran out): renew, then connect', async () => {
    await started();
    socket.connectNow();
    socket.drop('io server disconnect');
    await vi.waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(renew).toHaveBeenCalledOnce();
  });

  it('does not come back when the renewal signed the person out', async () => {
    renew.mockImplementation(async () => clearSession());
    await started();
    socket.connectNow();
    socket.drop('io server disconnect');
    await vi.waitFor(() => expect(renew).toHaveBeenCalledOnce());
    expect(socket.connectCalls).toBe(0);
    expect(realtime.getState().status).toBe('idle');
  });

  it('hands server events to their listeners, across reconnections', async () => {
    await started();
    const heard = vi.fn();
    const off = realtime.on('receive-message', heard);
    socket.connectNow();
    socket.push('receive-message', { _id: 'm1' });
    socket.drop();
    socket.connectNow();
    socket.push('receive-message', { _id: 'm2' });
    socket.push('chat-created', { _id: 'c1' });
    expect(heard.mock.calls).toEqual([[{ _id: 'm1' }], [{ _id: 'm2' }]]);
    off();
    socket.push('receive-message', { _id: 'm3' });
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('tells onConnect listeners which connection is a reconnection', async () => {
    await started();
    const connected = vi.fn();
    realtime.onConnect(connected);
    socket.connectNow();
    socket.drop();
    socket.connectNow();
    expect(connected.mock.calls).toEqual([[true], [false]]);
  });
});

describe('emitting an event', () => {
  it('resolves with the acknowledgement envelope when the server accepts', async () => {
    await started();
    socket.answer('send-message', () => ({ status: 'Created', msg: 'Message sent', payload: { _id: 'm1' } }));
    socket.connectNow();
    const answer = await realtime.emit('send-message', { text: 'hi' });
    expect(answer).toEqual({ status: 'Created', msg: 'Message sent', payload: { _id: 'm1' } });
    expect(socket.emitted).toEqual([{ event: 'send-message', payload: { text: 'hi' } }]);
  });

  it('rejects with the refusal when the server says no, and the socket stays', async () => {
    await started();
    socket.answer('send-message', () => ({ status: 'Bad Request', msg: 'text is too long', payload: null }));
    socket.connectNow();
    const failure = realtime.emit('send-message', {});
    await expect(failure).rejects.toBeInstanceOf(RealtimeRefusal);
    await expect(failure).rejects.toThrow('text is too long');
    expect(realtime.isConnected()).toBe(true);
  });

  it('rejects as unavailable without a connection, sending nothing (no socket.io buffering)', async () => {
    await started();
    await expect(realtime.emit('send-message', {})).rejects.toBeInstanceOf(RealtimeUnavailableError);
    socket.connectNow();
    expect(socket.emitted).toEqual([]);
  });

  it('rejects as unavailable when the connection drops before the answer', async () => {
    await started();
    socket.connectNow();
    const pending = realtime.emit('send-message', {});
    socket.drop();
    await expect(pending).rejects.toBeInstanceOf(RealtimeUnavailableError);
  });
});

describe('signing out', () => {
  it('closes the socket and tells every reset listener, so nothing of the person stays', async () => {
    await started();
    socket.connectNow();
    const reset = vi.fn();
    realtime.onReset(reset);
    clearSession();
    expect(socket.connected).toBe(false);
    expect(socket.active).toBe(false);
    expect(reset).toHaveBeenCalledOnce();
    expect(realtime.getState().status).toBe('idle');
    expect(realtime.isConnected()).toBe(false);
  });

  it('another person signing in on the tab gets a socket of their own', async () => {
    await started();
    const first = socket;
    const reset = vi.fn();
    realtime.onReset(reset);
    setSession({
      user_id: 'profile-2',
      _id: 'account-2',
      token: 'other-token',
      user_type: 'employer',
      email: 'e@x.ng',
    });
    expect(reset).toHaveBeenCalledOnce();
    expect(first.active).toBe(false);
    await realtime.start();
    expect(socket).not.toBe(first);
    expect(socket.token()).toBe('other-token');
  });

  it('a token refresh for the same person keeps the socket', async () => {
    await started();
    const reset = vi.fn();
    realtime.onReset(reset);
    withToken('token-2');
    expect(reset).not.toHaveBeenCalled();
  });
});
