import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGING_MESSAGES, type Message } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountData, resetDeviceData } from '@/lib/device-db';
import { clearSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { type FakeSocket, lastSocket, sockets } from '@/test/fake-socket';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, type Server, serve } from '@/test/serve';
import { useLiveMessaging } from '../hooks/use-live-messaging';
import { type Outgoing, outbox } from '../lib/outbox';
import { OUTBOX_KEY } from '../lib/outbox-store';
import { aConversation, aMessage, aPage, ME } from '../test/fixtures';
import { MessagesPage } from './messages-page';

/*
 * Messages typed offline survive a reload (issue 11): the unsent outbox is kept per account on the phone (its
 * IndexedDB database since issue 30), sent once on the next connection with the same client_ids (signing out with
 * them: app/shell/user-menu.test.tsx).
 */

function Harness() {
  useLiveMessaging();
  return (
    <Routes>
      <Route path="/messages" element={<MessagesPage />} />
    </Routes>
  );
}

let server: Server;
const firstMessage = aMessage({ _id: 'm-first', text: 'Good morning' });

function serveChat() {
  server = serve({
    'GET /conversations': () =>
      envelope(
        200,
        MESSAGING_MESSAGES.conversationsLoaded,
        paged([aConversation({ last_message: firstMessage })]),
      ),
    'GET /conversations/:id/messages': () =>
      envelope(200, MESSAGING_MESSAGES.messagesLoaded, aPage([firstMessage])),
    'POST /conversations/:id/read': () =>
      envelope(200, MESSAGING_MESSAGES.read, {
        conversation_id: 'conversation-1',
        user_id: ME._id,
        last_read_at: new Date().toISOString(),
      }),
    'GET /blocks': () => envelope(200, MESSAGING_MESSAGES.blocksLoaded, []),
  });
}

function storedCopy(payload: any, msg: string = MESSAGING_MESSAGES.sent) {
  return {
    status: msg === MESSAGING_MESSAGES.sent ? 'Created' : 'ok',
    msg,
    payload: aMessage({
      conversation_id: payload.conversationId,
      client_id: payload.client_id,
      text: payload.text,
      created_by: { _id: ME._id, name: ME.name, avatar: null },
      createdAt: new Date().toISOString(),
    }) satisfies Message,
  };
}

async function open({ connect = true } = {}) {
  const before = sockets.length;
  const rendered = renderWithData(<Harness />, '/messages?c=conversation-1');
  await waitFor(() => expect(sockets.length).toBeGreaterThan(before));
  const socket = lastSocket();
  socket.answer('read', ({ conversationId }) => ({
    status: 'ok',
    msg: MESSAGING_MESSAGES.read,
    payload: { conversation_id: conversationId, user_id: ME._id, last_read_at: new Date().toISOString() },
  }));
  if (connect) act(() => socket.connectNow());
  await within(await screen.findByRole('log', { name: /^Messages with/ })).findByText(firstMessage.text);
  return { ...rendered, socket };
}

/** What a reload does: the page and its memory go, the account's database on the phone stays. */
async function reload(unmount: () => void) {
  unmount();
  realtime.stop();
  outbox.clear();
  await accountData(ME._id).settled();
  resetDeviceData();
}

const chat = () => screen.getByRole('log', { name: /^Messages with/ });
const bubble = (text: string) => within(chat()).getByText(text).closest('li')!;
/** A bubble that may still be on its way: the kept outbox is read back from the phone's database asynchronously. */
const bubbleShown = async (text: string) => (await within(chat()).findByText(text)).closest('li')!;
const sendText = async (text: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: /^Message to/ }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
};
const emitted = (socket: FakeSocket) => socket.emitted.filter((emit) => emit.event === 'send-message');
/** The unsent messages kept on the phone: the account database's mirror (lib/device-db.ts, issue 30). */
const kept = (accountId = ME._id): Outgoing[] => accountData(accountId).all<Outgoing>('outbox');
const offline = (socket: FakeSocket) =>
  act(() => {
    socket.drop();
    socket.giveUp();
  });

beforeEach(() => {
  localStorage.clear();
  signInAs('graduate');
});
afterEach(() => {
  clearSession();
  realtime.stop();
  outbox.clear();
  localStorage.clear();
});

describe('messages written offline survive a reload', () => {
  it('are kept on the phone for this account, shown again after a reload, and sent once on connecting', async () => {
    serveChat();
    const first = await open();
    offline(first.socket);
    await sendText('Written offline');
    expect((await bubbleShown('Written offline')).textContent).toContain(
      'Not sent yet: it goes when you reconnect',
    );
    const [item] = kept();
    expect(item).toMatchObject({
      text: 'Written offline',
      conversationId: 'conversation-1',
      status: 'queued',
    });

    await reload(first.unmount);
    const second = await open({ connect: false });
    second.socket.answer('send-message', (payload) => storedCopy(payload));
    // Back on the screen before any connection, still unsent (once read back from the phone's database).
    expect((await bubbleShown('Written offline')).textContent).toContain('Not sent yet');
    expect(emitted(second.socket)).toEqual([]);

    act(() => second.socket.connectNow());
    await waitFor(() => expect(bubble('Written offline').textContent).toContain('Sent'));
    expect(emitted(second.socket).map((emit) => emit.payload)).toEqual([
      { text: 'Written offline', conversationId: 'conversation-1', client_id: item.client_id },
    ]);
    expect(kept()).toEqual([]);
    expect(within(chat()).getAllByText('Written offline')).toHaveLength(1);
    // A reconnection later sends nothing again.
    const asked = () => server.requestsTo('GET /conversations/conversation-1/messages').length;
    const before = asked();
    act(() => second.socket.drop());
    act(() => second.socket.connectNow());
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
    expect(emitted(second.socket)).toHaveLength(1);
  });

  it('one on its way when the page closed goes again with its client_id, and the stored copy shows once', async () => {
    serveChat();
    const first = await open();
    first.socket.answer('send-message', () => new Promise(() => undefined));
    await sendText('Lost in the tunnel');
    await waitFor(() => expect(kept()[0]?.status).toBe('sending'));
    const clientId = kept()[0].client_id;

    await reload(first.unmount);
    const second = await open({ connect: false });
    second.socket.answer('send-message', (payload) => storedCopy(payload, MESSAGING_MESSAGES.alreadySent));
    act(() => second.socket.connectNow());
    await waitFor(() => expect(bubble('Lost in the tunnel').textContent).toContain('Sent'));
    expect(emitted(second.socket).map((emit) => emit.payload.client_id)).toEqual([clientId]);
    expect(within(chat()).getAllByText('Lost in the tunnel')).toHaveLength(1);
    expect(kept()).toEqual([]);
  });

  it("another account's unsent messages on the phone are neither shown nor sent", async () => {
    const theirs: Outgoing = {
      client_id: 'their-client-id-0001',
      thread: 'conversation-1',
      conversationId: 'conversation-1',
      recipients: [],
      text: 'Someone else wrote this',
      media: null,
      createdAt: new Date().toISOString(),
      status: 'queued',
      error: null,
    };
    localStorage.setItem(`${OUTBOX_KEY}:account-9:${theirs.client_id}`, JSON.stringify(theirs));
    serveChat();
    const { socket } = await open();
    await waitFor(() => expect(socket.connected).toBe(true));
    expect(within(chat()).queryByText('Someone else wrote this')).toBeNull();
    expect(emitted(socket)).toEqual([]);
  });
});
