import { type ChannelQuestion, channelFit } from '@tvet/contract';
import { useState } from 'react';
import { t } from '@/lib/i18n/i18n';

/**
 * How a question reads on USSD and in a text message (issue 27), rendered by the same contract functions the
 * server's interview engine uses, with a warning where it does not fit in one screen or one message part.
 */
export function ChannelPreview({ question }: { question: ChannelQuestion }) {
  // The screens are drawn only while open: a long survey's builder would otherwise repeat every question thrice.
  const [open, setOpen] = useState(false);
  const fit = channelFit(question);
  const ussd = !fit.ussd.answerable
    ? { ok: false, text: t('Skipped on USSD (a free-text answer needs a short version to be asked there)') }
    : fit.ussd.fits
      ? { ok: true, text: t('USSD: fits one screen') }
      : {
          ok: false,
          text: t('USSD: {count} screens (00 More); a short version would fit one', {
            count: fit.ussd.screens.length,
          }),
        };
  const sms = fit.sms.fits
    ? { ok: true, text: t('Text message: {encoding}, 1 part', { encoding: fit.sms.encoding }) }
    : {
        ok: false,
        text: t('Text message: {encoding}, {count} parts; a short version costs less', {
          encoding: fit.sms.encoding,
          count: fit.sms.segments,
        }),
      };
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-12 cursor-pointer py-3">
        <span className={ussd.ok ? 'text-muted' : 'font-semibold text-amber-800'}>
          {ussd.ok ? '' : '⚠ '}
          {ussd.text}
        </span>
        {' · '}
        <span className={sms.ok ? 'text-muted' : 'font-semibold text-amber-800'}>
          {sms.ok ? '' : '⚠ '}
          {sms.text}
        </span>
      </summary>
      {open && (
        <div className="grid gap-3 sm:grid-cols-2">
          <figure className="flex flex-col gap-2">
            <figcaption className="font-semibold">{t('On USSD')}</figcaption>
            {fit.ussd.screens.map((screen, index) => (
              <pre
                // Screens are pages of one question: their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: the screens never reorder.
                key={index}
                className="whitespace-pre-wrap rounded bg-[#d7e4c0] p-2 font-mono text-xs text-gray-900"
              >
                {screen}
              </pre>
            ))}
          </figure>
          <figure className="flex flex-col gap-2">
            <figcaption className="font-semibold">{t('In a text message')}</figcaption>
            <pre className="whitespace-pre-wrap rounded bg-gray-100 p-2 font-mono text-xs text-gray-900">
              {fit.sms.text}
            </pre>
          </figure>
        </div>
      )}
    </details>
  );
}
