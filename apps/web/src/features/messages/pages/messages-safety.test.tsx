import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, MESSAGING_MESSAGES, REPORT_REASON_MAX_LENGTH } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { clearSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { lastSocket, sockets } from '@/test/fake-socket';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, type Handler, paged, type Server, serve } from '@/test/serve';
import { useLiveMessaging } from '../hooks/use-live-messaging';
import { outbox } from '../lib/outbox';
import { aChatUser, aConversation, aLookup, aMessage, aPage } from '../test/fixtures';
import { MessagesPage } from './messages-page';

/*
 * Safety in the chat pane (issue 11): block with a confirmation, the pane saying so with Unblock, a message refused
 * because the other person blocked you, and reporting a conversation with a required reason. Every call's
 * progress and the server's own sentence, for success and refusal.
 */

function Harness() {
  useLiveMessaging();
  return (
    <>
      <Toaster />
      <Routes>
        <Route path="/messages" element={<MessagesPage />} />
      </Routes>
    </>
  );
}

const EMEKA = aChatUser();
const BLOCKED_EMEKA = {
  _id: EMEKA._id,
  name: EMEKA.name,
  username: EMEKA.username,
  avatar: null,
  blockedAt: new Date().toISOString(),
};

let server: Server;
/** The server's blocks, changed by the POST and DELETE handlers like the real one. */
let blocks: (typeof BLOCKED_EMEKA)[];

/** An answer that waits until the test lets it go, to see the progress shown meanwhile. */
function held(answer: () => Response) {
  let release: () => void = () => undefined;
  const handler: Handler = () =>
    new Promise<Response>((resolve) => {
      release = () => resolve(answer());
    });
  return { handler, release: () => act(() => release()) };
}

function serveChat(overrides: Record<string, Handler> = {}) {
  server = serve({
    'GET /conversations': () =>
      envelope(200, MESSAGING_MESSAGES.conversationsLoaded, paged([aConversation()])),
    'GET /conversations/:id/messages': () =>
      envelope(
        200,
        MESSAGING_MESSAGES.messagesLoaded,
        aPage([aMessage({ _id: 'm-1', text: 'Hello there' })]),
      ),
    'GET /blocks': () => envelope(200, MESSAGING_MESSAGES.blocksLoaded, blocks),
    'POST /blocks': (_url, init) => {
      const { user_id } = JSON.parse(String(init?.body));
      if (user_id === EMEKA._id) blocks = [BLOCKED_EMEKA];
      return envelope(200, MESSAGING_MESSAGES.blocked);
    },
    'DELETE /blocks/:userId': () => {
      blocks = [];
      return envelope(200, MESSAGING_MESSAGES.unblocked);
    },
    ...overrides,
  });
}

async function open(path = '/messages?c=conversation-1') {
  const before = sockets.length;
  const rendered = renderWithData(<Harness />, path);
  await waitFor(() => expect(sockets.length).toBeGreaterThan(before));
  const socket = lastSocket();
  act(() => socket.connectNow());
  const log = await screen.findByRole('log', { name: /^Messages with/ });
  if (path.includes('?c=')) await within(log).findByText('Hello there');
  return { ...rendered, socket };
}

const panel = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Contact details' }));
  return screen.getByRole('complementary', { name: 'Contact details' });
};
const composer = () => screen.queryByRole('textbox', { name: /^Message to/ });

beforeEach(() => {
  blocks = [];
  signInAs('graduate');
});
afterEach(() => {
  clearSession();
  realtime.stop();
  outbox.clear();
});

describe('blocking from the contact panel', () => {
  it('blocks only after confirming, shows progress, then the pane says so and offers Unblock', async () => {
    const post = held(() => {
      blocks = [BLOCKED_EMEKA];
      return envelope(200, MESSAGING_MESSAGES.blocked);
    });
    serveChat({ 'POST /blocks': post.handler });
    await open();
    const details = await panel();
    await userEvent.click(within(details).getByRole('button', { name: `Block ${EMEKA.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Block ${EMEKA.name}?` });

    // Cancel blocks nobody.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requestsTo('POST /blocks')).toEqual([]);

    await userEvent.click(within(details).getByRole('button', { name: `Block ${EMEKA.name}` }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: `Block ${EMEKA.name}?` })).getByRole('button', {
        name: 'Block',
      }),
    );
    const busy = within(screen.getByRole('dialog')).getByRole('button', { name: 'Blocking…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(server.requestsTo('POST /blocks').map((request) => request.body)).toEqual([
      { user_id: EMEKA._id },
    ]);
    post.release();

    expect(await screen.findByText(MESSAGING_MESSAGES.blocked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The panel now offers Unblock, and the message box gives way to the notice with Unblock.
    expect(within(details).getByRole('button', { name: `Unblock ${EMEKA.name}` })).toBeTruthy();
    await userEvent.click(within(details).getByRole('button', { name: 'Close contact details' }));
    const notice = screen.getByRole('region', { name: 'Blocked' });
    expect(notice.textContent).toContain(`You blocked ${EMEKA.name}.`);
    expect(composer()).toBeNull();

    await userEvent.click(within(notice).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.unblocked)).toBeTruthy();
    expect(server.requestsTo(`DELETE /blocks/${EMEKA._id}`)).toHaveLength(1);
    await waitFor(() => expect(composer()).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Blocked' })).toBeNull();
  });

  it('a block the server refuses keeps the dialog open with its msg, and nothing changes', async () => {
    serveChat({ 'POST /blocks': () => envelope(404, MESSAGING_MESSAGES.userToBlockNotFound) });
    await open();
    await userEvent.click(within(await panel()).getByRole('button', { name: `Block ${EMEKA.name}` }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      MESSAGING_MESSAGES.userToBlockNotFound,
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(composer()).toBeTruthy();
  });

  it('someone blocked earlier shows blocked on opening; an unblock refused shows the msg, Unblocking… meanwhile', async () => {
    blocks = [BLOCKED_EMEKA];
    const remove = held(() => envelope(500, 'Something went wrong on our side. Try again in a minute.'));
    serveChat({ 'DELETE /blocks/:userId': remove.handler });
    await open();
    const notice = await screen.findByRole('region', { name: 'Blocked' });
    expect(composer()).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Unblock' }));
    expect(within(notice).getByRole('button', { name: 'Unblocking…' })).toBeTruthy();
    remove.release();
    expect((await within(notice).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Try again in a minute.',
    );
    expect(composer()).toBeNull();
  });

  it('a new chat with someone already blocked offers Unblock instead of the message box', async () => {
    blocks = [{ ...BLOCKED_EMEKA, _id: 'account-3', name: 'Tunde Ade', username: 'tunde' }];
    serveChat({ 'GET /users/:q': () => envelope(200, MESSAGING_MESSAGES.userFound, aLookup()) });
    await open('/messages?to=tunde');
    const notice = await screen.findByRole('region', { name: 'Blocked' });
    expect(notice.textContent).toContain('You blocked Tunde Ade.');
    expect(composer()).toBeNull();
    // No report of a conversation that does not exist yet.
    expect(within(await panel()).queryByRole('button', { name: 'Report conversation' })).toBeNull();
  });
});

describe('a message to someone who blocked you', () => {
  it("shows the server's msg on the message, and nothing is blocked on this side", async () => {
    serveChat();
    const { socket } = await open();
    socket.answer('send-message', () => ({
      status: 'Forbidden',
      msg: MESSAGING_MESSAGES.blockedByRecipient,
      payload: null,
    }));
    await userEvent.type(composer()!, 'Are you still hiring?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(MESSAGES.messageSendError(MESSAGING_MESSAGES.blockedByRecipient)),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Blocked' })).toBeNull();
  });
});

describe('reporting a conversation', () => {
  it('needs a reason of at most the limit, shows Sending report…, then the server msg', async () => {
    const post = held(() => envelope(201, MESSAGING_MESSAGES.reported, { _id: 'r-1' }));
    serveChat({ 'POST /conversations/:id/report': post.handler });
    await open();
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Report conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Report conversation' });
    const reason = within(dialog).getByRole('textbox', { name: /What is wrong with this conversation\?/ });
    expect(reason.getAttribute('maxlength')).toBe(String(REPORT_REASON_MAX_LENGTH));
    expect(reason.getAttribute('aria-required')).toBe('true');

    // Blank (spaces only) is refused here, with the contract's sentence; nothing is sent.
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Say what is wrong with this conversation')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(server.requestsTo('POST /conversations/conversation-1/report')).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  He asked me to pay a fee for the interview.  ');
    expect(within(dialog).getByText(`47 of ${REPORT_REASON_MAX_LENGTH} characters`)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('button', { name: 'Sending report…' })).toBeTruthy();
    expect(server.requestsTo('POST /conversations/conversation-1/report').map((r) => r.body)).toEqual([
      { reason: 'He asked me to pay a fee for the interview.' },
    ]);
    post.release();
    expect((await within(dialog).findByRole('status')).textContent).toBe(MESSAGING_MESSAGES.reported);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a reason over the limit cannot be typed; a refusal keeps the reason and shows the server msg', async () => {
    serveChat({
      'POST /conversations/:id/report': () => envelope(404, MESSAGING_MESSAGES.conversationNotFound),
    });
    await open();
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Report conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Report conversation' });
    const reason = within(dialog).getByRole('textbox', { name: /What is wrong/ }) as HTMLTextAreaElement;
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(REPORT_REASON_MAX_LENGTH + 20));
    expect(reason.value).toHaveLength(REPORT_REASON_MAX_LENGTH);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      MESSAGING_MESSAGES.conversationNotFound,
    );
    expect(reason.value).toHaveLength(REPORT_REASON_MAX_LENGTH);
  });
});
