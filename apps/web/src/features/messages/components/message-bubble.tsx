import { MESSAGES, type Message } from '@tvet/contract';
import { t, tx } from '@/lib/i18n/i18n';
import type { Outgoing } from '../lib/outbox';
import { MessageMediaView } from './message-media';
import { RelativeTime } from './relative-time';

const BUBBLE = 'max-w-[85%] rounded-2xl px-3 py-2 whitespace-pre-wrap break-words [overflow-wrap:anywhere]';

/** A stored message: the other person's on the left, one's own on the right marked 'Sent' (or 'Seen'). */
export function MessageBubble({
  message,
  mine,
  sender,
  seen,
}: {
  message: Message;
  mine: boolean;
  /** In a group, whose message it is. */
  sender?: string;
  seen?: boolean;
}) {
  return (
    <li className={`flex flex-col gap-0.5 ${mine ? 'items-end' : 'items-start'}`}>
      {sender && !mine && <span className="px-1 text-xs font-semibold text-muted">{sender}</span>}
      <div
        className={`${BUBBLE} ${mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-gray-100 text-ink'}`}
      >
        {message.text}
        {message.media && <MessageMediaView media={message.media} mine={mine} />}
      </div>
      <span className="flex items-center gap-1 px-1 text-xs text-muted">
        <RelativeTime date={message.createdAt} />
        {mine && <span>· {seen ? t('Seen') : t('Sent')}</span>}
      </span>
    </li>
  );
}

/**
 * One's own message the server has not stored yet (spec 000 §4 'Chat message'): unsent, waiting for the
 * connection or on its way, or refused with 'Error occured - {message}' and a Retry.
 */
export function OutgoingBubble({
  item,
  connected,
  onRetry,
}: {
  item: Outgoing;
  connected: boolean;
  onRetry: () => void;
}) {
  return (
    <li className="flex flex-col items-end gap-0.5" data-unsent="true">
      <div
        className={`${BUBBLE} rounded-br-sm ${
          item.status === 'failed'
            ? 'bg-red-50 text-red-950 ring-2 ring-red-700'
            : 'bg-brand-700/70 text-white'
        }`}
      >
        {item.text}
        {item.media && <MessageMediaView media={item.media} mine />}
      </div>
      {item.status === 'failed' ? (
        <span className="flex flex-wrap items-center justify-end gap-2 px-1 text-xs">
          <span role="alert" className="font-semibold text-red-800">
            {tx(MESSAGES.messageSendError(item.error ?? ''))}
          </span>
          <button
            type="button"
            onClick={onRetry}
            className="min-h-10 rounded-md px-2 font-semibold text-brand-800 underline hover:bg-brand-50"
          >
            {t('Retry')}
          </button>
        </span>
      ) : (
        <span className="px-1 text-xs text-muted">
          {item.status === 'sending' || connected
            ? t('Sending…')
            : t('Not sent yet: it goes when you reconnect')}
        </span>
      )}
    </li>
  );
}
