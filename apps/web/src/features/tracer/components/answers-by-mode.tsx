import type { TracerStats } from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';

type Mode = TracerStats['waves'][number]['modes'][number];

const MODE_LABEL: Record<string, () => string> = {
  web: () => t('Web link'),
  sms: () => t('Text message'),
  ussd: () => t('USSD'),
  whatsapp: () => t('WhatsApp'),
  phone: () => t('Phone interview'),
};

/**
 * A wave's answered cases by the channel the answers came in (issue 27): complete and partial, and how many skipped
 * questions their channel could not ask (a long free text on USSD), so the figures say so.
 */
export function AnswersByMode({ modes }: { modes: Mode[] }) {
  if (modes.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold">{t('Answers by channel')}</h3>
      <ul className="text-sm" aria-label={t('Answers by channel')}>
        {modes.map((row) => (
          <li key={row.mode}>
            {t('{mode}: {complete} complete, {partial} partial', {
              mode: MODE_LABEL[row.mode]?.() ?? row.mode,
              complete: row.complete,
              partial: row.partial,
            })}
            {row.skipped > 0 &&
              ` ${t(
                '{count, plural, one {(# case skipped questions its channel could not ask)} other {(# cases skipped questions their channel could not ask)}}',
                { count: row.skipped },
              )}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
