import { MENTOR_STATUS_LABELS, type MentorStatus } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';

const TONES = {
  active: 'green',
  invited: 'grey',
  invitation_expired: 'amber',
  deactivated: 'amber',
} as const satisfies Record<MentorStatus, string>;

export function MentorStatusBadge({ status }: { status: MentorStatus }) {
  return <Badge tone={TONES[status]}>{MENTOR_STATUS_LABELS[status]}</Badge>;
}
