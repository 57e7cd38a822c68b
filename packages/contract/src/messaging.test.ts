import { describe, expect, it } from 'vitest';
import {
  createChatPayloadSchema,
  getAllConversationMessagesPayloadSchema,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGING_MESSAGES,
  REALTIME_CLIENT_OPTIONS,
  sendMessagePayloadSchema,
} from './messaging';

const id = '7f1c2f7e-9a51-4c1a-8f0e-2b7d9c1e4a10';
const clientId = 'c0ffee00-1111-4222-8333-444455556666';

describe('messaging payloads', () => {
  it('takes a message to a conversation or to recipients, with a client-made id', () => {
    expect(
      sendMessagePayloadSchema.safeParse({ text: 'Hi', conversationId: id, client_id: clientId }).success,
    ).toBe(true);
    expect(
      sendMessagePayloadSchema.safeParse({ text: 'Hi', recipients: [id], client_id: clientId }).success,
    ).toBe(true);
    const neither = sendMessagePayloadSchema.safeParse({ text: 'Hi', client_id: clientId });
    expect(neither.error?.issues[0].message).toBe(MESSAGING_MESSAGES.conversationOrRecipients);
    // The spec's payloads carry no client_id (issue 22 point 9): accepted, only retry de-duplication is lost.
    expect(sendMessagePayloadSchema.safeParse({ text: 'Hi', conversationId: id }).success).toBe(true);
    expect(
      sendMessagePayloadSchema.safeParse({ text: 'Hi', conversationId: id, client_id: 'a b' }).success,
    ).toBe(false);
  });

  it('refuses empty, blank and over-long text (a 1 MB message), and unknown fields', () => {
    const base = { recipients: [id], client_id: clientId };
    expect(createChatPayloadSchema.safeParse({ ...base, text: '   ' }).error?.issues[0].message).toBe(
      MESSAGING_MESSAGES.emptyMessage,
    );
    const huge = createChatPayloadSchema.safeParse({ ...base, text: 'x'.repeat(1_048_576) });
    expect(huge.error?.issues[0].message).toBe(MESSAGING_MESSAGES.textTooLong);
    expect(
      createChatPayloadSchema.safeParse({ ...base, text: 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(createChatPayloadSchema.safeParse({ ...base, text: 'hi', admin: true }).success).toBe(false);
    // An attachment alone is a message.
    expect(createChatPayloadSchema.safeParse({ ...base, media: { _id: id } }).success).toBe(true);
  });

  it('caps history pages', () => {
    expect(getAllConversationMessagesPayloadSchema.parse({ conversationId: id, limit: 9999 }).limit).toBe(
      100,
    );
  });

  it('carries the spec reconnection policy: 3 attempts, 1-5 s, jitter 0.5, 20 s timeout', () => {
    expect(REALTIME_CLIENT_OPTIONS).toMatchObject({
      reconnectionAttempts: 3,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
      path: '/socket.io',
    });
  });
});
