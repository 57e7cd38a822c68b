import { z } from 'zod';
import { pagedSchema } from '../api';
import { fileSchema } from '../profiles';
import { USER_TYPES } from '../roles';

/* Shapes the server answers with. */

/**
 * A member of a conversation (spec 000 §3 "User" subset). `email` and `phone` fill the contact side panel; they are
 * null until that member has written in the conversation (so starting a chat with someone does not reveal their
 * contact details), and always filled for the caller's own entry.
 */
export const chatUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  user_type: z.enum(USER_TYPES),
  avatar: fileSchema.nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/**
 * An attachment: `{_id, url, title, size, mimetype}`. `url` (/api/v1/messages/media/{_id}) is read with the bearer
 * token by the uploader and the conversation's members; pictures are served inline, PDFs as attachments.
 */
export const messageMediaSchema = fileSchema.extend({ _id: z.string() });
export type MessageMedia = z.infer<typeof messageMediaSchema>;

/** Spec 000 §3 "Message" (isRead and isSent are the client's own flags). */
export const messageSchema = z.object({
  _id: z.string(),
  conversation_id: z.string(),
  client_id: z.string(),
  created_by: z.object({ _id: z.string(), name: z.string(), avatar: fileSchema.nullable() }),
  text: z.string(),
  media: messageMediaSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** Where each member has read up to: a message is 'seen' by a member once their last_read_at >= its createdAt. */
export const readReceiptSchema = z.object({
  conversation_id: z.string(),
  user_id: z.string(),
  last_read_at: z.string().nullable(),
});
export type ReadReceipt = z.infer<typeof readReceiptSchema>;

/**
 * Spec 000 §3 "Conversation", as one member sees it. `recipients` are the members other than `created_by`;
 * `updatedAt` is the last activity (lists are newest activity first). `unread_count` is the caller's.
 */
export const conversationSchema = z.object({
  _id: z.string(),
  created_by: chatUserSchema,
  recipients: z.array(chatUserSchema),
  last_message: messageSchema.nullable(),
  unread_count: z.number().int(),
  reads: z.array(readReceiptSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = pagedSchema(conversationSchema);

/** Message history, newest first; the next (older) page is `?before={nextBefore}` while `hasMore`. */
export const messagePageSchema = z.object({
  docs: z.array(messageSchema),
  limit: z.number().int(),
  hasMore: z.boolean(),
  nextBefore: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** What create-chat (and POST /v1/conversations) answers: the conversation (new or reused) and the message. */
export const createChatResultSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
  /** False when the member set already had a conversation and it was reused. */
  created: z.boolean(),
});
export type CreateChatResult = z.infer<typeof createChatResultSchema>;

/** The top bar's Messages badge. */
export const unreadCountSchema = z.object({
  unread_messages: z.number().int(),
  unread_conversations: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET /v1/users/{username_or_email}: one account by exact username or e-mail; nothing to harvest. */
export const userLookupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: fileSchema.nullable(),
  user_type: z.enum(USER_TYPES),
});
export type UserLookup = z.infer<typeof userLookupSchema>;

export const blockedUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: fileSchema.nullable(),
  blockedAt: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const conversationReportSchema = z.object({
  _id: z.string(),
  conversation_id: z.string(),
  createdAt: z.string(),
});

/**
 * A reported conversation as the administrators' support desk reads it (GET messagingDeskOperations.reportedConversation):
 * every member with their contact details and whether the account is active, and every report of it, oldest
 * first. Its messages are read at messagingDeskOperations.reportedMessages (a MessagePage, newest first).
 */
export const reportedConversationSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  members: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      username: z.string(),
      email: z.string(),
      user_type: z.enum(USER_TYPES),
      avatar: fileSchema.nullable(),
      is_active: z.boolean(),
    }),
  ),
  reports: z.array(
    z.object({
      _id: z.string(),
      reporter: z.object({ _id: z.string(), name: z.string() }),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;
