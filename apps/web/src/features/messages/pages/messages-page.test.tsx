import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, MESSAGING_MESSAGES, type Message } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { type FakeSocket, lastSocket, sockets } from '@/test/fake-socket';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, type Server, serve } from '@/test/serve';
import { messageKeys } from '../api/keys';
import { useLiveMessaging } from '../hooks/use-live-messaging';
import { outbox } from '../lib/outbox';
import { aChatUser, aConversation, aLookup, aMessage, aPage, ME } from '../test/fixtures';
import { MessagesPage } from './messages-page';

function Harness() {
  useLiveMessaging();
  return (
    <Routes>
      <Route path="/messages" element={<MessagesPage />} />
    </Routes>
  );
}

/** The server's copy of what the client sent: the `send-message` acknowledgement. */
function stored(payload: any, overrides: Partial<Message> = {}) {
  return {
    status: 'Created',
    msg: MESSAGING_MESSAGES.sent,
    payload: aMessage({
      conversation_id: payload.conversationId,
      client_id: payload.client_id,
      text: payload.text,
      created_by: { _id: ME._id, name: ME.name, avatar: null },
      createdAt: new Date().toISOString(),
      ...overrides,
    }),
  };
}

let server: Server;
const firstMessage = aMessage({ _id: 'm-first', text: 'Good morning, are you still looking for work?' });

function serveMessages(overrides: Record<string, Parameters<typeof serve>[0][string]> = {}) {
  server = serve({
    'GET /conversations': () =>
      envelope(
        200,
        MESSAGING_MESSAGES.conversationsLoaded,
        paged([aConversation({ last_message: firstMessage, unread_count: 2 })]),
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
    ...overrides,
  });
}

/** Renders /messages with live messaging, and hands back the socket the app opened. */
async function open(path = '/messages', { connect = true } = {}) {
  const before = sockets.length;
  const rendered = renderWithData(<Harness />, path);
  await waitFor(() => expect(sockets.length).toBeGreaterThan(before));
  const socket = lastSocket();
  socket.answer('read', ({ conversationId }) => ({
    status: 'ok',
    msg: MESSAGING_MESSAGES.read,
    payload: { conversation_id: conversationId, user_id: ME._id, last_read_at: new Date().toISOString() },
  }));
  if (connect) act(() => socket.connectNow());
  return { ...rendered, socket };
}

const chat = () => screen.getByRole('log', { name: /^Messages with/ });
const send = async (text: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: /^Message to/ }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
};
const sent = (socket: FakeSocket, event: string) => socket.emitted.filter((emit) => emit.event === event);

beforeEach(() => signInAs('graduate'));
afterEach(() => {
  clearSession();
  realtime.stop();
  outbox.clear();
});

describe('/messages: the conversation list (spec 000 §2, §9)', () => {
  it('shows names cut at 15, previews at 17, relative times and unread counts; nothing chosen yet', async () => {
    serveMessages();
    await open();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const item = within(list).getByRole('link');
    expect(within(item).getByText('Chukwuemeka Oko…')).toBeTruthy();
    expect(within(item).getByText('Good morning, are…')).toBeTruthy();
    expect(within(item).getByText('5 minutes ago')).toBeTruthy();
    expect(within(item).getByText('2')).toBeTruthy();
    expect(
      within(list).getByRole('link', {
        name: 'Chukwuemeka Okonkwo-Adeyemi, Good morning, are you still looking for work?, 5 minutes ago, 2 unread messages',
      }),
    ).toBe(item);
    expect(item.getAttribute('href')).toBe('/messages?c=conversation-1');
    expect(screen.getByText('You have messages')).toBeTruthy();
    expect(screen.getByText('Select a conversation to read')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Connected');
  });

  it("says 'No messages yet' when there is no conversation", async () => {
    serveMessages({ 'GET /conversations': () => envelope(200, 'ok', paged([])) });
    await open();
    expect((await screen.findAllByText(MESSAGES.noMessages)).length).toBeGreaterThan(0);
    expect(screen.queryByText('You have messages')).toBeNull();
  });
});

describe('/messages: finding someone (spec 000 §5 "Chat")', () => {
  it('looks one person up by exact username or e-mail, only on Search, the e-mail cut at 25', async () => {
    serveMessages({
      'GET /users/:q': (url) =>
        decodeURIComponent(url.pathname.split('/').pop()!) === 'tunde.ade@polytechnic-ilaro.edu.ng'
          ? envelope(200, MESSAGING_MESSAGES.userFound, aLookup())
          : envelope(404, MESSAGES.noUserFound),
    });
    await open();
    const box = screen.getByRole('searchbox', { name: 'Search by username or e-mail' });
    await userEvent.type(box, 'tunde.ade@polytechnic-ilaro.edu.ng');
    expect(server.requests.filter((request) => request.key.startsWith('GET /users'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const result = await screen.findByRole('link', { name: 'Message Tunde Ade' });
    expect(screen.getByText('tunde.ade@polytechnic-ila… · Graduate')).toBeTruthy();
    expect(result.getAttribute('href')).toBe('/messages?to=tunde');

    await userEvent.clear(box);
    await userEvent.type(box, 'tun{Enter}');
    expect(await screen.findByText(MESSAGES.noUserFound)).toBeTruthy();
  });

  it("says 'This user is you' for oneself", async () => {
    serveMessages({
      'GET /users/:q': () =>
        envelope(200, MESSAGING_MESSAGES.userFound, aLookup({ _id: ME._id, username: 'amina' })),
    });
    await open();
    await userEvent.type(screen.getByRole('searchbox'), 'amina{Enter}');
    expect(await screen.findByText(MESSAGES.thisUserIsYou)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Message/ })).toBeNull();
  });

  it("opens a new chat from ?to=: 'No messages yet', and the first message creates the conversation", async () => {
    serveMessages({
      'GET /conversations': () => envelope(200, 'ok', paged([])),
      'GET /users/tunde': () => envelope(200, MESSAGING_MESSAGES.userFound, aLookup()),
    });
    const { socket, router } = await open('/messages?to=tunde');
    socket.answer('create-chat', (payload) => ({
      status: 'Created',
      msg: MESSAGING_MESSAGES.chatCreated,
      payload: {
        created: true,
        conversation: aConversation({
          _id: 'new-conversation',
          created_by: ME,
          recipients: [aChatUser({ _id: 'account-3', name: 'Tunde Ade' })],
          last_message: null,
        }),
        message: stored({ ...payload, conversationId: 'new-conversation' }).payload,
      },
    }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tunde Ade' })).toBeTruthy();
    expect(within(chat()).queryAllByRole('listitem')).toEqual([]);
    expect(within(screen.getByRole('region', { name: 'Chat' })).getByText(MESSAGES.noMessages)).toBeTruthy();
    await send('  Hello Tunde  ');
    await waitFor(() => expect(router.state.location.search).toBe('?c=new-conversation'));
    expect(sent(socket, 'create-chat')).toEqual([
      {
        event: 'create-chat',
        payload: { text: 'Hello Tunde', recipients: ['account-3'], client_id: expect.any(String) },
      },
    ]);
    const log = await screen.findByRole('log', { name: 'Messages with Tunde Ade' });
    const message = await within(log).findByText('Hello Tunde');
    expect(message.closest('li')!.textContent).toContain('Sent');
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getByText('Hello Tunde')).toBeTruthy();
    expect(within(log).getAllByText('Hello Tunde')).toHaveLength(1);
  });

  it("a link to nobody says 'No user found', to oneself 'This user is you'", async () => {
    serveMessages({
      'GET /users/nobody': () => envelope(404, MESSAGES.noUserFound),
      'GET /users/amina': () => envelope(200, MESSAGING_MESSAGES.userFound, aLookup({ _id: ME._id })),
    });
    const first = await open('/messages?to=nobody');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.noUserFound);
    first.unmount();
    realtime.stop();
    await open('/messages?to=amina');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.thisUserIsYou);
  });
});

describe('/messages: a conversation (spec 000 §4 "Chat message")', () => {
  it('shows the history, older pages by the REST cursor, and marks it read', async () => {
    const older = aMessage({
      _id: 'm-older',
      text: 'An older message',
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    serveMessages({
      'GET /conversations/:id/messages': (url) =>
        url.searchParams.get('before') === 'm-first'
          ? envelope(200, 'ok', aPage([older]))
          : envelope(200, 'ok', aPage([firstMessage], 'm-first')),
    });
    const { socket } = await open('/messages?c=conversation-1');
    expect(await within(chat()).findByText(firstMessage.text)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await within(chat()).findByText('An older message')).toBeTruthy();
    const texts = within(chat())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[0]).toContain('An older message');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    const before = server.requests.filter((request) => request.url.includes('before='));
    expect(before.map((request) => new URL(request.url, 'http://x').searchParams.get('limit'))).toEqual([
      '30',
    ]);
    // Read once: through the socket, or the REST route when the socket had not connected yet.
    await waitFor(() =>
      expect([
        ...sent(socket, 'read').map((emit) => emit.payload.conversationId),
        ...server.requestsTo('POST /conversations/conversation-1/read').map(() => 'conversation-1'),
      ]).toEqual(['conversation-1']),
    );
  });

  it("shows a message unsent, then 'Sent' when the server copy replaces it; an empty one is not sent", async () => {
    serveMessages();
    const { socket } = await open('/messages?c=conversation-1');
    let store!: () => void;
    socket.answer(
      'send-message',
      (payload) =>
        new Promise((resolve) => {
          store = () => resolve(stored(payload));
        }),
    );
    await within(chat()).findByText(firstMessage.text);
    const input = screen.getByRole('textbox', { name: 'Message to Chukwuemeka Okonkwo-Adeyemi' });
    await userEvent.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await userEvent.type(input, '{Enter}');
    expect(sent(socket, 'send-message')).toEqual([]);

    await userEvent.clear(input);
    await send('I am, thank you');
    const unsent = within(chat()).getByText('I am, thank you').closest('li')!;
    expect(unsent.dataset.unsent).toBe('true');
    expect(unsent.textContent).toContain('Sending…');
    expect(sent(socket, 'send-message')).toEqual([
      {
        event: 'send-message',
        payload: {
          text: 'I am, thank you',
          conversationId: 'conversation-1',
          client_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        },
      },
    ]);
    act(() => store());
    await waitFor(() =>
      expect(within(chat()).getByText('I am, thank you').closest('li')!.dataset.unsent).toBeUndefined(),
    );
    expect(within(chat()).getByText('I am, thank you').closest('li')!.textContent).toContain('Sent');
    expect(within(chat()).getAllByText('I am, thank you')).toHaveLength(1);
    // The list shows it as the last message.
    expect(
      within(screen.getByRole('list', { name: 'Conversations' })).getByText('I am, thank you'),
    ).toBeTruthy();
  });

  it("shows a refusal as 'Error occured - {message}' with a Retry that sends the same message again", async () => {
    serveMessages();
    const { socket } = await open('/messages?c=conversation-1');
    let refuse = true;
    socket.answer('send-message', (payload) =>
      refuse
        ? { status: 'Too Many Requests', msg: MESSAGING_MESSAGES.tooFast(7), payload: null }
        : stored(payload),
    );
    await within(chat()).findByText(firstMessage.text);
    await send('Are you there?');
    expect(await screen.findByText(MESSAGES.messageSendError(MESSAGING_MESSAGES.tooFast(7)))).toBeTruthy();
    expect(
      screen.getByText('Error occured - You are sending messages too fast. Wait 7 seconds, then try again.'),
    ).toBeTruthy();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(chat()).getByText('Are you there?').closest('li')!.textContent).toContain('Sent'),
    );
    const [first, second] = sent(socket, 'send-message');
    expect(second.payload.client_id).toBe(first.payload.client_id);
  });

  it('keeps what is written while disconnected, offers Reconnect, and sends it on reconnection once', async () => {
    serveMessages();
    const { socket } = await open('/messages?c=conversation-1');
    socket.answer('send-message', (payload) => stored(payload));
    await within(chat()).findByText(firstMessage.text);
    act(() => socket.drop());
    expect(screen.getAllByText(MESSAGES.disconnected).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Reconnecting…').length).toBeGreaterThan(0);
    act(() => socket.attempt(2));
    expect(screen.getAllByText('Reconnecting (attempt 2 of 3)…').length).toBeGreaterThan(0);
    act(() => socket.giveUp());
    await send('Written offline');
    expect(within(chat()).getByText('Written offline').closest('li')!.textContent).toContain(
      'Not sent yet: it goes when you reconnect',
    );
    expect(sent(socket, 'send-message')).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Reconnect' })[0]);
    expect(socket.connectCalls).toBe(1);
    act(() => socket.connectNow());
    await waitFor(() =>
      expect(within(chat()).getByText('Written offline').closest('li')!.textContent).toContain('Sent'),
    );
    expect(sent(socket, 'send-message')).toHaveLength(1);
    // What was missed while away is asked for again.
    await waitFor(() =>
      expect(server.requestsTo('GET /conversations/conversation-1/messages').length).toBeGreaterThan(1),
    );
    expect(within(chat()).getAllByText('Written offline')).toHaveLength(1);
  });

  it('shows messages as they arrive, reads the open conversation and counts the others unread', async () => {
    // Someone who has written before: their details are known, so a message from them asks the server nothing.
    const written = aChatUser({ email: 'emeka@firm.ng', phone: '+2348031234567' });
    serveMessages({
      'GET /conversations': () =>
        envelope(
          200,
          'ok',
          paged([
            aConversation({ last_message: firstMessage, created_by: written }),
            aConversation({ _id: 'c2', unread_count: 0, created_by: written }),
          ]),
        ),
    });
    const { socket } = await open('/messages?c=conversation-1');
    await within(chat()).findByText(firstMessage.text);
    const reads = sent(socket, 'read').length;
    act(() =>
      socket.push(
        'receive-message',
        aMessage({ _id: 'live-1', text: 'Can you start Monday?', createdAt: new Date().toISOString() }),
      ),
    );
    expect(await within(chat()).findByText('Can you start Monday?')).toBeTruthy();
    await waitFor(() => expect(sent(socket, 'read').length).toBe(reads + 1));
    // The same message again (a resend racing the history) shows once.
    act(() =>
      socket.push(
        'receive-message',
        aMessage({ _id: 'live-1', text: 'Can you start Monday?', createdAt: new Date().toISOString() }),
      ),
    );
    expect(within(chat()).getAllByText('Can you start Monday?')).toHaveLength(1);

    act(() =>
      socket.push(
        'receive-message',
        aMessage({
          _id: 'live-2',
          conversation_id: 'c2',
          text: 'Hello from elsewhere',
          createdAt: new Date().toISOString(),
        }),
      ),
    );
    const list = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() =>
      expect(within(list).getAllByRole('link')[0]).toBe(
        within(list).getByRole('link', { name: /1 unread message/ }),
      ),
    );
    expect(within(list).getAllByRole('link')[0].getAttribute('href')).toBe('/messages?c=c2');
    expect(within(chat()).queryByText('Hello from elsewhere')).toBeNull();
  });

  it("has a side panel with the contact's phone and e-mail, once they have written", async () => {
    serveMessages({
      'GET /conversations': () =>
        envelope(
          200,
          'ok',
          paged([
            aConversation({ created_by: aChatUser({ email: 'emeka@firm.ng', phone: '+2348031234567' }) }),
          ]),
        ),
    });
    await open('/messages?c=conversation-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact details' }));
    const panel = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(panel).getByRole('link', { name: '+2348031234567' }).getAttribute('href')).toBe(
      'tel:+2348031234567',
    );
    expect(within(panel).getByRole('link', { name: 'emeka@firm.ng' }).getAttribute('href')).toBe(
      'mailto:emeka@firm.ng',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Close contact details' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("shows the contact's details once their first message arrives", async () => {
    let wrote = false;
    serveMessages({
      'GET /conversations': () =>
        envelope(
          200,
          'ok',
          paged([
            aConversation({
              last_message: firstMessage,
              created_by: wrote
                ? aChatUser({ email: 'emeka@firm.ng', phone: '+2348031234567' })
                : aChatUser(),
            }),
          ]),
        ),
    });
    const { socket } = await open('/messages?c=conversation-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact details' }));
    expect(screen.getAllByText('Shown once they write in this conversation')).toHaveLength(2);
    wrote = true;
    act(() =>
      socket.push(
        'receive-message',
        aMessage({ _id: 'first-from-them', createdAt: new Date().toISOString() }),
      ),
    );
    expect(await screen.findByRole('link', { name: 'emeka@firm.ng' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+2348031234567' })).toBeTruthy();
  });

  it('keeps contact details back until the person writes', async () => {
    serveMessages();
    await open('/messages?c=conversation-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Contact details' }));
    expect(screen.getAllByText('Shown once they write in this conversation')).toHaveLength(2);
  });

  it('on a phone, the back chevron returns to the list', async () => {
    serveMessages();
    const { router } = await open('/messages?c=conversation-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to conversations' }));
    expect(router.state.location.search).toBe('');
  });

  it('a conversation that is not one of yours shows the server msg', async () => {
    serveMessages({
      'GET /conversations/elsewhere': () => envelope(404, MESSAGING_MESSAGES.conversationNotFound),
    });
    await open('/messages?c=elsewhere');
    expect(await screen.findByText(MESSAGING_MESSAGES.conversationNotFound)).toBeTruthy();
  });
});

describe('signing out', () => {
  it('closes the socket and leaves no message of the previous person in the cache', async () => {
    serveMessages();
    const { socket, client } = await open('/messages?c=conversation-1');
    await within(chat()).findByText(firstMessage.text);
    expect(client.getQueryCache().findAll({ queryKey: messageKeys.all }).length).toBeGreaterThan(0);
    act(() => clearSession());
    expect(socket.active).toBe(false);
    expect(client.getQueryCache().findAll({ queryKey: messageKeys.all })).toEqual([]);
  });
});
