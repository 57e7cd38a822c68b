import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

/** A visible way out of a dialog for touch users, who have no Escape key. */
export function DialogCancel({ label = 'Cancel' }: { label?: string }) {
  return (
    <DialogClose asChild>
      <Button variant="ghost">{label}</Button>
    </DialogClose>
  );
}
