import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_MAX, type ReasonRequest, reasonSchema } from '@tvet/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { TextareaField } from '@/components/ui/textarea-field';
import { formErrorOf } from '@/lib/show-error';
import '@/lib/zod';

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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** Throws the server's refusal. */
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const form = useForm<ReasonRequest>({ defaultValues: { reason: '' }, resolver: zodResolver(reasonSchema) });

  async function submit({ reason }: ReasonRequest) {
    setFormError(null);
    try {
      await onConfirm(reason);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      setFormError(formErrorOf(error, { aboveForm: true }));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setFormError(null);
        onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
        <FormError error={formError} />
        <TextareaField
          label="Reason"
          required
          rows={4}
          maxLength={REASON_MAX}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={form.formState.isSubmitting} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
