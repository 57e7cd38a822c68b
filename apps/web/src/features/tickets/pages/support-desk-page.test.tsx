import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGING_MESSAGES,
  type Message,
  type MessagePage,
  type ReportedConversation,
  TICKET_KIND_LABELS,
  TICKET_MESSAGES,
} from '@tvet/contract';
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

const reportTicket = aTicket({
  _id: 'ticket-9',
  kind: 'report',
  conversation_id: 'conversation-7',
  title: 'Reported conversation with Tunde Ade',
  last_message: {
    text: 'He asks me to pay for an interview',
    createdAt: '2025-10-02T09:00:00.000Z',
    created_by: 'account-1',
  },
});

const reported: ReportedConversation = {
  _id: 'conversation-7',
  createdAt: '2025-10-01T08:00:00.000Z',
  members: [
    {
      _id: 'account-1',
      name: 'Ada Obi',
      username: 'ada',
      email: 'ada@example.ng',
      user_type: 'graduate',
      avatar: null,
      is_active: true,
    },
    {
      _id: 'account-7',
      name: 'Tunde Ade',
      username: 'tunde',
      email: 'tunde@example.ng',
      user_type: 'employer',
      avatar: null,
      is_active: false,
    },
  ],
  reports: [
    {
      _id: 'report-1',
      reporter: { _id: 'account-1', name: 'Ada Obi' },
      reason: 'He asks me to pay for an interview',
      createdAt: '2025-10-02T09:00:00.000Z',
    },
  ],
};

function aChatMessage(id: string, text: string, overrides: Partial<Message> = {}): Message {
  return {
    _id: id,
    conversation_id: 'conversation-7',
    client_id: `client-${id}`,
    created_by: { _id: 'account-7', name: 'Tunde Ade', avatar: null },
    text,
    media: null,
    createdAt: '2025-10-01T08:00:00.000Z',
    updatedAt: '2025-10-01T08:00:00.000Z',
    ...overrides,
  };
}

describe('Support desk: conversation reports (issue 11)', () => {
  it("marks a report in the queue, filters by kind, and reads the reported conversation's members, reports and messages", async () => {
    const user = userEvent.setup();
    const newest: MessagePage = {
      docs: [
        aChatMessage('m3', '', {
          media: {
            _id: 'f1',
            url: '/api/v1/messages/media/f1',
            title: 'receipt.pdf',
            size: 2048,
            mimetype: 'application/pdf',
          },
        }),
        aChatMessage('m2', 'Send 20,000 naira first'),
      ],
      limit: 2,
      hasMore: true,
      nextBefore: 'm2',
    };
    const older: MessagePage = {
      docs: [aChatMessage('m1', 'Hello Ada')],
      limit: 2,
      hasMore: false,
      nextBefore: null,
    };
    const server = serve({
      'GET /admin/tickets': () => envelope(200, 'ok', paged([reportTicket])),
      'GET /admin/tickets/stats': () => envelope(200, 'ok', stats),
      'GET /tickets/ticket-9': () => envelope(200, 'ok', reportTicket),
      'GET /tickets/ticket-9/messages': () =>
        envelope(
          200,
          'ok',
          paged([aMessage({ ticket_id: 'ticket-9', text: 'He asks me to pay for an interview' })]),
        ),
      'GET /admin/conversations/conversation-7': () =>
        envelope(200, MESSAGING_MESSAGES.reportedConversationLoaded, reported),
      'GET /admin/conversations/conversation-7/messages': (url) =>
        envelope(
          200,
          MESSAGING_MESSAGES.messagesLoaded,
          url.searchParams.get('before') === 'm2' ? older : newest,
        ),
    });
    renderWithData(<SupportDeskPage />, '/admin/support?kind=report');
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(list).getByText(TICKET_KIND_LABELS.report)).toBeTruthy();
    const query = new URL(server.requestsTo('GET /admin/tickets')[0]!.url, 'http://x').searchParams;
    expect(query.get('kind')).toBe('report');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('report');

    await user.click(within(list).getByRole('link', { name: /Reported conversation with Tunde Ade/ }));
    // Nothing private is asked for until the administrator chooses to read it.
    await user.click(await screen.findByRole('button', { name: 'Read the reported conversation' }));
    expect(server.requestsTo('GET /admin/conversations/conversation-7').length).toBe(1);
    const dialog = await screen.findByRole('dialog', { name: 'Reported conversation' });
    expect(within(dialog).getByText(/recorded in the audit log/)).toBeTruthy();
    expect(await within(dialog).findByText('He asks me to pay for an interview')).toBeTruthy();
    // Each member links to their account in the console, where an account is deactivated.
    expect(within(dialog).getByRole('link', { name: 'Account of Tunde Ade' }).getAttribute('href')).toBe(
      '/admin/accounts/account-7',
    );
    expect(within(dialog).getByText('Deactivated')).toBeTruthy();
    expect(within(dialog).getByText('Reported it')).toBeTruthy();

    const messages = await within(dialog).findByRole('list', { name: 'Reported messages' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Send 20,000 naira first'),
      expect.stringContaining('Open attachment receipt.pdf'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    expect(within(messages).getAllByRole('listitem')[0]!.textContent).toContain('Hello Ada');
    expect(within(dialog).queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('says so when the reported conversation cannot be loaded, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    serve({
      'GET /admin/tickets': () => envelope(200, 'ok', paged([reportTicket])),
      'GET /admin/tickets/stats': () => envelope(200, 'ok', stats),
      'GET /tickets/ticket-9': () => envelope(200, 'ok', reportTicket),
      'GET /tickets/ticket-9/messages': () => envelope(200, 'ok', paged([])),
      'GET /admin/conversations/conversation-7': () =>
        fail
          ? envelope(404, MESSAGING_MESSAGES.reportedConversationNotFound, null)
          : envelope(200, 'ok', reported),
      'GET /admin/conversations/conversation-7/messages': () =>
        envelope(200, 'ok', { docs: [], limit: 30, hasMore: false, nextBefore: null }),
    });
    renderWithData(<SupportDeskPage />, '/admin/support?ticket=ticket-9');
    await user.click(await screen.findByRole('button', { name: 'Read the reported conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reported conversation' });
    expect(await within(dialog).findByText(MESSAGING_MESSAGES.reportedConversationNotFound)).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No messages in this conversation.')).toBeTruthy();
  });

  it('shows no conversation button on a support question', async () => {
    serve({
      'GET /admin/tickets': () => envelope(200, 'ok', paged([aTicket()])),
      'GET /admin/tickets/stats': () => envelope(200, 'ok', stats),
      'GET /tickets/ticket-1': () => envelope(200, 'ok', aTicket()),
      'GET /tickets/ticket-1/messages': () => envelope(200, 'ok', paged([aMessage()])),
    });
    renderWithData(<SupportDeskPage />, '/admin/support?ticket=ticket-1');
    expect(await screen.findByRole('button', { name: 'Close ticket' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Read the reported conversation' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Tickets' });
    expect(within(list).queryByText(TICKET_KIND_LABELS.report)).toBeNull();
  });
});
