import type { ClaimStatus } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { useDecideClaim } from '../api/decide-claim';

/**
 * Confirm or reject a graduate's claim to be on this institution's roll. A confirmed claim can still be
 * rejected and a rejected one confirmed (a mistake is undone the same way).
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

  async function run(decision: 'confirm' | 'reject') {
    try {
      toast((await decide.mutateAsync({ graduateId, decision })).msg);
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
          busyLabel="Confirming…"
          disabled={busy === 'reject'}
          onClick={() => run('confirm')}
        >
          Confirm <span className="sr-only">{name}</span>
        </Button>
      )}
      {status !== 'rejected' && (
        <Button
          variant="secondary"
          className={`${className} text-red-800`}
          busy={busy === 'reject'}
          busyLabel="Rejecting…"
          disabled={busy === 'confirm'}
          onClick={() => run('reject')}
        >
          Reject <span className="sr-only">{name}</span>
        </Button>
      )}
    </span>
  );
}
