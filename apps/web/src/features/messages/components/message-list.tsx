import { MESSAGES, type Message } from '@tvet/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { t, tx } from '@/lib/i18n/i18n';
import type { Outgoing } from '../lib/outbox';
import { MessageBubble, OutgoingBubble } from './message-bubble';

/** How close to the bottom (px) still counts as reading the newest messages. */
const NEAR_BOTTOM = 120;

export interface HistoryState {
  messages: Message[];
  isPending: boolean;
  error: Error | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => unknown;
  retry: () => unknown;
}

/**
 * The chat: older messages on demand at the top (the REST cursor), the newest at the bottom, then one's own
 * unsent ones. It stays at the bottom as messages arrive while the reader is there, and keeps its place when
 * older ones are added above. A live region: screen readers hear new messages.
 */
export function MessageList({
  label,
  history,
  outgoing,
  meId,
  group,
  seenId,
  connected,
  onRetry,
}: {
  label: string;
  history: HistoryState;
  outgoing: Outgoing[];
  meId: string;
  /** More than two members: each message says who wrote it. */
  group: boolean;
  /** One's own newest message every other member has read. */
  seenId: string | null;
  connected: boolean;
  onRetry: (clientId: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  /** Whether the reader is at the newest messages: the chat then follows new ones and keeps them in view. */
  const stick = useRef(true);
  /** The content height when older messages were asked for, to keep the reader's place when they arrive. */
  const anchor = useRef<number | null>(null);
  const stored = new Set(history.messages.map((message) => message.client_id));
  const pending = outgoing.filter((item) => !stored.has(item.client_id));
  const newest = pending.at(-1)?.client_id ?? history.messages.at(-1)?._id;
  const oldest = history.messages[0]?._id;
  const ownCount = pending.length;
  /** Messages can also arrive above the newest (caught up after a reconnection): any change counts. */
  const count = history.messages.length + pending.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the messages shown change
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (anchor.current !== null) {
      // Older messages were added above: stay on the message that was on screen.
      box.scrollTop += box.scrollHeight - anchor.current;
      anchor.current = null;
    } else if (stick.current) {
      box.scrollTop = box.scrollHeight;
    }
  }, [newest, oldest, count]);

  // One's own new message always brings the chat to the bottom.
  useLayoutEffect(() => {
    if (ownCount > 0 && scroller.current) {
      stick.current = true;
      scroller.current.scrollTop = scroller.current.scrollHeight;
    }
  }, [ownCount]);

  // The pane changing size (the phone's keyboard opening, a banner above) keeps the newest messages in view.
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stick.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const box = event.currentTarget;
        stick.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
      }}
      className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-3 py-3"
    >
      {history.isPending ? (
        <LoadingPanel label={t('Loading messages…')} />
      ) : history.error ? (
        <ErrorPanel
          message={t('We could not load the messages.')}
          detail={history.error.message}
          onRetry={history.retry}
        />
      ) : (
        <>
          {history.hasOlder && (
            <Button
              variant="ghost"
              className="self-center text-sm"
              busy={history.loadingOlder}
              busyLabel={t('Loading older messages…')}
              onClick={() => {
                anchor.current = scroller.current?.scrollHeight ?? null;
                return history.loadOlder();
              }}
            >
              {t('Load older messages')}
            </Button>
          )}
          {history.messages.length === 0 && pending.length === 0 && (
            <p className="m-auto py-8 text-center font-semibold text-muted">{tx(MESSAGES.noMessages)}</p>
          )}
          <div role="log" aria-label={label} className="mt-auto">
            <ol className="flex flex-col gap-3">
              {history.messages.map((message, index) => {
                const mine = message.created_by._id === meId;
                const previous = history.messages[index - 1];
                return (
                  <MessageBubble
                    key={message._id}
                    message={message}
                    mine={mine}
                    sender={
                      group && previous?.created_by._id !== message.created_by._id
                        ? message.created_by.name
                        : undefined
                    }
                    seen={mine && message._id === seenId}
                  />
                );
              })}
              {pending.map((item) => (
                <OutgoingBubble
                  key={item.client_id}
                  item={item}
                  connected={connected}
                  onRetry={() => onRetry(item.client_id)}
                />
              ))}
            </ol>
          </div>
        </>
      )}
    </div>
  );
}
