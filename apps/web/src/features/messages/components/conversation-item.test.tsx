import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { aConversation, aMessage, ME } from '../test/fixtures';
import { Composer } from './composer';
import { ConversationItem } from './conversation-item';

/* The paperclip (issue 11): a drawn icon, not an emoji glyph a phone may lack, in the list and on the attach button. */

const media = {
  _id: 'f1',
  url: '/api/v1/messages/media/f1',
  title: 'IMG_20251001_093000.jpg',
  size: 1000,
  mimetype: 'image/jpeg',
};

describe('attachments in the conversation list and the message box', () => {
  it('previews an attachment-only last message with a paperclip and the file name, read out as an attachment', () => {
    signInAs('graduate');
    const conversation = aConversation({ last_message: aMessage({ text: '', media }) });
    renderWithData(
      <ul>
        <ConversationItem conversation={conversation} meId={ME._id} selected={false} href="/messages?c=x" />
      </ul>,
    );
    // The accessible name: the hidden full text, not the cut, aria-hidden one shown.
    const link = screen.getByRole('link', { name: /Attachment: IMG_20251001_093000\.jpg/ });
    const preview = screen.getByText('IMG_20251001_0930…');
    expect(preview.parentElement?.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(link.textContent).not.toContain('📎');
  });

  it('shows no paperclip when the last message has words', () => {
    signInAs('graduate');
    const conversation = aConversation({ last_message: aMessage({ text: 'See the photo', media }) });
    renderWithData(
      <ul>
        <ConversationItem conversation={conversation} meId={ME._id} selected={false} href="/messages?c=x" />
      </ul>,
    );
    const preview = screen.getByText('See the photo');
    expect(preview.parentElement?.querySelector('svg')).toBeNull();
  });

  it('draws the attach button as an icon, the file picker named for people who cannot see it', () => {
    renderWithData(<Composer onSend={() => {}} recipientName="Tunde Ade" />);
    const picker = screen.getByLabelText('Attach a picture or PDF');
    expect(picker.getAttribute('type')).toBe('file');
    const button = document.querySelector(`label[for="${picker.id}"]`);
    expect(button?.querySelector('svg path')).toBeTruthy();
    expect(button?.getAttribute('title')).toBe('Attach a picture or PDF');
    expect(button?.textContent).toBe('');
  });
});
