import { MESSAGING_MESSAGES } from '@tvet/contract';
import type { MailMessage } from '../../platform/mail';

const PREVIEW_CHARS = 200;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** The unread-message mail to an account that has been offline (messaging.service.ts mailUnread). */
export function unreadMail(content: {
  email: string;
  unread: number;
  text: string;
  mediaTitle: string | null;
  sender: string;
}): MailMessage {
  const from = content.sender || 'Someone';
  const text =
    content.text.length > PREVIEW_CHARS ? `${content.text.slice(0, PREVIEW_CHARS)}…` : content.text;
  // An attachment-only message reads as in the conversation list.
  const preview =
    text || (content.mediaTitle === null ? '' : MESSAGING_MESSAGES.attachmentPreview(content.mediaTitle));
  const body = MESSAGING_MESSAGES.unreadMailText(from, content.unread, preview);
  const html = body
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
  return { to: content.email, subject: MESSAGING_MESSAGES.unreadMailSubject(from), text: body, html };
}
