import { z } from 'zod';
import {
  blockedUserSchema,
  blockParamsSchema,
  blockSchema,
  conversationPageSchema,
  conversationParamsSchema,
  conversationReportSchema,
  conversationSchema,
  conversationsQuerySchema,
  createChatPayloadSchema,
  createChatResultSchema,
  mediaParamsSchema,
  mediaUploadSchema,
  messageMediaSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  postMessageSchema,
  readReceiptSchema,
  reportedConversationSchema,
  reportSchema,
  unreadCountSchema,
  userLookupParamsSchema,
  userLookupSchema,
} from '../messaging';
import { defineOperation } from '../operation';

const tags = ['messaging'] as const;
const params = conversationParamsSchema;

/**
 * Messaging's REST operations (spec 000 §7 'Realtime messaging': paging history, and clients without a socket);
 * the socket's events are MESSAGING_EVENTS. Routes on one conversation answer its members only (404 to others).
 */
export const messagingOperations = {
  conversations: defineOperation({
    method: 'GET',
    path: '/v1/conversations',
    tags,
    summary: 'Your conversations, newest activity first, with the last message and your unread count',
    query: conversationsQuerySchema,
    response: conversationPageSchema,
  }),
  unread: defineOperation({
    method: 'GET',
    path: '/v1/conversations/unread',
    tags,
    summary: 'Your unread messages and the conversations holding them (the top bar badge)',
    response: unreadCountSchema,
  }),
  /** 201 for a new conversation, 200 when the conversation of exactly those members is reused. */
  createChat: defineOperation({
    method: 'POST',
    path: '/v1/conversations',
    tags,
    summary:
      'Start a chat (create-chat): reuses the conversation of exactly you + the recipients when there is one',
    body: createChatPayloadSchema,
    response: createChatResultSchema,
  }),
  conversation: defineOperation({
    method: 'GET',
    path: '/v1/conversations/:id',
    tags,
    summary: 'One of your conversations',
    params,
    response: conversationSchema,
  }),
  messages: defineOperation({
    method: 'GET',
    path: '/v1/conversations/:id/messages',
    tags,
    summary: 'Message history, newest first; ?before={message id} for older messages',
    params,
    query: messagesQuerySchema,
    response: messagePageSchema,
  }),
  /** 201 for a new message, 200 when a resent client_id answers the stored copy. */
  send: defineOperation({
    method: 'POST',
    path: '/v1/conversations/:id/messages',
    tags,
    summary: 'Send a message (send-message without a socket); a resent client_id answers the stored copy',
    params,
    body: postMessageSchema,
    response: messageSchema,
  }),
  read: defineOperation({
    method: 'POST',
    path: '/v1/conversations/:id/read',
    tags,
    summary: 'Mark the conversation read up to now (the other members see it as seen)',
    params,
    response: readReceiptSchema,
  }),
  report: defineOperation({
    method: 'POST',
    path: '/v1/conversations/:id/report',
    tags,
    summary:
      "Report the conversation to the administrators: it reaches the support desk as the reporter's ticket of kind 'report'",
    params,
    body: reportSchema,
    response: conversationReportSchema,
    status: 201,
  }),
  uploadMedia: defineOperation({
    method: 'POST',
    path: '/v1/messages/media',
    tags,
    summary:
      "Upload an attachment (PNG, JPEG, WebP or PDF, at most 5 MB; checked by content, pictures re-encoded), then send it as a message's media: {_id}",
    body: mediaUploadSchema,
    response: messageMediaSchema,
    status: 201,
  }),
  /** The bytes, not an envelope: pictures inline, PDFs as downloads. */
  mediaFile: defineOperation({
    method: 'GET',
    path: '/v1/messages/media/:id',
    tags,
    summary:
      'An attachment: its uploader and the members of its conversation only (pictures inline, PDFs as downloads)',
    params: mediaParamsSchema,
  }),
  findUser: defineOperation({
    method: 'GET',
    path: '/v1/users/:usernameOrEmail',
    tags,
    summary: 'Find one account by its exact username or e-mail address (chat user search)',
    params: userLookupParamsSchema,
    response: userLookupSchema,
  }),
  blocks: defineOperation({
    method: 'GET',
    path: '/v1/blocks',
    tags,
    summary: 'The accounts you have blocked',
    response: z.array(blockedUserSchema),
  }),
  block: defineOperation({
    method: 'POST',
    path: '/v1/blocks',
    tags,
    summary: 'Block an account: it can no longer send you messages',
    body: blockSchema,
    response: z.null(),
  }),
  unblock: defineOperation({
    method: 'DELETE',
    path: '/v1/blocks/:userId',
    tags,
    summary: 'Unblock an account',
    params: blockParamsSchema,
    response: z.null(),
  }),
};

const deskTags = ['admin: support desk'] as const;

/**
 * A reported conversation as the administrators' support desk reads it (served by messaging).
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
