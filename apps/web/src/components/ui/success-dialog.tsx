import type { ReactNode } from 'react';
import { t } from '@/lib/i18n/i18n';
import { Button } from './button';
import { CheckMark } from './check-mark';
import { Dialog } from './dialog';

/**
 * Something went through ('Survey Completed!', 'Job Created Successfully!', 'Application Submitted!'): the
 * sentence as the dialog's name, a check mark, what happens next, and Dismiss. Closing it any other way
 * (Escape, the overlay) also dismisses.
 */
export function SuccessDialog({
  open,
  title,
  description,
  onDismiss,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  onDismiss: () => void;
  /** Below Dismiss: a link onwards. */
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()} title={title} description={description}>
      <CheckMark className="size-14 self-center" />
      <Button block onClick={onDismiss}>
        {t('Dismiss')}
      </Button>
      {children}
    </Dialog>
  );
}
