import { TICKET_STATUS_LABELS, type TicketStatus } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={status === 'ongoing' ? 'amber' : 'grey'}>{TICKET_STATUS_LABELS[status]}</Badge>;
}
