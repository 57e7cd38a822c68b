import { type ReactNode, useState } from 'react';
import { t, tx } from '@/lib/i18n/i18n';
import { formErrorOf } from '@/lib/show-error';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormError, type FormErrorState } from './form-error';

/**
 * A dialog whose action the server may refuse (confirming, giving a reason): the refusal stays in the dialog,
 * success closes it, and closing forgets the refusal.
 */
export function useDialogAction(onOpenChange: (open: boolean) => void) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  return {
    formError,
    /** Runs the action; answers whether it succeeded (the dialog is then closed). */
    async run(action: () => Promise<unknown>): Promise<boolean> {
      setFormError(null);
      try {
        await action();
        onOpenChange(false);
        return true;
      } catch (error) {
        setFormError(formErrorOf(error, { aboveForm: true }));
        return false;
      }
    },
    onOpenChange(next: boolean) {
      if (!next) setFormError(null);
      onOpenChange(next);
    },
  };
}

/** What a dialog with one refusable action is given; `onConfirm` throws the server's refusal. */
export interface ActionDialogProps<Args extends unknown[] = []> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: (...args: Args) => Promise<unknown>;
}

interface ConfirmDialogProps extends Omit<ActionDialogProps, 'description'> {
  description?: string;
  /** More than a sentence of description: what exactly goes (shown under the title). */
  children?: ReactNode;
  /** A step that destroys something (deleting): the confirming button is red. */
  danger?: boolean;
}

/**
 * The one "Are you sure?" before a change that people feel (deactivating, removing, denying, deleting,
 * publishing). A refusal `onConfirm` throws stays in the dialog; success closes it. A caller that shows the
 * outcome on its page instead catches the refusal itself, and the dialog closes once the step settles.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
  danger,
}: ConfirmDialogProps) {
  const action = useDialogAction(onOpenChange);
  return (
    <Dialog open={open} onOpenChange={action.onOpenChange} title={title} description={description}>
      {children && <div className="text-muted">{children}</div>}
      <FormError error={action.formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t('Cancel')}
        </Button>
        <Button
          busyLabel={busyLabel}
          className={danger ? 'bg-red-700 hover:bg-red-800' : ''}
          onClick={() => action.run(onConfirm)}
        >
          {tx(confirmLabel)}
        </Button>
      </div>
    </Dialog>
  );
}
