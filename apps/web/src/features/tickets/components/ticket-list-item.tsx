import { TICKET_KIND_LABELS, type Ticket, ticketPreview } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { t } from '@/lib/i18n/i18n';
import { ticketDate } from '../lib/format';
import { TicketStatusBadge } from './ticket-status-badge';

/**
 * One ticket in the list (spec 001 §2): title, date and the first characters of the last message then an
 * ellipsis. A ticket with a replying admin is highlighted and names them (spec 001 §4); the open one is marked.
 */
export function TicketListItem({
  ticket,
  to,
  selected,
  showCreator = false,
}: {
  ticket: Ticket;
  to: string;
  selected: boolean;
  /** The desk shows who opened it. */
  showCreator?: boolean;
}) {
  const assigned = Boolean(ticket.replying_admin);
  return (
    <Link
      to={to}
      aria-current={selected ? 'true' : undefined}
      data-assigned={assigned || undefined}
      className={`flex flex-col gap-1 rounded-xl p-3 ring-1 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-700 ${
        selected ? 'ring-2 ring-brand-700' : 'ring-gray-200'
      } ${assigned ? 'border-l-4 border-brand-600 bg-brand-50/60' : 'bg-white'}`}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold break-words [overflow-wrap:anywhere]">{ticket.title}</span>
        <TicketStatusBadge status={ticket.status} />
      </span>
      {ticket.kind === 'report' && (
        <span>
          <Badge tone="amber">{TICKET_KIND_LABELS.report}</Badge>
        </span>
      )}
      <span className="text-sm text-muted">
        <time dateTime={ticket.createdAt}>{ticketDate(ticket.createdAt)}</time>
        {showCreator && <> · {ticket.created_by.name}</>}
      </span>
      {ticket.last_message && (
        <span className="text-sm text-ink [overflow-wrap:anywhere]">
          {ticketPreview(ticket.last_message.text)}
        </span>
      )}
      {ticket.replying_admin && (
        <span className="text-sm font-medium text-brand-900">
          {t('Replying: {name}', { name: ticket.replying_admin.user_id.name })}
        </span>
      )}
    </Link>
  );
}
