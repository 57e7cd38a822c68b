import { TICKET_MESSAGES, type Ticket } from '@tvet/contract';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { t, tx } from '@/lib/i18n/i18n';
import { useTicket } from '../api/get-ticket';
import { useTicketMessages } from '../api/get-ticket-messages';
import { useSendTicketMessage } from '../api/send-ticket-message';
import { POLL_MS } from '../hooks/use-live-tickets';
import { messageTime, ticketDate } from '../lib/format';
import { ReplyBox } from './reply-box';
import { TicketStatusBadge } from './ticket-status-badge';

/**
 * One ticket's conversation (spec 001 §2, §4): its title and state, who is replying or the notice that no
 * administrator has it yet, the messages oldest first, and the send box. `live` false polls for new replies.
 */
export function TicketConversation({
  ticketId,
  me,
  live,
  back,
  actions,
  replyHint,
  canReply = () => true,
}: {
  ticketId: string;
  /** The caller's account id: their own messages sit on the right. */
  me: string;
  live: boolean;
  /** The phone's back button, above the title. */
  back?: ReactNode;
  /** The desk's buttons (assign, close, reopen). */
  actions?: (ticket: Ticket) => ReactNode;
  replyHint?: (ticket: Ticket) => string | undefined;
  /** Whether the send box shows for this ticket (the desk reopens a closed ticket first). */
  canReply?: (ticket: Ticket) => boolean;
}) {
  const ticket = useTicket(ticketId, live ? false : POLL_MS);
  const messages = useTicketMessages(ticketId, live ? false : POLL_MS);
  const send = useSendTicketMessage(ticketId, me);

  if (ticket.isPending) return <ListSkeleton label={t('Loading the ticket…')} rows={2} />;
  if (ticket.isError)
    return (
      <div className="flex flex-col gap-3 p-3">
        {back}
        <ErrorPanel message={ticket.error.message} onRetry={() => ticket.refetch()} />
      </div>
    );
  const current = ticket.data;
  const docs = messages.data?.pages.flatMap((page) => page.docs) ?? [];

  return (
    <section aria-labelledby="ticket-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-col gap-2 border-b border-gray-200 p-3">
        {back}
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="ticket-title" className="text-lg font-bold break-words [overflow-wrap:anywhere]">
            {current.title}
          </h2>
          <TicketStatusBadge status={current.status} />
        </div>
        <p className="text-sm text-muted">
          {t('Opened')} <time dateTime={current.createdAt}>{ticketDate(current.createdAt)}</time> {t('by')}{' '}
          {current.created_by.name}
        </p>
        {current.replying_admin ? (
          <p className="text-sm font-medium text-brand-900">
            {t('Replying: {name}', { name: current.replying_admin.user_id.name })}
          </p>
        ) : (
          <p role="note" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-300">
            {tx(TICKET_MESSAGES.notAssigned)}
          </p>
        )}
        {actions?.(current)}
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3" aria-live="polite">
        {messages.isPending ? (
          <ListSkeleton label={t('Loading messages…')} rows={2} />
        ) : messages.isError ? (
          <ErrorPanel message={messages.error.message} onRetry={() => messages.refetch()} />
        ) : (
          <>
            <ol className="flex flex-col gap-3" aria-label={t('Messages')}>
              {docs.map((message) => {
                const mine = message.created_by._id === me;
                return (
                  <li key={message._id} className={`flex gap-2 ${mine ? 'flex-row-reverse' : ''}`}>
                    <Avatar
                      name={message.created_by.name}
                      url={message.created_by.avatar?.url}
                      className="size-8"
                    />
                    <div
                      className={`flex max-w-[85%] flex-col gap-0.5 ${mine ? 'items-end' : 'items-start'}`}
                    >
                      <span className="text-xs font-semibold text-muted">
                        {mine ? t('You') : message.created_by.name}
                        {message.created_by.user_type === 'admin' && !mine ? ' (support)' : ''} ·{' '}
                        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
                      </span>
                      <p
                        className={`rounded-2xl px-3 py-2 whitespace-pre-wrap [overflow-wrap:anywhere] ${
                          mine ? 'bg-brand-700 text-white' : 'bg-gray-100 text-ink'
                        }`}
                      >
                        {message.text}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
            {messages.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                busy={messages.isFetchingNextPage}
                busyLabel={t('Loading…')}
                onClick={() => messages.fetchNextPage()}
              >
                {t('Show newer messages')}
              </Button>
            )}
          </>
        )}
      </div>
      {canReply(current) && (
        <ReplyBox onSend={(text) => send.mutateAsync(text)} hint={replyHint?.(current)} />
      )}
    </section>
  );
}
