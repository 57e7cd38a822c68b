import { MESSAGES } from '../messages';
import { CONVERSATION_MEMBERS_MAX, MESSAGE_TEXT_MAX_LENGTH } from './limits';

/* Sentences (the spec's own are in MESSAGES: thisUserIsYou, noUserFound, messageSendError, socketError,
 * disconnected, noMessages, selectConversation). */

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
