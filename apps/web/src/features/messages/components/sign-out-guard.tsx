import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { outbox } from '../lib/outbox';

/** How long signing out waits for unsent messages to go before asking what to do with the rest. */
export const SIGN_OUT_SEND_TIMEOUT_MS = 15_000;

type Step = { kind: 'idle' } | { kind: 'sending' } | { kind: 'asking'; count: number };

const messagesWord = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

/**
 * Signing out with messages not yet sent (written offline, or refused): they are sent first when the connection
 * allows, and whatever is left is named before it is deleted from this phone ('Stay signed in' keeps it and the
 * session). Once the person goes, nothing of theirs stays on the phone. Call `confirmSignOut` before logging out
 * and render `dialog`.
 */
export function useSignOutGuard(): { confirmSignOut: () => Promise<boolean>; dialog: ReactNode } {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const answer = useRef<((leave: boolean) => void) | null>(null);

  async function confirmSignOut(): Promise<boolean> {
    const accountId = getSession()?._id;
    if (!accountId) return true;
    // Other tabs' unsent messages of this person count too (and are sent from here if possible).
    outbox.open(accountId);
    if (outbox.unsent(accountId) > 0 && realtime.isConnected()) {
      setStep({ kind: 'sending' });
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        outbox.flush(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, SIGN_OUT_SEND_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    const count = outbox.unsent(accountId);
    if (count === 0) {
      setStep({ kind: 'idle' });
      outbox.discard(accountId);
      return true;
    }
    setStep({ kind: 'asking', count });
    const leave = await new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
    answer.current = null;
    setStep({ kind: 'idle' });
    if (leave) outbox.discard(accountId);
    return leave;
  }

  const reply = (leave: boolean) => answer.current?.(leave);

  const dialog = (
    <Dialog
      open={step.kind !== 'idle'}
      onOpenChange={(open) => {
        if (!open && step.kind === 'asking') reply(false);
      }}
      title={step.kind === 'asking' ? `${messagesWord(step.count)} not sent` : 'Sending your messages'}
      description={
        step.kind === 'asking'
          ? `${step.count === 1 ? 'It has' : 'They have'} not reached the server${
              realtime.isConnected() ? '' : ' (you are offline)'
            }. If you log out now, ${step.count === 1 ? 'it is' : 'they are'} deleted from this phone and never sent. Stay signed in to send ${step.count === 1 ? 'it' : 'them'} when you are back online.`
          : undefined
      }
    >
      {step.kind === 'sending' ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner className="size-5" />
          Sending your unsent messages before you log out…
        </p>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => reply(false)}>
            Stay signed in
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" onClick={() => reply(true)}>
            Log out and delete {step.kind === 'asking' && step.count === 1 ? 'it' : 'them'}
          </Button>
        </div>
      )}
    </Dialog>
  );

  return { confirmSignOut, dialog };
}
