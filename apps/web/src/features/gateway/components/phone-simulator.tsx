import { normalisePhone, type OutboxMessageOut } from '@tvet/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api';
import { t } from '@/lib/i18n/i18n';
import { dialUssd, playDelivery, useOutbox, useSendSms } from '../api/gateway';

/**
 * A feature phone on the screen: dial the USSD code and answer screen by screen (every input so far is sent
 * joined by `*`, as the networks do), or read and answer text messages. Everything goes through the fake network
 * and the server's real callback routes.
 */
export function PhoneSimulator({ ussdCode }: { ussdCode: string }) {
  const [number, setNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const phone = normalisePhone(number);
  const [session, setSession] = useState<{ id: string; inputs: string[] } | null>(null);
  const [screen, setScreen] = useState<{ text: string; ended: boolean; refused: string | null } | null>(null);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  function checkedPhone(): string | null {
    if (!phone) {
      setPhoneError('Enter a Nigerian mobile number such as 08031234567');
      return null;
    }
    setPhoneError(undefined);
    return phone;
  }

  async function send(sessionId: string, inputs: string[]) {
    const to = checkedPhone();
    if (!to) return;
    setBusy(true);
    try {
      const answer = await dialUssd({ phone: to, session_id: sessionId, text: inputs.join('*') });
      const text = answer.reply.replace(/^(CON|END) /, '');
      setScreen({
        text: answer.accepted ? text : 'Connection problem or invalid MMI code.',
        ended: answer.ended,
        refused: answer.reason,
      });
      setSession(answer.ended ? null : { id: sessionId, inputs });
    } catch (error) {
      setScreen({
        text: error instanceof ApiError ? error.message : 'The network did not answer.',
        ended: true,
        refused: null,
      });
      setSession(null);
    } finally {
      setBusy(false);
    }
  }

  function dial() {
    const id = `sim-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    setInput('');
    return send(id, []);
  }

  function reply(event: FormEvent) {
    event.preventDefault();
    if (!session || busy) return;
    const value = input.trim();
    setInput('');
    return send(session.id, [...session.inputs, value]);
  }

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
      <section aria-labelledby="phone-heading" className="flex w-full max-w-sm flex-col gap-3">
        <h2 id="phone-heading" className="text-lg font-semibold">
          {t('USSD')}
        </h2>
        <TextField
          label={t('Phone number')}
          hint={t('A number on a graduation roll, e.g. 08031234567')}
          inputMode="tel"
          autoComplete="off"
          value={number}
          error={phoneError}
          onChange={(event) => setNumber(event.target.value)}
        />
        <div className="rounded-[2rem] bg-gray-900 p-4 shadow-lg">
          <div
            className="flex min-h-56 flex-col gap-3 rounded-xl bg-[#d7e4c0] p-3 font-mono text-sm text-gray-900"
            data-testid="phone-screen"
          >
            <output aria-live="polite" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
              {screen ? screen.text : `Dial ${ussdCode} to start.`}
            </output>
            {screen?.refused && (
              <p className="text-xs text-red-800">
                {t('Refused by the network: {refused}.', { refused: screen.refused })}
              </p>
            )}
            {session && (
              <form onSubmit={reply} className="mt-auto flex flex-col gap-2">
                <label htmlFor={inputId} className="text-xs">
                  {t('Your reply')}
                </label>
                <input
                  id={inputId}
                  className="min-h-12 rounded border border-gray-700 bg-white px-2 font-mono"
                  value={input}
                  autoComplete="off"
                  maxLength={160}
                  onChange={(event) => setInput(event.target.value)}
                />
                <div className="flex gap-2">
                  <Button type="submit" busy={busy} busyLabel={t('Sending…')} className="flex-1">
                    {t('Send')}
                  </Button>
                  <Button
                    variant="secondary"
                    className="flex-1"
                    onClick={() => {
                      setSession(null);
                      setScreen(null);
                    }}
                  >
                    {t('Cancel')}
                  </Button>
                </div>
              </form>
            )}
          </div>
          {!session && (
            <Button block className="mt-3" busy={busy} busyLabel={t('Dialling…')} onClick={dial}>
              {t('Dial {ussdCode}', { ussdCode })}
            </Button>
          )}
        </div>
      </section>
      <TextMessages phone={phone} />
    </div>
  );
}

/** The phone's text messages: what the fake gateway sent it, and a box to answer. */
function TextMessages({ phone }: { phone: string | null }) {
  const outbox = useOutbox(phone);
  const sendSms = useSendSms(phone ?? '');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!phone || !text.trim()) return;
    try {
      await sendSms.mutateAsync(text.trim());
      setText('');
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The message could not be sent.');
    }
  }

  return (
    <section aria-labelledby="sms-heading" className="flex w-full max-w-xl flex-col gap-3">
      <h2 id="sms-heading" className="text-lg font-semibold">
        {t('Text messages')}
      </h2>
      {!phone && <p className="text-muted">{t('Enter the phone number to read its messages.')}</p>}
      {phone && (
        <>
          <ol
            className="flex max-h-96 flex-col-reverse gap-2 overflow-y-auto"
            aria-label={t('Messages received')}
          >
            {(outbox.data ?? []).map((message) => (
              <Message key={message.id} message={message} />
            ))}
            {outbox.data?.length === 0 && <li className="text-muted">{t('No message yet.')}</li>}
          </ol>
          <form onSubmit={submit} className="flex flex-col gap-2">
            <TextField
              label={t('Reply by text message')}
              hint={t('A number to answer, or STOP / HELP (also DAINA, DURO, KWUSI, STOP AM)')}
              value={text}
              error={error}
              maxLength={1600}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" busy={sendSms.isPending} busyLabel={t('Sending…')}>
              {t('Send text')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}

const DELIVERY_WORDS: Record<string, string> = {
  delivered: 'delivered',
  failed: 'failed',
  rejected_dnd: 'rejected (do-not-disturb list)',
  sent: 'sent',
};

function Message({ message }: { message: OutboxMessageOut }) {
  const [report, setReport] = useState<string | null>(null);
  return (
    <li className="rounded-xl bg-white p-3 ring-1 ring-gray-200">
      <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{message.text}</p>
      <p className="mt-1 text-xs text-muted">
        {message.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} · {message.encoding} · {message.segments}{' '}
        {message.segments === 1 ? 'part' : 'parts'}
        {report && <>{t('· delivery report: {report}', { report })}</>}
      </p>
      {!report && (
        <Button
          variant="ghost"
          className="mt-1 px-3 text-sm"
          busyLabel={t('Reporting…')}
          onClick={async () => {
            try {
              const status = await playDelivery(message.id);
              setReport(DELIVERY_WORDS[status] ?? status);
            } catch (error) {
              setReport(error instanceof ApiError ? error.message : 'not reported');
            }
          }}
        >
          {t('Send delivery report')}
        </Button>
      )}
    </li>
  );
}
