import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, MESSAGING_MESSAGES, type Message, SERVER_MESSAGES } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLiveMessaging } from '@/features/messages/hooks/use-live-messaging';
import { type Outgoing, outbox } from '@/features/messages/lib/outbox';
import { MessagesPage } from '@/features/messages/pages/messages-page';
import { aConversation, aMessage, aPage, ME } from '@/features/messages/test/fixtures';
import { accountData } from '@/lib/device-db';
import { clearSession, getSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { type FakeSocket, lastSocket, sockets } from '@/test/fake-socket';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, type Server, serve } from '@/test/serve';
import { UserMenu } from './user-menu';

/*
 * Log Out with messages not sent yet (issue 11): they are sent first when the connection allows, else the person
 * is told how many would be deleted and may stay; once they go, nothing of theirs is left on the phone.
 */

function Harness() {
  useLiveMessaging();
  return (
    <Routes>
      <Route
        path="/messages"
        element={
          <>
            <UserMenu name={ME.name} username={ME.username} />
            <MessagesPage />
          </>
        }
      />
      <Route path="/login" element={<p>Login page</p>} />
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
    'POST /auth/logout': () => envelope(200, SERVER_MESSAGES.loggedOut),
  });
}

function storedCopy(payload: any) {
  return {
    status: 'Created',
    msg: MESSAGING_MESSAGES.sent,
    payload: aMessage({
      conversation_id: payload.conversationId,
      client_id: payload.client_id,
      text: payload.text,
      created_by: { _id: ME._id, name: ME.name, avatar: null },
      createdAt: new Date().toISOString(),
    }) satisfies Message,
  };
}

async function open() {
  const before = sockets.length;
  renderWithData(<Harness />, '/messages?c=conversation-1');
  await waitFor(() => expect(sockets.length).toBeGreaterThan(before));
  const socket = lastSocket();
  socket.answer('read', ({ conversationId }) => ({
    status: 'ok',
    msg: MESSAGING_MESSAGES.read,
    payload: { conversation_id: conversationId, user_id: ME._id, last_read_at: new Date().toISOString() },
  }));
  act(() => socket.connectNow());
  await within(await screen.findByRole('log', { name: /^Messages with/ })).findByText(firstMessage.text);
  return { socket };
}

const chat = () => screen.getByRole('log', { name: /^Messages with/ });
const bubble = (text: string) => within(chat()).getByText(text).closest('li')!;
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
const logOut = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Account menu for amina/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
};

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

describe('signing out with unsent messages', () => {
  it('offline: names what would be deleted; Stay signed in keeps it all, Log out deletes it from the phone', async () => {
    serveChat();
    const { socket } = await open();
    offline(socket);
    await sendText('Written offline');
    // Another tab of the same person kept one too: it counts.
    const otherTab = { ...kept()[0], client_id: 'other-tab-client-01', text: 'From the other tab' };
    await accountData(ME._id).put('outbox', otherTab.client_id, otherTab);

    await logOut();
    const dialog = await screen.findByRole('dialog', { name: '2 messages not sent' });
    expect(dialog.textContent).toContain(
      'They have not reached the server (you are offline). If you log out now, they are deleted from this phone and never sent.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo('POST /auth/logout')).toEqual([]);
    expect(getSession()).not.toBeNull();
    expect(kept()).toHaveLength(2);
    expect(bubble('Written offline')).toBeTruthy();

    await logOut();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '2 messages not sent' })).getByRole('button', {
        name: 'Log out and delete them',
      }),
    );
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(server.requestsTo('POST /auth/logout')).toHaveLength(1);
    expect(getSession()).toBeNull();
    // Nothing of the person is left: no unsent message on the phone, none in memory.
    expect(kept()).toEqual([]);
    expect(outbox.getSnapshot()).toEqual([]);
    expect(emitted(socket)).toEqual([]);
  });

  it('connected: waits for a message on its way (showing so), then signs out without asking', async () => {
    serveChat();
    const { socket } = await open();
    let answer: () => void = () => undefined;
    socket.answer(
      'send-message',
      (payload) =>
        new Promise((resolve) => {
          answer = () => resolve(storedCopy(payload));
        }),
    );
    await sendText('Almost gone');
    await waitFor(() => expect(kept()[0]?.status).toBe('sending'));

    await logOut();
    const dialog = await screen.findByRole('dialog', { name: 'Sending your messages' });
    expect(within(dialog).getByRole('status').textContent).toContain(
      'Sending your unsent messages before you log out…',
    );
    expect(server.requestsTo('POST /auth/logout')).toEqual([]);
    act(() => answer());
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(server.requestsTo('POST /auth/logout')).toHaveLength(1);
    expect(kept()).toEqual([]);
    expect(emitted(socket)).toHaveLength(1);
  });

  it('connected: a message the server refused is named before it is deleted, not sent blindly', async () => {
    serveChat();
    const { socket } = await open();
    socket.answer('send-message', () => ({
      status: 'Forbidden',
      msg: MESSAGING_MESSAGES.blockedByRecipient,
      payload: null,
    }));
    await sendText('Please answer');
    expect(
      await screen.findByText(MESSAGES.messageSendError(MESSAGING_MESSAGES.blockedByRecipient)),
    ).toBeTruthy();
    await logOut();
    const dialog = await screen.findByRole('dialog', { name: '1 message not sent' });
    expect(dialog.textContent).toContain('It has not reached the server. If you log out now, it is deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out and delete it' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(kept()).toEqual([]);
    expect(emitted(socket)).toHaveLength(1);
  });

  it('with nothing unsent, signs out at once', async () => {
    serveChat();
    await open();
    await logOut();
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo('POST /auth/logout')).toHaveLength(1);
  });
});
