import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TICKET_EVENTS, TICKET_MESSAGES, ticketPreview } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aMessage, anAdmin, aTicket } from '../test/fixtures';
import { TicketsPage } from './tickets-page';

beforeEach(() => signInAs('graduate', 'graduate-1'));

const counts = (all: number, ongoing: number, closed: number) => () =>
  envelope(200, 'Ticket counts loaded', { all, ongoing, closed });

function renderPage(path = '/tickets') {
  return renderWithData(
    <>
      <TicketsPage />
      <Toaster />
    </>,
    path,
  );
}

describe('/tickets (spec 001 §2 Tickets)', () => {
  it('lists my tickets with the tab counts, the date and the preview of the last message, 20 a page', async () => {
    const server = serve({
      'GET /tickets': () => envelope(200, 'Tickets loaded', { ...paged([aTicket()], 1, 3), totalDocs: 41 }),
      'GET /tickets/counts': counts(41, 30, 11),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    expect(within(list).getByText('Cannot upload my certificate')).toBeTruthy();
    const preview = ticketPreview(aTicket().last_message!.text);
    expect(preview.endsWith('…')).toBe(true);
    expect(within(list).getByText(preview)).toBeTruthy();
    expect(within(list).getByText('1 Oct 2025')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /All tickets/ }).textContent).toContain('41');
    expect(screen.getByRole('tab', { name: /In progress/ }).textContent).toContain('30');
    expect(screen.getByRole('tab', { name: /Closed/ }).textContent).toContain('11');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    const query = new URL(server.requestsTo('GET /tickets')[0]!.url, 'http://x').searchParams;
    expect(query.get('created_by')).toBe('account-1');
    expect(query.get('limit')).toBe('20');
  });

  it("says 'You have no ticket created' when there is none", async () => {
    serve({ 'GET /tickets': () => envelope(200, 'ok', paged([])), 'GET /tickets/counts': counts(0, 0, 0) });
    renderPage();
    expect(await screen.findByRole('heading', { name: TICKET_MESSAGES.noTicket })).toBeTruthy();
  });

  it('asks for the closed tickets under Closed', async () => {
    const server = serve({
      'GET /tickets': () => envelope(200, 'ok', paged([aTicket({ status: 'closed' })])),
      'GET /tickets/counts': counts(1, 0, 1),
    });
    renderPage('/tickets?tab=closed');
    await screen.findByRole('list', { name: 'Your tickets' });
    expect(new URL(server.requestsTo('GET /tickets')[0]!.url, 'http://x').searchParams.get('status')).toBe(
      'closed',
    );
  });

  it('flashes an error on each empty field and creates the ticket with the title and description', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /tickets': () => envelope(200, 'ok', paged([])),
      'GET /tickets/counts': counts(0, 0, 0),
      'POST /tickets': () => envelope(201, TICKET_MESSAGES.created, aTicket({ _id: 'ticket-9' })),
      'GET /tickets/ticket-9': () => envelope(200, 'ok', aTicket({ _id: 'ticket-9' })),
      'GET /tickets/ticket-9/messages': () =>
        envelope(200, 'ok', paged([aMessage({ ticket_id: 'ticket-9' })])),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create ticket' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Description is required')).toBeTruthy();
    expect(server.requestsTo('POST /tickets')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Title/), 'Cannot upload my certificate');
    await user.type(within(dialog).getByLabelText(/Description/), 'It stops at 90%');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(TICKET_MESSAGES.created)).toBeTruthy();
    expect(server.requestsTo('POST /tickets')[0]!.body).toEqual({
      created_by: 'account-1',
      title: 'Cannot upload my certificate',
      message: 'It stops at 90%',
    });
    // The new ticket opens.
    expect(
      await screen.findByRole('heading', { name: 'Cannot upload my certificate', level: 2 }),
    ).toBeTruthy();
  });

  it('opens the ticket from the address: not assigned yet, then sends the reply URL-encoded', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /tickets': () => envelope(200, 'ok', paged([aTicket()])),
      'GET /tickets/counts': counts(1, 1, 0),
      'GET /tickets/ticket-1': () => envelope(200, 'ok', aTicket()),
      'GET /tickets/ticket-1/messages': () => envelope(200, 'ok', paged([aMessage()])),
      'POST /tickets/ticket-1/messages': () =>
        envelope(201, 'Message sent', aMessage({ _id: 'message-2', text: '100% sure & still stuck?' })),
    });
    renderPage('/tickets?ticket=ticket-1');
    expect(await screen.findByText(TICKET_MESSAGES.notAssigned)).toBeTruthy();
    const link = screen.getByRole('link', { name: /Cannot upload my certificate/ });
    expect(link.getAttribute('aria-current')).toBe('true');
    await screen.findByRole('list', { name: 'Messages' });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message is required')).toBeTruthy();
    expect(server.requestsTo('POST /tickets/ticket-1/messages')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your message'), '100% sure & still stuck?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(await within(messages).findByText('100% sure & still stuck?')).toBeTruthy();
    expect(server.requestsTo('POST /tickets/ticket-1/messages')[0]!.body).toEqual({
      created_by: 'account-1',
      text: encodeURIComponent('100% sure & still stuck?'),
    });
  });

  it('links my report of a conversation to that conversation; a support question has no such link', async () => {
    const report = aTicket({
      _id: 'ticket-9',
      kind: 'report',
      conversation_id: 'conversation-7',
      title: 'Reported conversation with Tunde Ade',
    });
    serve({
      'GET /tickets': () => envelope(200, 'ok', paged([report, aTicket()])),
      'GET /tickets/counts': counts(2, 2, 0),
      'GET /tickets/ticket-9': () => envelope(200, 'ok', report),
      'GET /tickets/ticket-9/messages': () =>
        envelope(200, 'ok', paged([aMessage({ ticket_id: 'ticket-9' })])),
      'GET /tickets/ticket-1': () => envelope(200, 'ok', aTicket()),
      'GET /tickets/ticket-1/messages': () => envelope(200, 'ok', paged([aMessage()])),
    });
    const { unmount } = renderPage('/tickets?ticket=ticket-9');
    const link = await screen.findByRole('link', { name: 'Open the conversation you reported' });
    expect(link.getAttribute('href')).toBe('/messages?c=conversation-7');
    unmount();
    renderPage('/tickets?ticket=ticket-1');
    expect(
      await screen.findByRole('heading', { name: 'Cannot upload my certificate', level: 2 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the conversation you reported' })).toBeNull();
  });

  it('highlights a ticket with a replying admin and names them', async () => {
    serve({
      'GET /tickets': () => envelope(200, 'ok', paged([aTicket({ replying_admin: anAdmin })])),
      'GET /tickets/counts': counts(1, 1, 0),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: /Cannot upload my certificate/ });
    expect(link.getAttribute('data-assigned')).toBe('true');
    expect(within(link).getByText('Replying: Bola Admin')).toBeTruthy();
  });

  it('shows a reply that arrives live', async () => {
    const { realtime } = await import('@/lib/socket');
    serve({
      'GET /tickets': () => envelope(200, 'ok', paged([aTicket()])),
      'GET /tickets/counts': counts(1, 1, 0),
      'GET /tickets/ticket-1': () => envelope(200, 'ok', aTicket()),
      'GET /tickets/ticket-1/messages': () => envelope(200, 'ok', paged([aMessage()])),
    });
    const listeners: ((event: unknown) => void)[] = [];
    const original = realtime.on;
    realtime.on = (event: string, listener: (...args: any[]) => void) => {
      if (event === TICKET_EVENTS.message) listeners.push(listener);
      return () => undefined;
    };
    try {
      renderPage('/tickets?ticket=ticket-1');
      const messages = await screen.findByRole('list', { name: 'Messages' });
      act(() => {
        for (const listener of listeners)
          listener({
            ticket: aTicket({ replying_admin: anAdmin }),
            message: aMessage({
              _id: 'message-3',
              text: 'Please try again now',
              created_by: { _id: 'admin-account-1', name: 'Bola Admin', user_type: 'admin', avatar: null },
            }),
          });
      });
      expect(await within(messages).findByText('Please try again now')).toBeTruthy();
      expect(screen.queryByText(TICKET_MESSAGES.notAssigned)).toBeNull();
    } finally {
      realtime.on = original;
    }
  });
});
