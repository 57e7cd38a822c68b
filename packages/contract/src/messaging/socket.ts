import type { Envelope } from '../api';
import { REALTIME_RECONNECTION_ATTEMPTS } from '../limits';

/* The socket: path, client policy, event names and the acknowledgement envelope. */

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
