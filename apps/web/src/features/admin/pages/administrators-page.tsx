import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminUser, type InviteAdmin, inviteAdminSchema } from '@tvet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { PagedList } from '@/components/ui/paged-list';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { formErrorOf } from '@/lib/show-error';
import { useAdmins } from '../api/get-admins';
import { useInvitations } from '../api/get-invitations';
import { useInviteAdmin, useRemoveAdmin, useRevokeInvitation } from '../api/manage-admins';
import { useListParams } from '../hooks/use-list-params';
import { runWithToast, toastOnSuccess } from '../hooks/use-run';
import { formatDate, formatDateTime } from '../lib/format';
import '@/lib/zod';
import { withLabels } from '@/lib/field-messages';
import { t } from '@/lib/i18n/i18n';

function InviteForm() {
  const invite = useInviteAdmin();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const form = useForm<InviteAdmin>({
    defaultValues: { name: '', email: '' },
    resolver: withLabels(zodResolver(inviteAdminSchema)),
  });
  async function submit(values: InviteAdmin) {
    setFormError(null);
    try {
      const answer = await invite.mutateAsync(values);
      toast(answer.msg);
      form.reset();
    } catch (error) {
      setFormError(formErrorOf(error, { aboveForm: true }));
    }
  }
  return (
    <RecordCard>
      <h2 className="text-lg font-semibold">{t('Invite an administrator')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <div className="sm:col-span-3">
          <FormError error={formError} />
        </div>
        <TextField
          label={t('Name')}
          required
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('E-mail address')}
          type="email"
          required
          autoCapitalize="none"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button
          type="submit"
          className="sm:mt-7"
          busy={form.formState.isSubmitting}
          busyLabel={t('Sending…')}
        >
          {t('Send invitation')}
        </Button>
      </form>
    </RecordCard>
  );
}

/** Administrators: who they are (with two-factor set up or not), remove one (never the last), invitations. */
export function AdministratorsPage() {
  const session = useSession();
  const { page, setPage } = useListParams({});
  const [invitationPage, setInvitationPage] = useState(1);
  const admins = useAdmins({ page });
  const invitations = useInvitations({ pending: 'true', page: invitationPage });
  const remove = useRemoveAdmin();
  const revoke = useRevokeInvitation();
  const [removing, setRemoving] = useState<AdminUser | null>(null);

  return (
    <ConsolePage
      title={t('Administrators')}
      intro={t(
        'Invite another administrator by e-mail, or remove one. The last administrator cannot be removed.',
      )}
    >
      <InviteForm />
      <h2 className="text-lg font-semibold">{t('Administrators')}</h2>
      <PagedList
        query={admins}
        page={page}
        onPage={setPage}
        label={t('Administrators')}
        noun={['administrator', 'administrators']}
        empty={t('No administrator')}
      >
        {(admin) => (
          <RecordCard>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold [overflow-wrap:anywhere]">
                  {admin.user_id.name}
                  {admin.user_id._id === session?._id ? ' (you)' : ''}
                </p>
                <p className="text-sm text-muted [overflow-wrap:anywhere]">
                  {t('{email} · since {createdAt}', {
                    email: admin.user_id.email,
                    createdAt: formatDate(admin.createdAt),
                  })}
                </p>
              </div>
              <span className="flex flex-wrap gap-1">
                {!admin.is_active && <Badge tone="amber">{t('Removed')}</Badge>}
                <Badge tone={admin.two_factor_enabled ? 'green' : 'amber'}>
                  {admin.two_factor_enabled ? t('Two-factor on') : t('Two-factor not set up')}
                </Badge>
              </span>
            </div>
            {admin.is_active && admin.user_id._id !== session?._id && (
              <Button
                variant="secondary"
                className="self-start"
                aria-label={t('Remove {name}', { name: admin.user_id.name })}
                onClick={() => setRemoving(admin)}
              >
                {t('Remove')}
              </Button>
            )}
          </RecordCard>
        )}
      </PagedList>
      <h2 className="text-lg font-semibold">{t('Invitations waiting')}</h2>
      <PagedList
        query={invitations}
        page={invitationPage}
        onPage={setInvitationPage}
        label={t('Invitations')}
        noun={['invitation', 'invitations']}
        empty={t('No invitation waiting')}
      >
        {(invitation) => (
          <RecordCard>
            <p className="font-semibold [overflow-wrap:anywhere]">
              {invitation.name} · {invitation.email}
            </p>
            <p className="text-sm text-muted">
              {invitation.invited_by
                ? t('Sent {createdAt} by {inviter} · expires {expiresAt}', {
                    createdAt: formatDateTime(invitation.createdAt),
                    inviter: invitation.invited_by.name,
                    expiresAt: formatDateTime(invitation.expiresAt),
                  })
                : t('Sent {createdAt} · expires {expiresAt}', {
                    createdAt: formatDateTime(invitation.createdAt),
                    expiresAt: formatDateTime(invitation.expiresAt),
                  })}
            </p>
            <Button
              variant="ghost"
              className="self-start"
              busyLabel={t('Revoking…')}
              aria-label={t('Revoke the invitation of {name}', { name: invitation.name })}
              onClick={() => runWithToast(() => revoke.mutateAsync(invitation._id))}
            >
              {t('Revoke')}
            </Button>
          </RecordCard>
        )}
      </PagedList>
      <ConfirmDialog
        open={Boolean(removing)}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('Remove {name}?', { name: removing?.user_id.name ?? '' })}
        description={t(
          'The account is deactivated and signed out everywhere at once. Its actions stay in the audit log.',
        )}
        confirmLabel={t('Remove')}
        busyLabel={t('Removing…')}
        onConfirm={() => toastOnSuccess(() => remove.mutateAsync(removing!._id))}
      />
    </ConsolePage>
  );
}
