import { TICKET_MESSAGES, TICKET_TABS, type TicketStatus } from '@tvet/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Link } from '@/components/ui/link';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { Tab, TabCount, TabList, Tabs } from '@/components/ui/tabs';
import { CONVERSATION_PARAM, href, paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useTicketCounts } from '../api/get-ticket-counts';
import { useTickets } from '../api/get-tickets';
import { CreateTicketDialog } from '../components/create-ticket-dialog';
import { TicketConversation } from '../components/ticket-conversation';
import { TicketListItem } from '../components/ticket-list-item';
import { useLiveTickets } from '../hooks/use-live-tickets';

const TITLE = 'Tickets';
type TabKey = (typeof TICKET_TABS)[number]['key'];
const TAB_KEYS = TICKET_TABS.map((tab) => tab.key) as readonly string[];
const EMPTY_TAB: Record<TabKey, string> = {
  all: TICKET_MESSAGES.noTicket,
  get ongoing() {
    return t('You have no ticket in progress');
  },
  get closed() {
    return t('You have no closed ticket');
  },
};

/** The address of the page with some parameters changed (null removes one). */
function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  const text = next.toString();
  return text ? `${paths.tickets}?${text}` : paths.tickets;
}

/**
 * /tickets for every role (spec 001 §2 'Tickets', §4, §9): the tabs all / in progress / closed with their
 * counts, 20 tickets a page, and the selected ticket's conversation beside the list. The tab, page and the
 * selected ticket live in the address, so a reload or a shared link keeps them. On a phone the conversation
 * replaces the list and a Back button returns to it.
 */
export function TicketsPage() {
  const session = useSession()!;
  const me = session._id;
  const [params, update] = useSearchParamsState();
  const tabParam = params.get('tab') ?? 'all';
  const tab = (TAB_KEYS.includes(tabParam) ? tabParam : 'all') as TabKey;
  const status = TICKET_TABS.find((entry) => entry.key === tab)?.status as TicketStatus | undefined;
  const page = pageFrom(params.get('page'));
  const selected = params.get('ticket');
  const { live } = useLiveTickets();
  const tickets = useTickets(me, status, page);
  const counts = useTicketCounts(me);

  const list = (
    <div className="flex flex-col gap-3">
      {tickets.isPending ? (
        <ListSkeleton label={t('Loading your tickets…')} />
      ) : tickets.isError ? (
        <ErrorPanel message={tickets.error.message} onRetry={() => tickets.refetch()} />
      ) : tickets.data.docs.length === 0 ? (
        <EmptyState title={counts.data?.all === 0 ? TICKET_MESSAGES.noTicket : EMPTY_TAB[tab]}>
          {t('Create a ticket to ask the support team for help.')}
        </EmptyState>
      ) : (
        <>
          <ul
            aria-label={t('Your tickets')}
            className={`flex flex-col gap-2 ${tickets.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {tickets.data.docs.map((ticket) => (
              <li key={ticket._id}>
                <TicketListItem
                  ticket={ticket}
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
  );

  return (
    <div className="flex flex-col gap-4">
      <title>{pageTitle(TITLE)}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{tx(TITLE)}</h1>
        <CreateTicketDialog
          createdBy={me}
          onCreated={(ticket) => update({ tab: null, page: null, ticket: ticket._id }, { push: true })}
        />
      </div>
      <Tabs value={tab} onValueChange={(next) => update({ tab: next === 'all' ? null : next, page: null })}>
        <TabList aria-label={t('Ticket status')}>
          {TICKET_TABS.map((entry) => (
            <Tab key={entry.key} value={entry.key}>
              {entry.label} <TabCount>{counts.data?.[entry.key]}</TabCount>
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <div className="grid gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <div
          className={`${selected ? 'hidden md:flex' : 'flex'} flex-col md:h-[36rem] md:overflow-y-auto md:pr-1`}
        >
          {list}
        </div>
        <div
          className={`${selected ? 'flex' : 'hidden md:flex'} min-h-[28rem] flex-col rounded-xl bg-white ring-1 ring-gray-200 md:h-[36rem]`}
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
                  className="flex min-h-12 items-center gap-1 self-start rounded-lg pr-3 font-semibold text-brand-800 hover:bg-brand-50 md:hidden"
                >
                  <span aria-hidden="true">‹</span> {t('Back to tickets')}
                </Link>
              }
              replyHint={(ticket) =>
                ticket.status === 'closed' ? t('This ticket is closed: replying reopens it.') : undefined
              }
              actions={(ticket) =>
                ticket.kind === 'report' && ticket.conversation_id ? (
                  <Link
                    to={href(paths.messages, {}, { [CONVERSATION_PARAM]: ticket.conversation_id })}
                    className="flex min-h-12 items-center self-start font-semibold text-brand-800 underline"
                  >
                    {t('Open the conversation you reported')}
                  </Link>
                ) : null
              }
            />
          ) : (
            <p className="m-auto p-6 text-center text-muted">
              {t('Select a ticket to read its conversation.')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
