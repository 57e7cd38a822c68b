import { BROADCAST_TEXT_MAX_LENGTH, MENTORING_MESSAGES } from '@tvet/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { TextLink } from '@/components/ui/text-link';
import { TextareaField } from '@/components/ui/textarea-field';
import { href, paths } from '@/config/paths';
import { makeClientId } from '@/lib/client-id';
import { t } from '@/lib/i18n/i18n';
import { useSendBroadcast } from '../api/send-broadcast';

/** Spec 001 §4 "Broadcast (mentor)": closed, then open, then sending, then the success dialog. */
export type BroadcastState = 'closed' | 'open' | 'sending' | 'sent';

const TITLE = MENTORING_MESSAGES.sendBroadcast;

/**
 * The Send Broadcast message button and its dialogs: one message to every mentee, each in their own conversation
 * with the mentor, as broadcast lists do (no mentee sees who else is in the cohort). While it is sending, the text and the button are disabled; the success dialog's
 * Dismiss clears the text. An empty text is never sent (spec 001 §5). A failure keeps the text and says why.
 */
export function BroadcastButton({ mentorId, className = '' }: { mentorId: string; className?: string }) {
  const [state, setState] = useState<BroadcastState>('closed');
  const [text, setText] = useState('');
  const [error, setError] = useState<FormErrorState | null>(null);
  const [sent, setSent] = useState<{ recipients: number } | null>(null);
  // One id per broadcast: a retry after a lost answer is stored once; a new broadcast gets a new one.
  const clientId = useRef(makeClientId());
  const broadcast = useSendBroadcast(mentorId);
  const sending = state === 'sending';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!text.trim()) {
      setError({ message: MENTORING_MESSAGES.broadcastEmpty });
      return;
    }
    setError(null);
    setState('sending');
    try {
      const answer = await broadcast.mutateAsync({ text: text.trim(), client_id: clientId.current });
      clientId.current = makeClientId();
      setSent({ recipients: answer.payload.recipients });
      setState('sent');
    } catch (failure) {
      setError({ message: failure instanceof Error ? failure.message : String(failure) });
      setState('open');
    }
  }

  function dismiss() {
    setText('');
    setSent(null);
    setState('closed');
  }

  return (
    <>
      <Button className={className} onClick={() => setState('open')}>
        {TITLE}
      </Button>
      <Dialog
        open={state === 'open' || sending}
        onOpenChange={(open) => {
          if (open || sending) return;
          setError(null);
          setState('closed');
        }}
        title={TITLE}
        description={t(
          'One message to all your mentees at once. Each reads it in Messages, in their own conversation with you; no mentee sees who else received it.',
        )}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormError error={error} />
          <TextareaField
            label={t('Message')}
            rows={6}
            maxLength={BROADCAST_TEXT_MAX_LENGTH}
            disabled={sending}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" disabled={sending} onClick={() => setState('closed')}>
              {t('Cancel')}
            </Button>
            <Button type="submit" busy={sending} busyLabel={t('Sending…')}>
              {t('Send')}
            </Button>
          </div>
        </form>
      </Dialog>
      <SuccessDialog
        open={state === 'sent'}
        title={t('Broadcast sent!')}
        description={MENTORING_MESSAGES.broadcastSent(sent?.recipients ?? 0)}
        onDismiss={dismiss}
      >
        {sent && (
          <TextLink to={href(paths.messages, {})} className="self-center">
            {t('Open Messages')}
          </TextLink>
        )}
      </SuccessDialog>
    </>
  );
}
