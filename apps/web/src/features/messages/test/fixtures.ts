import type { ChatUser, Conversation, Message, MessagePage, UnreadCount, UserLookup } from '@tvet/contract';

/** The signed-in person of the tests (signInAs gives account-1). */
export const ME: ChatUser = {
  _id: 'account-1',
  name: 'Amina Bello',
  username: 'amina',
  user_type: 'graduate',
  avatar: null,
  email: 'amina@example.ng',
  phone: '+2348030000001',
};

export function aChatUser(overrides: Partial<ChatUser> = {}): ChatUser {
  return {
    _id: 'account-2',
    name: 'Chukwuemeka Okonkwo-Adeyemi',
    username: 'emeka',
    user_type: 'employer',
    avatar: null,
    email: null,
    phone: null,
    ...overrides,
  };
}

let sequence = 0;
export function aMessage(overrides: Partial<Message> = {}): Message {
  sequence += 1;
  return {
    _id: `message-${sequence}`,
    conversation_id: 'conversation-1',
    client_id: `client-${sequence}-abcdef`,
    created_by: { _id: 'account-2', name: 'Chukwuemeka Okonkwo-Adeyemi', avatar: null },
    text: 'Good morning, are you still looking for work?',
    media: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  const last = overrides.last_message === undefined ? aMessage() : overrides.last_message;
  return {
    _id: 'conversation-1',
    created_by: aChatUser(),
    recipients: [ME],
    last_message: last,
    unread_count: 0,
    reads: [],
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    updatedAt: last?.createdAt ?? new Date().toISOString(),
    ...overrides,
  };
}

export function aPage(docs: Message[], nextBefore: string | null = null): MessagePage {
  return { docs, limit: 30, hasMore: nextBefore !== null, nextBefore };
}

export function aLookup(overrides: Partial<UserLookup> = {}): UserLookup {
  return {
    _id: 'account-3',
    name: 'Tunde Ade',
    username: 'tunde',
    avatar: null,
    user_type: 'graduate',
    ...overrides,
  };
}

export const unread = (messages: number, conversations = messages > 0 ? 1 : 0): UnreadCount => ({
  unread_messages: messages,
  unread_conversations: conversations,
});
