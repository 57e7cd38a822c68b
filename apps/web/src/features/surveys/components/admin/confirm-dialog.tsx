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
  /** Resolves once done; the dialog closes itself only when it succeeded. */
  onConfirm: () => Promise<boolean>;
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
            if (await onConfirm()) onOpenChange(false);
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
