import { MESSAGING_MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { aChatUser, aConversation, aMessage, ME } from '../test/fixtures';
import {
  conversationName,
  directConversationWith,
  isAttachmentOnly,
  othersOf,
  previewOf,
  seenByOthers,
  shortConversationName,
  spokenPreviewOf,
} from './conversation';

describe('what the conversation list shows (spec 000 §9)', () => {
  it('cuts names at 15 characters and previews at 17', () => {
    expect(shortConversationName('Chukwuemeka Okonkwo-Adeyemi')).toBe('Chukwuemeka Oko…');
    expect(shortConversationName('Tunde Ade')).toBe('Tunde Ade');
    expect(shortConversationName('Exactly fifteen')).toBe('Exactly fifteen');
    expect(previewOf(aMessage({ text: 'Good morning, are you still looking?' }))).toBe('Good morning, are…');
    expect(previewOf(aMessage({ text: 'Seventeen letters' }))).toBe('Seventeen letters');
    expect(previewOf(aMessage({ text: 'two\n\nlines' }))).toBe('two lines');
    expect(previewOf(null)).toBe('');
  });

  it('previews a message that is only an attachment by its file name (never blank), read out as an attachment', () => {
    const media = {
      _id: 'f1',
      url: '/api/v1/messages/media/f1',
      title: 'Offer letter from Ade Foods.pdf',
      size: 1000,
      mimetype: 'application/pdf',
    };
    const fileOnly = aMessage({ text: '', media });
    expect(isAttachmentOnly(fileOnly)).toBe(true);
    expect(previewOf(fileOnly)).toBe('Offer letter from…');
    expect(spokenPreviewOf(fileOnly)).toBe(
      MESSAGING_MESSAGES.attachmentPreview('Offer letter from Ade Foods.pdf'),
    );
    expect(spokenPreviewOf(fileOnly)).toBe('Attachment: Offer letter from Ade Foods.pdf');
    // Blank text counts as none; with words, the words are the preview.
    expect(previewOf(aMessage({ text: ' \n ', media }))).toBe('Offer letter from…');
    const withText = aMessage({ text: 'My offer letter', media });
    expect(isAttachmentOnly(withText)).toBe(false);
    expect(previewOf(withText)).toBe('My offer letter');
    expect(spokenPreviewOf(withText)).toBe('My offer letter');
    expect(isAttachmentOnly(null)).toBe(false);
    expect(spokenPreviewOf(null)).toBe('');
  });

  it('names a conversation after the other people, never oneself, whoever created it', () => {
    const mine = aConversation({ created_by: ME, recipients: [aChatUser()] });
    const theirs = aConversation({ created_by: aChatUser(), recipients: [ME] });
    expect(conversationName(mine, ME._id)).toBe('Chukwuemeka Okonkwo-Adeyemi');
    expect(conversationName(theirs, ME._id)).toBe('Chukwuemeka Okonkwo-Adeyemi');
    const group = aConversation({
      created_by: ME,
      recipients: [aChatUser(), aChatUser({ _id: 'a3', name: 'Tunde Ade' })],
    });
    expect(conversationName(group, ME._id)).toBe('Chukwuemeka Okonkwo-Adeyemi, Tunde Ade');
    expect(othersOf(group, ME._id).map((user) => user._id)).toEqual(['account-2', 'a3']);
  });

  it('finds the two-person conversation with someone, not a group they are in', () => {
    const group = aConversation({
      _id: 'g',
      created_by: ME,
      recipients: [aChatUser(), aChatUser({ _id: 'a3' })],
    });
    const direct = aConversation({ _id: 'd' });
    expect(directConversationWith([group, direct], 'account-2', ME._id)?._id).toBe('d');
    expect(directConversationWith([group], 'account-2', ME._id)).toBeUndefined();
  });

  it("is 'seen' when every other member has read up to the message", () => {
    const message = aMessage({
      created_by: { _id: ME._id, name: ME.name, avatar: null },
      createdAt: '2025-01-01T10:00:00.000Z',
    });
    const read = (at: string | null) =>
      aConversation({
        reads: [{ conversation_id: 'conversation-1', user_id: 'account-2', last_read_at: at }],
      });
    expect(seenByOthers(read('2025-01-01T10:00:01.000Z'), message, ME._id)).toBe(true);
    expect(seenByOthers(read('2025-01-01T09:59:59.000Z'), message, ME._id)).toBe(false);
    expect(seenByOthers(read(null), message, ME._id)).toBe(false);
    expect(seenByOthers(aConversation(), message, ME._id)).toBe(false);
  });
});
