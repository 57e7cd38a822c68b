import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { tx } from '@/lib/i18n/i18n';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Room for a long read (a conversation): up to 42rem wide instead of 28rem. */
  wide?: boolean;
  children: ReactNode;
}

/** A modal dialog: focus is trapped inside and returns to the opener on close (Radix). */
export function Dialog({ open, onOpenChange, title, description, wide = false, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-md'} -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="text-xl font-bold">{tx(title)}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="text-muted">{tx(description)}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A panel from the left, used as the navigation drawer on phones. `onCloseAutoFocus` decides where focus goes
 * on close (Radix returns it to a Dialog.Trigger, and this sheet is opened by a button elsewhere).
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  onCloseAutoFocus,
  children,
}: Omit<DialogProps, 'description'> & { onCloseAutoFocus?: (event: Event) => void }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white shadow-xl"
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
