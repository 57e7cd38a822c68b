import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_MAX, type ReasonRequest, reasonSchema } from '@tvet/contract';
import { useForm } from 'react-hook-form';
import { Button } from './button';
import { type ActionDialogProps, useDialogAction } from './confirm-dialog';
import { Dialog } from './dialog';
import { FormError } from './form-error';
import { TextareaField } from './textarea-field';
import '@/lib/zod';
import { withLabels } from '@/lib/field-messages';
import { t } from '@/lib/i18n/i18n';

/**
 * An action that needs a reason (rejecting an institution or an employer, suspending a job): the reason is
 * required (blank is refused here and by the server) and the server's refusal stays in the dialog.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
}: ActionDialogProps<[reason: string]>) {
  const action = useDialogAction(onOpenChange);
  const form = useForm<ReasonRequest>({
    defaultValues: { reason: '' },
    resolver: withLabels(zodResolver(reasonSchema)),
  });

  async function submit({ reason }: ReasonRequest) {
    if (await action.run(() => onConfirm(reason))) form.reset();
  }

  return (
    <Dialog open={open} onOpenChange={action.onOpenChange} title={title} description={description}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
        <FormError error={action.formError} />
        <TextareaField
          label={t('Reason')}
          required
          rows={4}
          maxLength={REASON_MAX}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" busy={form.formState.isSubmitting} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
