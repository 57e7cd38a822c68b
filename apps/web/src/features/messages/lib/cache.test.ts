import { describe, expect, it } from 'vitest';
import { paged } from '@/test/serve';
import type { ConversationPages } from '../api/get-conversations';
import type { HistoryPages } from '../api/get-messages';
import { aConversation, aMessage, aPage, ME, unread } from '../test/fixtures';
import {
  addUnread,
  messagesOf,
  putFirst,
  removeUnread,
  upsertMessage,
  withMessage,
  withReceipt,
} from './cache';

const history = (...pages: ReturnType<typeof aPage>[]): HistoryPages => ({
  pages,
  pageParams: pages.map(() => null),
});
const list = (...docs: ReturnType<typeof aConversation>[]): ConversationPages => ({
  pages: [paged(docs)],
  pageParams: [1],
});

describe('live changes to the cached lists', () => {
  it('adds a message once: the same _id or client_id replaces, never duplicates', () => {
    const older = aMessage({ createdAt: '2025-01-01T10:00:00.000Z' });
    const data = history(aPage([older]));
    const incoming = aMessage({ createdAt: '2025-01-01T10:05:00.000Z' });
    const once = upsertMessage(data, incoming);
    const twice = upsertMessage(once, incoming);
    expect(messagesOf(twice).map((message) => message._id)).toEqual([older._id, incoming._id]);
    const sameClientId = { ...incoming, _id: 'server-id' };
    expect(messagesOf(upsertMessage(twice, sameClientId)).map((message) => message._id)).toEqual([
      older._id,
      'server-id',
    ]);
    expect(upsertMessage(undefined, incoming)).toBeUndefined();
  });

  it('reads history pages (newest first) as a chat, oldest first, each message once', () => {
    const [a, b, c] = ['10:00', '10:01', '10:02'].map((time) =>
      aMessage({ createdAt: `2025-01-01T${time}:00.000Z` }),
    );
    expect(messagesOf(history(aPage([c, b], b._id), aPage([b, a]))).map((message) => message._id)).toEqual([
      a._id,
      b._id,
      c._id,
    ]);
  });

  it('moves a conversation with a new message to the top, counting it unread once', () => {
    const first = aConversation({ _id: 'c1' });
    const second = aConversation({ _id: 'c2', unread_count: 2 });
    const message = aMessage({ conversation_id: 'c2', createdAt: new Date().toISOString() });
    const next = withMessage(list(first, second), message, 1)!;
    expect(next.pages[0].docs.map((conversation) => conversation._id)).toEqual(['c2', 'c1']);
    expect(next.pages[0].docs[0]).toMatchObject({
      unread_count: 3,
      last_message: message,
      updatedAt: message.createdAt,
    });
    expect(withMessage(next, message, 1)!.pages[0].docs[0].unread_count).toBe(3);
    expect(withMessage(list(first), aMessage({ conversation_id: 'elsewhere' }), 1)).toBeUndefined();
  });

  it("moves the sender's read mark to their message ('seen' without a receipt)", () => {
    const mine = aMessage({
      _id: 'mine',
      created_by: { _id: ME._id, name: ME.name, avatar: null },
      createdAt: '2025-01-01T10:00:00.000Z',
    });
    const reply = aMessage({ conversation_id: 'c1', createdAt: '2025-01-01T10:05:00.000Z' });
    const next = withMessage(list(aConversation({ _id: 'c1', last_message: mine })), reply, 1)!;
    expect(next.pages[0].docs[0].reads).toEqual([
      { conversation_id: 'c1', user_id: 'account-2', last_read_at: '2025-01-01T10:05:00.000Z' },
    ]);
  });

  it('puts a new conversation first without a second copy', () => {
    const data = list(aConversation({ _id: 'c1' }), aConversation({ _id: 'c2' }));
    expect(putFirst(data, aConversation({ _id: 'c2' }))!.pages[0].docs.map((c) => c._id)).toEqual([
      'c2',
      'c1',
    ]);
  });

  it("moves a member's 'seen' mark; one's own receipt clears the unread count", () => {
    const conversation = aConversation({ unread_count: 4 });
    const theirs = withReceipt(
      conversation,
      { conversation_id: 'conversation-1', user_id: 'account-2', last_read_at: 'x' },
      ME._id,
    );
    expect(theirs.unread_count).toBe(4);
    expect(theirs.reads).toEqual([
      { conversation_id: 'conversation-1', user_id: 'account-2', last_read_at: 'x' },
    ]);
    expect(
      withReceipt(theirs, { conversation_id: 'conversation-1', user_id: ME._id, last_read_at: 'y' }, ME._id)
        .unread_count,
    ).toBe(0);
  });

  it('keeps the top bar total: one more unread, or a conversation read', () => {
    expect(addUnread(unread(2, 1), 0)).toEqual(unread(3, 2));
    expect(addUnread(unread(2, 1), 2)).toEqual(unread(3, 1));
    expect(removeUnread(unread(5, 2), 3)).toEqual(unread(2, 1));
    expect(removeUnread(unread(5, 2), 0)).toEqual(unread(5, 2));
  });
});
