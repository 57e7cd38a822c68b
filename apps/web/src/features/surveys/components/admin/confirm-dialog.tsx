import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /**
   * Does the step and shows its outcome on the page (a failure included); the dialog closes once it settles, so
   * that a refusal drawn on the page behind it is not left covered by the modal.
   */
  onConfirm: () => Promise<void>;
  danger?: boolean;
}

/** "Are you sure?" before a step that cannot be undone from here (delete, publish, close). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
  danger,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      {children && <div className="text-muted">{children}</div>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          busyLabel={busyLabel}
          className={danger ? 'bg-red-700 hover:bg-red-800' : ''}
          onClick={async () => {
            await onConfirm();
            onOpenChange(false);
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
