import type { Ticket, TicketMessage } from '@tvet/contract';

export function aTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    _id: 'ticket-1',
    title: 'Cannot upload my certificate',
    status: 'ongoing',
    kind: 'support',
    conversation_id: null,
    createdAt: '2025-10-01T09:00:00.000Z',
    updatedAt: '2025-10-01T09:00:00.000Z',
    created_by: {
      _id: 'account-1',
      name: 'Ada Obi',
      username: 'ada',
      user_type: 'graduate',
      avatar: null,
    },
    replying_admin: null,
    last_message: {
      text: 'The upload stops at ninety percent every time I try it on my phone',
      createdAt: '2025-10-01T09:00:00.000Z',
      created_by: 'account-1',
    },
    message_count: 1,
    assignedAt: null,
    firstResponseAt: null,
    closedAt: null,
    first_response_seconds: null,
    resolution_seconds: null,
    ...overrides,
  };
}

export const anAdmin = {
  _id: 'admin-profile-1',
  user_id: { _id: 'admin-account-1', name: 'Bola Admin', avatar: null },
};

export function aMessage(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    _id: 'message-1',
    ticket_id: 'ticket-1',
    created_by: { _id: 'account-1', name: 'Ada Obi', user_type: 'graduate', avatar: null },
    text: 'The upload stops at ninety percent every time I try it on my phone',
    createdAt: '2025-10-01T09:00:00.000Z',
    ...overrides,
  };
}
