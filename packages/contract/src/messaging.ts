import { z } from 'zod';
import { type Envelope, idSchema, pagedSchema, pageQuerySchema } from './api';
import { MAX_PAGE_SIZE, REALTIME_RECONNECTION_ATTEMPTS } from './limits';
import { MESSAGES } from './messages';
import { fileSchema } from './profiles';
import { USER_TYPES } from './roles';
import { DOCUMENT_MAX_BYTES, type FileKind, fileInputSchema } from './uploads';

/*
 * Realtime messaging (spec 000 §2 '/messages', §3 Conversation and Message, §4 'Chat message' and 'Realtime
 * connection', §5 Chat, §7 'Realtime messaging', §8, §9; spec 001 §7 mentor broadcast). The socket events, their
 * payloads and acknowledgements, the REST routes beside them, the limits and every sentence, once: the server
 * validates with these schemas and the web app builds its payloads and reads its answers with them.
 *
 * Wire rules:
 * - The socket lives on the API's own origin and port at REALTIME_PATH. The handshake carries the access token as
 *   `auth: { token }` (REALTIME_CLIENT_OPTIONS below + `auth`). A missing, bad or expired token refuses the
 *   connection: `connect_error` whose `message` is SERVER_MESSAGES.invalidToken / expiredToken (or signInRequired,
 *   emailNotVerified) and whose `data` is the `{status, msg, payload}` envelope. On 'expired token' the client
 *   refreshes its token and connects again (pass `auth` as a function so each attempt reads the current token).
 * - A token that expires while connected: the server emits SESSION_EXPIRED (an 'expired token' envelope) and
 *   disconnects the socket at the token's expiry, or answers the next event with that 401 envelope and disconnects.
 * - Every client event takes an acknowledgement callback and is answered through it with a `{status, msg, payload}`
 *   envelope (AckEnvelope). Success is status 'ok' or 'Created' (isSuccessStatus); anything else is a refusal whose
 *   `msg` a person can read ('Error occured - {msg}' in the chat pane), with `payload: { fields }` when fields were
 *   wrong. A refused event stores nothing, and the socket stays connected and usable.
 * - `created_by`, where a payload carries it, must be the signed-in account (account id or role-profile id);
 *   another value is refused with 403 MESSAGING_MESSAGES.notYou. It is never needed: the server uses the token.
 * - A message should carry `client_id`, made by the client once per message (a UUID is fine) and reused on every
 *   retry: a resend after a reconnect answers the stored copy (status 'ok', MESSAGING_MESSAGES.alreadySent) and
 *   stores nothing twice. The client replaces its unsent copy with the server copy that has the same client_id.
 *   Without one (the spec's own payloads) the message is stored as sent, and the server makes its client_id;
 *   only de-duplication of a retry is lost.
 * - Ids are account ids (`users._id`), everywhere: `recipients`, `created_by._id`, `user_id`. The spec's `userId`
 *   of get-all-conversations may also be the caller's role-profile id.
 */

// ---------------------------------------------------------------------------------------------------------------
// Limits

/** Longest message text, in characters (after trimming). A longer one is refused (400 on text), nothing stored. */
export const MESSAGE_TEXT_MAX_LENGTH = 4000;
/**
 * Per sender, across every socket, tab and node: at most `max` messages (create-chat and send-message, socket or
 * REST) in any `windowSeconds`. Enough for a person typing fast and for a queue of messages typed offline being
 * flushed on reconnect; the (max+1)th in the window is refused with 429 MESSAGING_MESSAGES.tooFast.
 */
export const MESSAGE_RATE_LIMIT = { max: 30, windowSeconds: 10 } as const;
/**
 * Per account, on each node, every client event counted (lists, history, reads and messages alike): at most `max`
 * in any `windowSeconds`, checked before anything else is done for the event (no database work), so one account
 * flooding its socket cannot slow anyone else down. Above it, each event is answered 429
 * MESSAGING_MESSAGES.tooManyEvents. Well above what a person or a reconnecting client's flush sends.
 */
export const REALTIME_EVENT_RATE_LIMIT = { max: 120, windowSeconds: 10 } as const;
/**
 * Refusals in a row after which a socket is closed (issue 22 point 4): a client that listens stops at the first
 * 429, so only a socket that keeps sending past it gets here; its events still in flight are dropped unread and
 * unanswered, so a flood costs the server nothing more. The account may connect again.
 */
export const REALTIME_FLOOD_CLOSE_AFTER = REALTIME_EVENT_RATE_LIMIT.max;
/** A conversation's members, the sender included (a mentor's broadcast to a whole cohort fits). */
export const CONVERSATION_MEMBERS_MAX = 500;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;
/** client_id: 8 to 64 letters, digits, '-' or '_' (a UUID fits). Unique per sender. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/**
 * Attachments (the spec's `media`): pictures (PNG, JPEG, WebP) and PDFs, recognised by their bytes (never the
 * name or the declared type), up to 5 MB as sent. Two steps, so a message stays a small socket event:
 * 1. POST MESSAGING_ROUTES.media `{data, title, mimetype, size}` (base64 in JSON, like every upload, decision 10)
 *    answers a MessageMedia (201). Pictures are decoded and re-encoded by the server (at most IMAGE_MAX_PIXELS,
 *    refused from the header otherwise); a PDF is stored as sent and always served as an attachment.
 * 2. A message (create-chat, send-message or the REST POSTs) names it as `media: {_id}`, with or without text.
 *    Only the uploader may attach it (404 mediaNotFound otherwise), and to one message only (409 mediaInUse); a
 *    resend with the same client_id and media answers the stored copy.
 * The bytes are read at `media.url` (MESSAGING_ROUTES.mediaFile) with the bearer token, by the uploader and the
 * members of the conversation holding it, and administrators once a member has reported that conversation; anyone
 * else gets 404 mediaNotFound. An upload
 * never attached is deleted after MESSAGE_MEDIA_UNUSED_HOURS.
 */
export const MESSAGE_MEDIA_KINDS = ['png', 'jpg', 'webp', 'pdf'] as const satisfies readonly FileKind[];
export const MESSAGE_MEDIA_MAX_BYTES = DOCUMENT_MAX_BYTES;
/** Attachment uploads per account, successes included (a person sharing photos fits; a script filling disks does not). */
export const MESSAGE_MEDIA_RATE_LIMIT = { max: 30, windowSeconds: 600 } as const;
export const MESSAGE_MEDIA_UNUSED_HOURS = 24;
export const REPORT_REASON_MAX_LENGTH = 1000;
/** User lookup (GET /v1/users/{username_or_email}): per account, successes included. */
export const USER_LOOKUP_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;
/** Unread messages are mailed to an account offline this long, at most once per conversation per this period. */
export const UNREAD_MAIL_AFTER_MINUTES = 30;
export const UNREAD_MAIL_EVERY_HOURS = 24;

// ---------------------------------------------------------------------------------------------------------------
// The socket: path, client policy, event names

export const REALTIME_PATH = '/socket.io';

/**
 * The client's connection policy (spec 000 §7 and §9): 3 reconnection attempts, 1 s to 5 s apart with jitter 0.5,
 * 20 s to connect and to wait for an acknowledgement. Spread into socket.io-client's `io(origin, {...})` with
 * `auth`. After the last failed attempt the client shows MESSAGES.disconnected and a Reconnect button.
 */
export const REALTIME_CLIENT_OPTIONS = {
  path: REALTIME_PATH,
  reconnection: true,
  reconnectionAttempts: REALTIME_RECONNECTION_ATTEMPTS,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  ackTimeout: 20_000,
} as const;

/** What the handshake's `auth` carries. */
export interface RealtimeAuth {
  token: string;
}

export const MESSAGING_EVENTS = {
  // client -> server, each answered through its acknowledgement
  getAllConversations: 'get-all-conversations',
  getAllConversationMessages: 'get-all-conversation-messages',
  createChat: 'create-chat',
  sendMessage: 'send-message',
  /** client -> server: mark a conversation read; server -> every socket of every member: ReadReceipt ('seen'). */
  read: 'read',
  // server -> client
  /**
   * A Message, to every connected socket of every member (the sender's other tabs and phones too), except the
   * socket that sent it (its acknowledgement carries the message). Upsert by `_id` / `client_id`.
   */
  receiveMessage: 'receive-message',
  /**
   * A Conversation (as that member sees it), to every connected socket of every member, the sending socket
   * included, when a chat is created; its opening message then comes as receive-message too. Upsert by `_id`.
   */
  chatCreated: 'chat-created',
  /** An 'expired token' envelope, just before the server disconnects a socket whose token ran out. */
  sessionExpired: 'session-expired',
} as const;
export type MessagingEvent = (typeof MESSAGING_EVENTS)[keyof typeof MESSAGING_EVENTS];

/** The envelope every acknowledgement carries. */
export type AckEnvelope<T> = Envelope<T | null | { fields: Record<string, string> }>;
export const isSuccessStatus = (status: string) => status === 'ok' || status === 'Created';

// ---------------------------------------------------------------------------------------------------------------
// Sentences (the spec's own are in MESSAGES: thisUserIsYou, noUserFound, messageSendError, socketError,
// disconnected, noMessages, selectConversation)

export const MESSAGING_MESSAGES = {
  conversationsLoaded: 'Conversations loaded',
  conversationLoaded: 'Conversation loaded',
  messagesLoaded: 'Messages loaded',
  chatCreated: 'Chat created',
  /** create-chat whose members already have a conversation: it is reused and the message added to it. */
  chatReused: 'Message sent to your existing conversation',
  sent: 'Message sent',
  /** A resend of a client_id already stored: the stored copy is answered, nothing is stored twice. */
  alreadySent: 'Message already sent',
  read: 'Conversation marked as read',
  unreadCounted: 'Unread messages counted',
  userFound: 'User found',
  /** A conversation that does not exist or that the caller is not a member of: the same 404 for both. */
  conversationNotFound: 'No conversation with this id.',
  notYou: 'created_by must be your own account: you can only send messages as yourself.',
  recipientsRequired: 'Choose at least one person to message.',
  recipientNotFound: 'One of the recipients does not exist. Search for them by username or e-mail.',
  /** The spec's sentence, when the only recipient named is the sender. */
  recipientIsYou: MESSAGES.thisUserIsYou,
  tooManyMembers: `A conversation can have at most ${CONVERSATION_MEMBERS_MAX} members.`,
  conversationOrRecipients: 'Send the message to a conversation (conversationId) or to recipients.',
  emptyMessage: 'Write a message or attach a file before sending.',
  textTooLong: `A message can be at most ${MESSAGE_TEXT_MAX_LENGTH} characters. Split it into shorter messages.`,
  clientIdInvalid: 'client_id must be 8 to 64 letters, digits, - or _ (a UUID made once per message).',
  /** A client_id reused by the same sender for a different message. */
  clientIdReused: 'This client_id was already used for another message. Make a new one for each message.',
  tooManyEvents: (seconds: number) =>
    `Too many requests from your account at once. Wait ${seconds} seconds, then try again.`,
  tooFast: (seconds: number) => `You are sending messages too fast. Wait ${seconds} seconds, then try again.`,
  /** The recipient has blocked the sender. */
  blockedByRecipient: 'You cannot send messages to this person: they are not accepting messages from you.',
  /** The sender has blocked a member. */
  youBlocked: 'You have blocked this person. Unblock them to send them a message.',
  blocked: 'User blocked successfully',
  unblocked: 'User unblocked successfully',
  blocksLoaded: 'Blocked users loaded',
  cannotBlockYourself: 'You cannot block yourself.',
  userToBlockNotFound: 'No user with this id.',
  reported: 'Report sent. The administrators will review this conversation. Follow it under Tickets.',
  /** Administrators: a conversation that does not exist or that nobody reported (the same 404 for both). */
  reportedConversationNotFound: 'No reported conversation with this id.',
  reportedConversationLoaded: 'Reported conversation loaded',
  mediaUploaded: 'File uploaded successfully',
  mediaNotFound: 'No file with this id.',
  /** A media id already attached to another message. */
  mediaInUse: 'This file is already attached to another message. Attach it again to send it again.',
  /** An acknowledged event whose payload is not an object. */
  payloadNotObject: 'The event payload must be an object.',
  /**
   * A message that is only an attachment, as the conversation list reads it out (it shows the file's name beside a
   * paperclip) and as the unread-message mail previews it.
   */
  attachmentPreview: (title: string) => `Attachment: ${title}`,
  /** Mail to an account offline for UNREAD_MAIL_AFTER_MINUTES. */
  unreadMailSubject: (from: string) => `New message from ${from}`,
  unreadMailText: (from: string, count: number, preview: string) =>
    `${from} sent you ${count === 1 ? 'a message' : `${count} messages`} on TVET Graduate Tracer:\n\n${preview}\n\nSign in and open Messages to read and reply.`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Shapes the server answers with

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
 * A reported conversation as the administrators' support desk reads it (GET MESSAGING_ROUTES.reportedConversation):
 * every member with their contact details and whether the account is active, and every report of it, oldest
 * first. Its messages are read at MESSAGING_ROUTES.reportedMessages (a MessagePage, newest first).
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

// ---------------------------------------------------------------------------------------------------------------
// Payloads the client sends (socket events and REST bodies)

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

/**
 * The REST routes beside the socket (all under /api, any signed-in verified account; membership rules as noted).
 * Listed for the web app's fetchers; each takes the bearer token.
 */
export const MESSAGING_ROUTES = {
  /** GET ?page&limit: Paged<Conversation>, newest activity first. */
  conversations: '/v1/conversations',
  /** GET: UnreadCount for the top bar. */
  unread: '/v1/conversations/unread',
  /** GET: Conversation (members only, else 404). */
  conversation: (id: string) => `/v1/conversations/${id}`,
  /** GET ?before&limit: MessagePage; POST PostMessage: Message (members only, else 404). */
  messages: (id: string) => `/v1/conversations/${id}/messages`,
  /** POST: ReadReceipt (members only). */
  read: (id: string) => `/v1/conversations/${id}/read`,
  /** POST {reason}: the report, for the administrators (members only). */
  report: (id: string) => `/v1/conversations/${id}/report`,
  /** GET: one account by exact username or e-mail (UserLookup), else 404 'No user found'. */
  user: (usernameOrEmail: string) => `/v1/users/${encodeURIComponent(usernameOrEmail)}`,
  /** GET: the caller's blocked accounts; POST {user_id}: block. */
  blocks: '/v1/blocks',
  /** DELETE: unblock. */
  block: (userId: string) => `/v1/blocks/${userId}`,
  /** POST {data,title,mimetype,size} (201): MessageMedia, to send as a message's `media: {_id}` (see MESSAGE_MEDIA_KINDS). */
  media: '/v1/messages/media',
  /** GET: the attachment bytes (uploader and the members of a conversation holding it; 404 to anyone else). */
  mediaFile: (id: string) => `/v1/messages/media/${id}`,
  /** Administrators, once a member reported it (404 otherwise): GET ReportedConversation. */
  reportedConversation: (id: string) => `/v1/admin/conversations/${id}`,
  /** Administrators, once a member reported it: GET ?before&limit: MessagePage, newest first. */
  reportedMessages: (id: string) => `/v1/admin/conversations/${id}/messages`,
} as const;
