import type { Ticket } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Link } from '@/components/ui/link';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useDeskStats } from '../api/get-desk-stats';
import { type DeskFilters as Filters, useDeskTickets } from '../api/get-desk-tickets';
import { type DeskAction, useUpdateDeskTicket } from '../api/update-desk-ticket';
import { DeskFilters, type DeskFilterValues } from '../components/desk-filters';
import { ReportedConversation } from '../components/reported-conversation';
import { TicketConversation } from '../components/ticket-conversation';
import { TicketListItem } from '../components/ticket-list-item';
import { useLiveTickets } from '../hooks/use-live-tickets';
import { duration } from '../lib/format';

const TITLE = 'Support desk';

function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  const text = next.toString();
  return text ? `${paths.adminDesk}?${text}` : paths.adminDesk;
}

function DeskActions({ ticket, me }: { ticket: Ticket; me: string }) {
  const update = useUpdateDeskTicket(ticket._id);
  async function run(action: DeskAction) {
    try {
      const answer = await update.mutateAsync(action);
      toast(answer.msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
    }
  }
  const mine = ticket.replying_admin?.user_id._id === me;
  return (
    <div className="flex flex-col gap-2">
      {ticket.kind === 'report' && <ReportedConversation conversationId={ticket.conversation_id} />}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">{t('First response')}</dt>
          <dd className="font-semibold">{duration(ticket.first_response_seconds)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('Resolution')}</dt>
          <dd className="font-semibold">{duration(ticket.resolution_seconds)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {ticket.status === 'ongoing' && !mine && (
          <Button variant="secondary" busyLabel={t('Assigning…')} onClick={() => run('assign')}>
            {t('Assign to myself')}
          </Button>
        )}
        {ticket.status === 'ongoing' ? (
          <Button variant="secondary" busyLabel={t('Closing…')} onClick={() => run('close')}>
            {t('Close ticket')}
          </Button>
        ) : (
          <Button variant="secondary" busyLabel={t('Reopening…')} onClick={() => run('reopen')}>
            {t('Reopen ticket')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The administrators' support desk (issue 13): the queue of unassigned tickets, oldest first, by default; filters;
 * assign to myself, reply, close and reopen; first-response and resolution times per ticket and on average.
 * Conversation reports (issue 11) are tickets of kind 'report': the desk reads the reported conversation.
 */
export function SupportDeskPage() {
  const session = useSession()!;
  const me = session._id;
  const [params, update] = useSearchParamsState();
  const values: DeskFilterValues = {
    status: params.get('status') ?? 'ongoing',
    assigned: params.get('assigned') ?? 'unassigned',
    role: params.get('role') ?? '',
    kind: params.get('kind') ?? '',
    order: params.get('order') ?? 'oldest',
    q: params.get('q') ?? '',
  };
  const page = pageFrom(params.get('page'));
  const selected = params.get('ticket');
  const filters = {
    page,
    status: values.status || undefined,
    assigned: values.assigned,
    role: values.role || undefined,
    kind: values.kind || undefined,
    order: values.order,
    q: values.q || undefined,
  } as Filters;
  const { live } = useLiveTickets();
  const tickets = useDeskTickets(filters);
  const stats = useDeskStats();

  return (
    <div className="flex flex-col gap-4">
      <title>{pageTitle(TITLE)}</title>
      <h1 className="text-2xl font-bold">{tx(TITLE)}</h1>
      {/* On a phone the open ticket replaces the figures, the filters and the list. */}
      <div className={`${selected ? 'hidden lg:flex' : 'flex'} flex-col gap-4`}>
        {stats.isError ? (
          <ErrorPanel message={stats.error.message} onRetry={() => stats.refetch()} />
        ) : (
          <dl aria-label={t('Desk figures')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {[
              ['Unassigned', stats.data?.unassigned],
              ['In progress', stats.data?.ongoing],
              ['Closed', stats.data?.closed],
              [
                'Average first response',
                stats.data ? duration(stats.data.average_first_response_seconds) : undefined,
              ],
              [
                'Average resolution',
                stats.data ? duration(stats.data.average_resolution_seconds) : undefined,
              ],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-gray-200">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="text-xl font-bold tabular-nums">{value ?? '–'}</dd>
              </div>
            ))}
          </dl>
        )}
        <DeskFilters
          key={values.q}
          values={values}
          onChange={(changes) => update({ ...changes, page: null, ticket: null })}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,24rem)_1fr]">
        <div
          className={`${selected ? 'hidden lg:flex' : 'flex'} flex-col gap-3 lg:h-[40rem] lg:overflow-y-auto lg:pr-1`}
        >
          {tickets.isPending ? (
            <ListSkeleton label={t('Loading tickets…')} />
          ) : tickets.isError ? (
            <ErrorPanel message={tickets.error.message} onRetry={() => tickets.refetch()} />
          ) : tickets.data.docs.length === 0 ? (
            <EmptyState title={t('No ticket matches these filters')} />
          ) : (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {t('{count, plural, one {# ticket} other {# tickets}}', { count: tickets.data.totalDocs })}
              </p>
              <ul
                aria-label={t('Tickets')}
                className={`flex flex-col gap-2 ${tickets.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {tickets.data.docs.map((ticket) => (
                  <li key={ticket._id}>
                    <TicketListItem
                      ticket={ticket}
                      showCreator
                      selected={ticket._id === selected}
                      to={withParams(params, { ticket: ticket._id })}
                    />
                  </li>
                ))}
              </ul>
              <Pager
                hideSinglePage
                page={page}
                totalPages={tickets.data.totalPages}
                busy={tickets.isPlaceholderData}
                onPage={(next) => update({ page: String(next), ticket: null })}
                label={t('Ticket pages')}
              />
            </>
          )}
        </div>
        <div
          className={`${selected ? 'flex' : 'hidden lg:flex'} min-h-[28rem] flex-col rounded-xl bg-white ring-1 ring-gray-200 lg:h-[40rem]`}
        >
          {selected ? (
            <TicketConversation
              key={selected}
              ticketId={selected}
              me={me}
              live={live}
              back={
                <Link
                  to={withParams(params, { ticket: null })}
                  className="flex min-h-12 items-center gap-1 self-start rounded-lg pr-3 font-semibold text-brand-800 hover:bg-brand-50 lg:hidden"
                >
                  <span aria-hidden="true">‹</span> {t('Back to the desk')}
                </Link>
              }
              actions={(ticket) => <DeskActions ticket={ticket} me={me} />}
              canReply={(ticket) => ticket.status === 'ongoing'}
              replyHint={(ticket) =>
                ticket.replying_admin ? undefined : 'Replying assigns this ticket to you.'
              }
            />
          ) : (
            <p className="m-auto p-6 text-center text-muted">{t('Select a ticket to read and answer it.')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
