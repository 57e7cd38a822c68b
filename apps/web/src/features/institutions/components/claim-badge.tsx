import { CLAIM_STATUS_LABELS, type ClaimStatus, type RollClaimState } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { t, tx } from '@/lib/i18n/i18n';

const CLAIM_TONE: Record<ClaimStatus, 'green' | 'grey' | 'amber'> = {
  confirmed: 'green',
  claimed: 'amber',
  disputed: 'amber',
  rejected: 'grey',
};

/** A graduate's claim as the institution sees it: Confirmed, Awaiting confirmation, Disputed or Rejected. */
export function ClaimBadge({ status }: { status: ClaimStatus }) {
  return <Badge tone={CLAIM_TONE[status]}>{tx(CLAIM_STATUS_LABELS[status])}</Badge>;
}

export const ROLL_STATE_LABELS: Record<RollClaimState, string> = {
  get unclaimed() {
    return t('Not claimed yet');
  },
  get claimed() {
    return t('Claimed');
  },
  get confirmed() {
    return t('Confirmed');
  },
  get disputed() {
    return t('Disputed');
  },
};
const ROLL_TONE: Record<RollClaimState, 'green' | 'grey' | 'amber'> = {
  unclaimed: 'grey',
  claimed: 'amber',
  confirmed: 'green',
  disputed: 'amber',
};

/** A roll row's state: nobody has claimed it yet, or the best claim on it. */
export function RollStateBadge({ state }: { state: RollClaimState }) {
  return <Badge tone={ROLL_TONE[state]}>{ROLL_STATE_LABELS[state]}</Badge>;
}
