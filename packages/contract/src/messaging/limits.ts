import { DOCUMENT_MAX_BYTES, type FileKind } from '../uploads';

/* Messaging's limits: message length, rates, page sizes, attachments, unread mail. */

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
 * 1. POST messagingOperations.uploadMedia `{data, title, mimetype, size}` (base64 in JSON, like every upload, decision 10)
 *    answers a MessageMedia (201). Pictures are decoded and re-encoded by the server (at most IMAGE_MAX_PIXELS,
 *    refused from the header otherwise); a PDF is stored as sent and always served as an attachment.
 * 2. A message (create-chat, send-message or the REST POSTs) names it as `media: {_id}`, with or without text.
 *    Only the uploader may attach it (404 mediaNotFound otherwise), and to one message only (409 mediaInUse); a
 *    resend with the same client_id and media answers the stored copy.
 * The bytes are read at `media.url` (messagingOperations.mediaFile) with the bearer token, by the uploader and the
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
