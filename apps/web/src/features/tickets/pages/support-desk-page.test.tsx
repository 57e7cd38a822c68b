import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TICKET_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aMessage, aTicket } from '../test/fixtures';
import { SupportDeskPage } from './support-desk-page';

beforeEach(() => signInAs('admin', 'admin-profile-1'));

const stats = {
  ongoing: 4,
  unassigned: 2,
  closed: 7,
  responded: 9,
  average_first_response_seconds: 3 * 3600 + 20 * 60,
  average_resolution_seconds: 2 * 86400,
};

describe('Support desk', () => {
  it('opens on the queue (unassigned, in progress, oldest first) with the averages, and assigns then closes a ticket', async () => {
    const user = userEvent.setup();
    let ticket = aTicket({ first_response_seconds: null });
    const server = serve({
      'GET /admin/tickets': () => envelope(200, 'ok', paged([aTicket()])),
      'GET /admin/tickets/stats': () => envelope(200, 'ok', stats),
      'GET /tickets/ticket-1': () => envelope(200, 'ok', ticket),
      'GET /tickets/ticket-1/messages': () => envelope(200, 'ok', paged([aMessage()])),
      'POST /admin/tickets/ticket-1/assign': () => {
        ticket = aTicket({
          replying_admin: { _id: 'admin-profile-1', user_id: { _id: 'account-1', name: 'Me', avatar: null } },
        });
        return envelope(200, TICKET_MESSAGES.assigned, ticket);
      },
      'POST /admin/tickets/ticket-1/close': () => {
        ticket = { ...ticket, status: 'closed', resolution_seconds: 5400 };
        return envelope(200, TICKET_MESSAGES.closed, ticket);
      },
    });
    renderWithData(
      <>
        <SupportDeskPage />
        <Toaster />
      </>,
      '/admin/support',
    );
    const figures = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(figures).getByText(/Ada Obi/)).toBeTruthy();
    const query = new URL(server.requestsTo('GET /admin/tickets')[0]!.url, 'http://x').searchParams;
    expect(query.get('assigned')).toBe('unassigned');
    expect(query.get('status')).toBe('ongoing');
    expect(query.get('order')).toBe('oldest');
    expect(await screen.findByText('3 h 20 min')).toBeTruthy();
    expect(screen.getByText('2 d')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: /Cannot upload my certificate/ }));
    await user.click(await screen.findByRole('button', { name: 'Assign to myself' }));
    expect(await screen.findByText(TICKET_MESSAGES.assigned)).toBeTruthy();
    expect(await screen.findByText('Replying: Me')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign to myself' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText(TICKET_MESSAGES.closed)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reopen ticket' })).toBeTruthy();
    expect(screen.getByText('1 h 30 min')).toBeTruthy();
    // A closed ticket is reopened before anyone replies.
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });
});
