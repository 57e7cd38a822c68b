import type { Conversation } from '@tvet/contract';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { t } from '@/lib/i18n/i18n';
import { relativeTime } from '@/lib/relative-time';
import { useNow } from '../hooks/use-now';
import {
  conversationName,
  isAttachmentOnly,
  othersOf,
  previewOf,
  shortConversationName,
  spokenPreviewOf,
} from '../lib/conversation';
import { RelativeTime } from './relative-time';

/**
 * One conversation in the list: the other person's picture, the name cut at 15 characters and the last message
 * at 17 (spec 000 §9), when it was, and the unread count. Screen readers hear the full name and message.
 */
export function ConversationItem({
  conversation,
  meId,
  selected,
  href,
}: {
  conversation: Conversation;
  meId: string;
  selected: boolean;
  href: string;
}) {
  const name = conversationName(conversation, meId);
  const first = othersOf(conversation, meId)[0];
  const unread = conversation.unread_count;
  const when = conversation.last_message?.createdAt ?? conversation.updatedAt;
  const now = useNow();
  // Screen readers hear the whole name and the whole last message, not the cut ones.
  const spoken = [
    name,
    spokenPreviewOf(conversation.last_message),
    relativeTime(when, now),
    unread > 0
      ? t('{count, plural, one {# unread message} other {# unread messages}}', { count: unread })
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li>
      <Link
        to={href}
        aria-current={selected ? 'true' : undefined}
        className={`flex min-h-16 items-center gap-3 px-3 py-2 hover:bg-brand-50 ${
          selected ? 'bg-brand-50 shadow-[inset_4px_0_0] shadow-brand-700' : ''
        }`}
      >
        {/* The name is the whole spoken text, not an aria-label, so it never contradicts the cut name shown (WCAG 2.5.3). */}
        <span className="sr-only">{spoken}</span>
        <Avatar name={first?.name ?? name} url={first?.avatar?.url} />
        <span className="flex min-w-0 flex-1 flex-col" aria-hidden="true">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate ${unread > 0 ? 'font-bold' : 'font-semibold'}`} title={name}>
              {shortConversationName(name)}
            </span>
            <RelativeTime date={when} className="shrink-0 text-xs text-muted" />
          </span>
          <span className="flex items-center justify-between gap-2">
            <span
              className={`flex min-w-0 items-center gap-1 text-sm ${unread > 0 ? 'font-semibold text-ink' : 'text-muted'}`}
            >
              {isAttachmentOnly(conversation.last_message) && <Icon name="attach" className="size-4" />}
              <span className="truncate">{previewOf(conversation.last_message)}</span>
            </span>
            {unread > 0 && (
              <span className="grid min-w-6 shrink-0 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
