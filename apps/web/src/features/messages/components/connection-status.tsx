import { MESSAGES, REALTIME_CLIENT_OPTIONS } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { t, tx } from '@/lib/i18n/i18n';
import { realtime, useRealtimeState } from '@/lib/socket';

/**
 * The realtime connection in words (spec 000 §4 'Realtime connection'): connecting, connected, or
 * 'disconnected from server' while socket.io tries again (3 attempts), then a Reconnect button. Messages written
 * meanwhile wait and go on reconnection.
 */
export function ConnectionStatus() {
  const { status, attempt, error } = useRealtimeState();
  if (status === 'connected') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-600" />
        {t('Connected')}
      </p>
    );
  }
  if (status === 'idle' || status === 'connecting') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('Connecting…')}
      </p>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-600" />
      <span className="font-semibold">{tx(MESSAGES.disconnected)}</span>
      {status === 'reconnecting' ? (
        <span className="flex items-center gap-2">
          <Spinner className="size-4" />
          {attempt > 0
            ? `Reconnecting (attempt ${attempt} of ${REALTIME_CLIENT_OPTIONS.reconnectionAttempts})…`
            : 'Reconnecting…'}
        </span>
      ) : (
        <>
          {error && <span>{error}</span>}
          <span>{t('Messages you write will be sent when you reconnect.')}</span>
          <Button
            variant="secondary"
            className="min-h-10 px-3 py-1 text-sm"
            onClick={() => realtime.reconnect()}
          >
            {t('Reconnect')}
          </Button>
        </>
      )}
    </div>
  );
}
