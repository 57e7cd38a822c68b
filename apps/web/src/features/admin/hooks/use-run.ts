import { toast } from '@/components/ui/toast';
import type { Envelope } from '@/lib/api';

/** Runs a console action from a button: the server's msg as a toast, success or refusal. */
export async function runWithToast(action: () => Promise<Envelope<unknown>>): Promise<void> {
  try {
    const answer = await action();
    if (answer.msg) toast(answer.msg);
  } catch (error) {
    toast(error instanceof Error ? error.message : String(error));
  }
}

/** For dialogs: the server's msg as a toast on success; a refusal is thrown back so the dialog shows it. */
export async function toastOnSuccess(action: () => Promise<Envelope<unknown>>): Promise<void> {
  const answer = await action();
  if (answer.msg) toast(answer.msg);
}
