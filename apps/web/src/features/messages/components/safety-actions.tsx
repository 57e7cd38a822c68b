import { REPORT_REASON_MAX_LENGTH, reportSchema } from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { type BlockTarget, useBlocking } from '../api/blocks';
import { reportConversation } from '../api/report-conversation';

/*
 * Safety in a chat (issue 11): block a person (after confirming), unblock them, and report a conversation to the
 * administrators. Every call shows it is under way and ends with the server's own sentence, success or refusal.
 */

function Refusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-medium text-red-900">
      {message}
    </p>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 'Block {name}' behind a confirmation, or 'Unblock {name}' once blocked. */
export function BlockAction({ person, blocked }: { person: BlockTarget; blocked: boolean }) {
  const { block } = useBlocking();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmBlock() {
    setError(null);
    try {
      const msg = await block.mutateAsync(person);
      setConfirming(false);
      toast(msg);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  if (blocked) return <UnblockButton person={person} />;
  return (
    <>
      <Button
        variant="secondary"
        className="text-red-800"
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
      >
        {t('Block {name}', { name: person.name })}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!block.isPending) setConfirming(open);
        }}
        title={t('Block {name}?', { name: person.name })}
        description={t(
          'They will no longer be able to send you messages, and you will not be able to message them until you unblock them. They are not told.',
        )}
      >
        <Refusal message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary" disabled={block.isPending}>
              {t('Cancel')}
            </Button>
          </DialogClose>
          <Button busy={block.isPending} busyLabel={t('Blocking…')} onClick={confirmBlock}>
            {t('Block')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** 'Unblock {name}', with the server's refusal under it when it says no. */
export function UnblockButton({ person, label }: { person: BlockTarget; label?: string }) {
  const { unblock } = useBlocking();
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setError(null);
    try {
      toast(await unblock.mutateAsync(person));
    } catch (failure) {
      setError(messageOf(failure));
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" busy={unblock.isPending} busyLabel={t('Unblocking…')} onClick={run}>
        {label ?? `Unblock ${person.name}`}
      </Button>
      <Refusal message={error} />
    </div>
  );
}

/**
 * In place of the message box while the signed-in person has blocked someone in the chat: the server would refuse
 * anything sent (you cannot message someone you blocked), so the way back is offered instead.
 */
export function BlockedNotice({ people }: { people: BlockTarget[] }) {
  const names = people.map((person) => person.name).join(', ');
  return (
    <section
      aria-label={t('Blocked')}
      className="flex flex-col gap-2 border-t border-gray-200 bg-gray-50 p-3 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm">
        <strong>{t('You blocked {names}.', { names })}</strong>{' '}
        {t('They cannot send you messages, and you cannot message them.')}
      </p>
      <div className="flex flex-wrap gap-2">
        {people.map((person) => (
          <UnblockButton
            key={person._id}
            person={person}
            label={people.length === 1 ? t('Unblock') : t('Unblock {name}', { name: person.name })}
          />
        ))}
      </div>
    </section>
  );
}

/** 'Report conversation': a required reason (at most REPORT_REASON_MAX_LENGTH), sent to the administrators. */
export function ReportAction({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  function openDialog() {
    setReason('');
    setInvalid(null);
    setError(null);
    setDone(null);
    setOpen(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = reportSchema.safeParse({ reason });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? 'Say what is wrong with this conversation');
      return;
    }
    setInvalid(null);
    setError(null);
    setSending(true);
    try {
      setDone(await reportConversation(conversationId, checked.data.reason));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={openDialog}>
        {t('Report conversation')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!sending) setOpen(next);
        }}
        title={t('Report conversation')}
        description={
          done
            ? undefined
            : 'The administrators will read this conversation and your reason. The other person is not told.'
        }
      >
        {done ? (
          <>
            <p role="status" className="font-medium">
              {done}
            </p>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>{t('Close')}</Button>
              </DialogClose>
            </div>
          </>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Refusal message={error} />
            <TextareaField
              label={t('What is wrong with this conversation?')}
              hint={`${reason.length} of ${REPORT_REASON_MAX_LENGTH} characters`}
              required
              rows={5}
              maxLength={REPORT_REASON_MAX_LENGTH}
              value={reason}
              error={invalid ?? undefined}
              onChange={(event) => {
                setReason(event.target.value);
                if (invalid) setInvalid(null);
              }}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary" disabled={sending}>
                  {t('Cancel')}
                </Button>
              </DialogClose>
              <Button type="submit" busy={sending} busyLabel={t('Sending report…')}>
                {t('Send report')}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
