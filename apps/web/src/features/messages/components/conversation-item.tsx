import type { Conversation } from '@tvet/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { conversationName, othersOf, previewOf, shortConversationName } from '../lib/conversation';
import { RelativeTime } from './relative-time';

/**
 * One conversation in the list: the other person's picture, the name cut at 15 characters and the last message
 * at 17 (spec 000 §9), when it was, and the unread count. The full name is what screen readers hear.
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
  return (
    <li>
      <Link
        to={href}
        aria-current={selected ? 'true' : undefined}
        className={`flex min-h-16 items-center gap-3 px-3 py-2 hover:bg-brand-50 ${
          selected ? 'bg-brand-50 shadow-[inset_4px_0_0] shadow-brand-700' : ''
        }`}
      >
        <Avatar name={first?.name ?? name} url={first?.avatar?.url} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate ${unread > 0 ? 'font-bold' : 'font-semibold'}`} title={name}>
              <span aria-hidden="true">{shortConversationName(name)}</span>
              <span className="sr-only">{name}</span>
            </span>
            <RelativeTime date={when} className="shrink-0 text-xs text-muted" />
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={`truncate text-sm ${unread > 0 ? 'font-semibold text-ink' : 'text-muted'}`}>
              <span className="sr-only">, </span>
              {previewOf(conversation.last_message)}
            </span>
            {unread > 0 && (
              <span className="grid min-w-6 shrink-0 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                {unread > 99 ? '99+' : unread}
                <span className="sr-only">{unread === 1 ? ' unread message' : ' unread messages'}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
