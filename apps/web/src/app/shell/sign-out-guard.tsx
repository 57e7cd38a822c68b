import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { t, tx } from '@/lib/i18n/i18n';
import { getSession } from '@/lib/session';
import { joinWords, type UnsentWork } from '@/lib/unsent-work';

/** How long signing out waits for unsent work to go before asking what to do with the rest. */
export const SIGN_OUT_SEND_TIMEOUT_MS = 15_000;

type Left = { work: UnsentWork; count: number }[];
type Step = { kind: 'idle' } | { kind: 'sending'; plurals: string[] } | { kind: 'asking'; left: Left };

const leftOf = (kinds: readonly UnsentWork[], accountId: string): Left =>
  kinds.map((work) => ({ work, count: work.count(accountId) })).filter((entry) => entry.count > 0);

/** Why what is left matters, one sentence at a time so that each is translated whole. */
function notSent(one: boolean, offline: boolean): string {
  const reached = one
    ? offline
      ? t('It has not reached the server (you are offline).')
      : t('It has not reached the server.')
    : offline
      ? t('They have not reached the server (you are offline).')
      : t('They have not reached the server.');
  const deleted = one
    ? t('If you log out now, it is deleted from this phone and never sent.')
    : t('If you log out now, they are deleted from this phone and never sent.');
  const stay = one
    ? t('Stay signed in to send it when you are back online.')
    : t('Stay signed in to send them when you are back online.');
  return `${reached} ${deleted} ${stay}`;
}

/**
 * Signing out with work not yet on the server (messages written offline or refused, survey answers waiting):
 * whatever can go is sent first, and whatever is left is named before it is deleted from this phone ('Stay signed
 * in' keeps it and the session). Once the person goes, nothing of theirs stays on the phone: each kind's
 * `discard` runs, whether anything was left or not. Call `confirmSignOut` before logging out and render `dialog`.
 */
export function useSignOutGuard(kinds: readonly UnsentWork[]): {
  confirmSignOut: () => Promise<boolean>;
  dialog: ReactNode;
} {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const answer = useRef<((leave: boolean) => void) | null>(null);

  async function confirmSignOut(): Promise<boolean> {
    const accountId = getSession()?._id;
    if (!accountId) return true;
    const discard = () => {
      for (const work of kinds) work.discard(accountId);
    };
    // Other tabs' unsent work of this person counts too (and is sent from here if possible).
    const sendable = leftOf(kinds, accountId).filter((entry) => entry.work.canSend());
    if (sendable.length > 0) {
      setStep({ kind: 'sending', plurals: sendable.map((entry) => entry.work.plural) });
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.all(sendable.map((entry) => entry.work.send(accountId).catch(() => undefined))),
        new Promise((resolve) => {
          timer = setTimeout(resolve, SIGN_OUT_SEND_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    const left = leftOf(kinds, accountId);
    if (left.length === 0) {
      setStep({ kind: 'idle' });
      discard();
      return true;
    }
    setStep({ kind: 'asking', left });
    const leave = await new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
    answer.current = null;
    setStep({ kind: 'idle' });
    if (leave) discard();
    return leave;
  }

  const reply = (leave: boolean) => answer.current?.(leave);
  const total = step.kind === 'asking' ? step.left.reduce((sum, entry) => sum + entry.count, 0) : 0;
  const one = total === 1;
  const offline = step.kind === 'asking' && step.left.some((entry) => !entry.work.canSend());
  // A kind's plural ('survey answers') is the English the feature declares; tx gives it in the chosen language.
  const sending = joinWords(step.kind === 'sending' ? step.plurals.map((plural) => tx(plural)) : []);

  const dialog = (
    <Dialog
      open={step.kind !== 'idle'}
      onOpenChange={(open) => {
        if (!open && step.kind === 'asking') reply(false);
      }}
      title={
        step.kind === 'asking'
          ? t('{things} not sent', {
              things: joinWords(step.left.map((entry) => entry.work.describe(entry.count))),
            })
          : t('Sending your {things}', { things: sending })
      }
      description={step.kind === 'asking' ? notSent(one, offline) : undefined}
    >
      {step.kind === 'sending' ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner className="size-5" />
          {t('Sending your unsent {things} before you log out…', { things: sending })}
        </p>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => reply(false)}>
            {t('Stay signed in')}
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" onClick={() => reply(true)}>
            {one ? t('Log out and delete it') : t('Log out and delete them')}
          </Button>
        </div>
      )}
    </Dialog>
  );

  return { confirmSignOut, dialog };
}
