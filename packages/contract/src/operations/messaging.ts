import {
  conversationParamsSchema,
  messagePageSchema,
  messagesQuerySchema,
  reportedConversationSchema,
} from '../messaging';
import { defineOperation } from '../operation';

const deskTags = ['admin: support desk'] as const;

/**
 * A reported conversation as the administrators' support desk reads it (the rest of messaging is still written
 * by hand, MESSAGING_ROUTES).
 */
export const messagingDeskOperations = {
  reportedConversation: defineOperation({
    method: 'GET',
    path: '/v1/admin/conversations/:id',
    tags: deskTags,
    summary: 'A reported conversation: its members (contact details, active or not) and every report of it',
    params: conversationParamsSchema,
    response: reportedConversationSchema,
  }),
  reportedMessages: defineOperation({
    method: 'GET',
    path: '/v1/admin/conversations/:id/messages',
    tags: deskTags,
    summary:
      "A reported conversation's messages, newest first (?before={message id}); the first page is written to the audit log",
    params: conversationParamsSchema,
    query: messagesQuerySchema,
    response: messagePageSchema,
  }),
};
