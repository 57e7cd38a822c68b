import { z } from 'zod';
import { idSchema, pageQuerySchema } from '../api';
import { MAX_PAGE_SIZE } from '../limits';
import { fileInputSchema } from '../uploads';
import {
  CLIENT_ID_PATTERN,
  CONVERSATION_MEMBERS_MAX,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  REPORT_REASON_MAX_LENGTH,
} from './limits';
import { MESSAGING_MESSAGES } from './sentences';

/* Payloads the client sends (socket events and REST bodies), and the REST routes beside the socket. */

const createdByField = z.string().max(64, 'created_by must be your account id').optional();
/**
 * Optional: the spec's create-chat and send-message carry no client_id (spec 000 §7), and are stored as sent. Only
 * a message that has one is de-duplicated when it is sent again after a lost answer.
 */
const clientIdField = z
  .string({ error: MESSAGING_MESSAGES.clientIdInvalid })
  .regex(CLIENT_ID_PATTERN, MESSAGING_MESSAGES.clientIdInvalid)
  .optional();
const textField = z
  .string({ error: 'text must be text' })
  .trim()
  .max(MESSAGE_TEXT_MAX_LENGTH, MESSAGING_MESSAGES.textTooLong)
  .refine(
    (text) => !text.includes('\u0000'),
    'text contains an invisible character (NUL) that cannot be stored',
  )
  .default('');
/** An attachment uploaded first with POST /v1/messages/media, named by its id. */
const mediaField = z.strictObject({ _id: idSchema }).nullable().optional();
const recipientsField = z
  .array(idSchema, { error: 'recipients must be a list of account ids' })
  .max(CONVERSATION_MEMBERS_MAX - 1, MESSAGING_MESSAGES.tooManyMembers);

const notEmpty = (message: { text: string; media?: { _id: string } | null }) =>
  message.text.length > 0 || Boolean(message.media);
const emptyIssue = { message: MESSAGING_MESSAGES.emptyMessage, path: ['text'] };

/** get-all-conversations {userId}: the caller's conversations, newest activity first (paged like the REST list). */
export const getAllConversationsPayloadSchema = z.strictObject({
  userId: z.string().max(64).optional(),
  ...pageQuerySchema(CONVERSATIONS_PAGE_SIZE).shape,
});
export type GetAllConversationsPayload = z.input<typeof getAllConversationsPayloadSchema>;

const historyQuery = {
  /** A message id of this conversation: the page holds the messages older than it. */
  before: idSchema.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(MESSAGES_PAGE_SIZE)
    .transform((limit) => Math.min(limit, MAX_PAGE_SIZE)),
};

/** get-all-conversation-messages {conversationId}: newest first, MESSAGES_PAGE_SIZE at a time. */
export const getAllConversationMessagesPayloadSchema = z.strictObject({
  conversationId: idSchema,
  ...historyQuery,
});
export type GetAllConversationMessagesPayload = z.input<typeof getAllConversationMessagesPayloadSchema>;

/**
 * create-chat {text, created_by, recipients} (and POST /v1/conversations): a conversation between the sender and
 * the recipients, opened with this message. When the same member set already has a conversation, it is reused
 * (spec 001 §7) and the message is added to it.
 */
export const createChatPayloadSchema = z
  .strictObject({
    text: textField,
    created_by: createdByField,
    recipients: recipientsField.min(1, MESSAGING_MESSAGES.recipientsRequired),
    client_id: clientIdField,
    media: mediaField,
  })
  .refine(notEmpty, emptyIssue);
export type CreateChatPayload = z.input<typeof createChatPayloadSchema>;

/**
 * send-message {text, created_by, recipients, conversationId?}: to `conversationId` (the caller must be a member;
 * `recipients` are then ignored), else to the conversation of exactly the sender + `recipients` (created when
 * there is none, as create-chat would).
 */
export const sendMessagePayloadSchema = z
  .strictObject({
    text: textField,
    created_by: createdByField,
    recipients: recipientsField.optional(),
    conversationId: idSchema.optional(),
    client_id: clientIdField,
    media: mediaField,
  })
  .refine(notEmpty, emptyIssue)
  .refine((payload) => Boolean(payload.conversationId) || (payload.recipients?.length ?? 0) > 0, {
    message: MESSAGING_MESSAGES.conversationOrRecipients,
    path: ['conversationId'],
  });
export type SendMessagePayload = z.input<typeof sendMessagePayloadSchema>;

/** read {conversationId}: everything in it up to now is read by the caller. */
export const readPayloadSchema = z.strictObject({ conversationId: idSchema });
export type ReadPayload = z.input<typeof readPayloadSchema>;

// ---- REST

export const conversationParamsSchema = z.object({ id: idSchema });
export const conversationsQuerySchema = pageQuerySchema(CONVERSATIONS_PAGE_SIZE);
export const messagesQuerySchema = z.object(historyQuery);
/** POST /v1/conversations/{id}/messages: the conversation is the path's. */
export const postMessageSchema = z
  .strictObject({ text: textField, created_by: createdByField, client_id: clientIdField, media: mediaField })
  .refine(notEmpty, emptyIssue);
export type PostMessage = z.input<typeof postMessageSchema>;

export const userLookupParamsSchema = z.object({
  usernameOrEmail: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Type a username or e-mail address')
    .max(254, 'username or e-mail must be at most 254 characters'),
});

export const blockSchema = z.strictObject({ user_id: idSchema });
export const blockParamsSchema = z.object({ userId: idSchema });

export const reportSchema = z.strictObject({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'Say what is wrong with this conversation')
    .max(REPORT_REASON_MAX_LENGTH, `reason must be at most ${REPORT_REASON_MAX_LENGTH} characters`),
});

/** POST /v1/messages/media (see MESSAGE_MEDIA_KINDS): `{data, title, mimetype, size}`, data base64. */
export const mediaUploadSchema = fileInputSchema;
export const mediaParamsSchema = z.object({ id: idSchema });
