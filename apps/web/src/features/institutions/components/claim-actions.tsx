import type { ClaimStatus } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useDecideClaim } from '../api/decide-claim';

/**
 * Confirm or reject a graduate's claim to be on this institution's roll. A confirmed claim can still be
 * rejected and a rejected one confirmed (a mistake is undone the same way). Rejecting asks for the reason,
 * which the graduate is shown (issue 22.22); its refusal stays in the dialog.
 */
export function ClaimActions({
  graduateId,
  name,
  status,
  size = 'normal',
}: {
  graduateId: string;
  name: string;
  status: ClaimStatus;
  size?: 'normal' | 'small';
}) {
  const session = useSession()!;
  const decide = useDecideClaim(session.user_id);
  const busy = decide.isPending ? decide.variables?.decision : null;
  const className = size === 'small' ? 'min-h-11 px-3' : '';
  const [rejecting, setRejecting] = useState(false);

  async function confirm() {
    try {
      toast((await decide.mutateAsync({ graduateId, decision: 'confirm' })).msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <span className="inline-flex flex-wrap gap-2">
      {status !== 'confirmed' && (
        <Button
          className={className}
          busy={busy === 'confirm'}
          busyLabel={t('Confirming…')}
          disabled={busy === 'reject'}
          onClick={confirm}
        >
          {t('Confirm')} <span className="sr-only">{name}</span>
        </Button>
      )}
      {status !== 'rejected' && (
        <Button
          variant="secondary"
          className={`${className} text-red-800`}
          busy={busy === 'reject'}
          busyLabel={t('Rejecting…')}
          disabled={busy === 'confirm'}
          onClick={() => setRejecting(true)}
        >
          {t('Reject')} <span className="sr-only">{name}</span>
        </Button>
      )}
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t("Reject {name}'s claim?", { name })}
        description={`${name} will see that you did not confirm them, with your reason, so they can correct their matric number, programme or year.`}
        confirmLabel={t('Reject claim')}
        busyLabel={t('Rejecting…')}
        onConfirm={async (reason) =>
          toast((await decide.mutateAsync({ graduateId, decision: 'reject', reason })).msg)
        }
      />
    </span>
  );
}
