import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { formErrorOf } from '@/lib/show-error';

/** "Are you sure?" before a change that people feel (deactivating, removing, denying). */
export function ConfirmDialog({
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
  onConfirm: () => Promise<unknown>;
}) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  async function confirm() {
    setFormError(null);
    try {
      await onConfirm();
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
      <FormError error={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button busyLabel={busyLabel} onClick={confirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
