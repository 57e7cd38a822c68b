import { useState } from 'react';
import { useParams } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useDeactivateAccount, useReactivateAccount, useResendVerification } from '../api/account-actions';
import { useAccount } from '../api/get-account';
import { runWithToast, toastOnSuccess } from '../hooks/use-run';
import { formatDateTime } from '../lib/format';
import { AccountBadges } from './accounts-page';

/** One account: what it is, and resend verification, deactivate (with confirm) or reactivate. */
export function AccountPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const account = useAccount(id);
  const resend = useResendVerification();
  const deactivate = useDeactivateAccount();
  const reactivate = useReactivateAccount();
  const [confirming, setConfirming] = useState(false);

  if (account.isPending) return <LoadingPanel label={t('Loading the account…')} />;
  if (account.isError)
    return (
      <div className="flex flex-col gap-3">
        <BackButton fallback={paths.adminAccounts} />
        <ErrorPanel message={account.error.message} onRetry={() => account.refetch()} />
      </div>
    );
  const data = account.data;
  const self = data._id === session?._id;
  const rows: [string, string][] = [
    ['E-mail', data.email],
    ['Username', `@${data.username}`],
    ['Phone', data.phone ?? '–'],
    ['Joined', formatDateTime(data.createdAt)],
    ['Last change', formatDateTime(data.updatedAt)],
  ];
  if (data.verification_status) rows.push(['Institution verification', data.verification_status]);
  if (data.vetting_status) rows.push(['Employer vetting', data.vetting_status]);
  if (data.two_factor_enabled !== undefined)
    rows.push([t('Two-factor sign-in'), data.two_factor_enabled ? t('Set up') : t('Not set up yet')]);

  return (
    <ConsolePage title={data.name}>
      <BackButton fallback={paths.adminAccounts} label={t('Back to accounts')} />
      <RecordCard>
        <AccountBadges account={data} />
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          {!data.is_email_verified && (
            <Button
              variant="secondary"
              busyLabel={t('Sending…')}
              onClick={() => runWithToast(() => resend.mutateAsync(data._id))}
            >
              {t('Resend verification')}
            </Button>
          )}
          {data.is_active ? (
            !self && (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('Deactivate account')}
              </Button>
            )
          ) : (
            <Button
              variant="secondary"
              busyLabel={t('Reactivating…')}
              onClick={() => runWithToast(() => reactivate.mutateAsync(data._id))}
            >
              {t('Reactivate account')}
            </Button>
          )}
        </div>
      </RecordCard>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Deactivate {name}?', { name: data.name })}
        description={t(
          'They are signed out everywhere at once and cannot sign in until an administrator reactivates the account. Their data is kept.',
        )}
        confirmLabel={t('Deactivate')}
        busyLabel={t('Deactivating…')}
        onConfirm={() => toastOnSuccess(() => deactivate.mutateAsync({ id: data._id }))}
      />
    </ConsolePage>
  );
}
