import { PROGRAMME_STATUS_LABELS, type ProgrammeStatus } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';

const TONE: Record<ProgrammeStatus, 'green' | 'grey' | 'amber'> = {
  approved: 'green',
  pending: 'amber',
  expired: 'grey',
  denied: 'grey',
};

/** The programme's status as read today (the server reads a programme past its expiry date as expired). */
export function ProgrammeStatusBadge({ status }: { status: ProgrammeStatus }) {
  return <Badge tone={TONE[status]}>{PROGRAMME_STATUS_LABELS[status]}</Badge>;
}
