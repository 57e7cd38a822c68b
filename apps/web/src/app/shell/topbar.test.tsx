import { act, screen, waitFor } from '@testing-library/react';
import { MESSAGING_MESSAGES } from '@tvet/contract';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { lastSocket, sockets } from '@/test/fake-socket';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { Topbar } from './topbar';

function renderTopbar() {
  return renderWithData(
    <Topbar
      name="Amina Bello"
      username="amina"
      menuOpen={false}
      menuButtonRef={createRef()}
      onOpenMenu={() => undefined}
    />,
    '/overview',
  );
}

const counted = (messages: number) =>
  envelope(200, MESSAGING_MESSAGES.unreadCounted, { unread_messages: messages, unread_conversations: 1 });

beforeEach(() => signInAs('graduate'));
afterEach(() => {
  clearSession();
  realtime.stop();
});

describe('the top bar on every signed-in page (issue 11)', () => {
  it('shows the unread count on Messages, and a new message raises it at once', async () => {
    let unread = 3;
    const server = serve({ 'GET /conversations/unread': () => counted(unread) });
    const before = sockets.length;
    renderTopbar();
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread messages' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.textContent).toContain('3');
    await waitFor(() => expect(sockets.length).toBe(before + 1));
    const socket = lastSocket();
    act(() => socket.connectNow());
    unread = 4;
    act(() =>
      socket.push('receive-message', {
        _id: 'm9',
        conversation_id: 'c9',
        client_id: 'client-m9-abc',
        created_by: { _id: 'account-2', name: 'Emeka', avatar: null },
        text: 'Hello',
        media: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Messages, 4 unread messages' })).toBeTruthy();
    expect(server.requestsTo('GET /conversations/unread').length).toBeGreaterThanOrEqual(2);
  });

  it('shows no badge when nothing is unread', async () => {
    const server = serve({ 'GET /conversations/unread': () => counted(0) });
    renderTopbar();
    await waitFor(() => expect(server.requestsTo('GET /conversations/unread')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Messages' }).textContent).toBe('Messages');
  });
});
