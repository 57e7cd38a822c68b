import { LANGUAGE_NAMES, type TemplateCost, waveCost } from '@tvet/contract';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';

const NAMES: Record<TemplateCost['key'], string> = {
  invitation: 'Invitation',
  reminder: 'Reminder',
  help: 'HELP answer',
  stopConfirmation: 'STOP confirmation',
};

/**
 * Each text-message template in each of the five languages with its encoding and parts (Yoruba's and Igbo's marks
 * make a text UCS-2), and what sending it to a wave costs.
 */
export function TemplateCosts({ templates }: { templates: TemplateCost[] }) {
  const [recipients, setRecipients] = useState('1000');
  const [price, setPrice] = useState('4');
  const count = Math.max(0, Math.floor(Number(recipients) || 0));
  const naira = Math.max(0, Number(price) || 0);
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-3">
      <h2 id="templates-heading" className="text-lg font-semibold">
        {t('Text-message templates')}
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:max-w-xl">
        <TextField
          label={t('Graduates in the wave')}
          inputMode="numeric"
          value={recipients}
          onChange={(event) => setRecipients(event.target.value)}
        />
        <TextField
          label={t('Price of one part (naira)')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </div>
      <ul className="flex flex-col gap-2">
        {templates.map((template) => {
          const cost = waveCost(template.text, count, naira);
          return (
            <li
              key={`${template.key}-${template.language}`}
              className="rounded-xl bg-white p-4 ring-1 ring-gray-200"
            >
              <p className="font-semibold">
                {NAMES[template.key]} · {LANGUAGE_NAMES[template.language]}
              </p>
              <p className="text-sm [overflow-wrap:anywhere]" lang={template.language}>
                {template.text}
              </p>
              <p className={`mt-1 text-sm ${template.segments > 1 ? 'text-red-700' : 'text-muted'}`}>
                {template.encoding}, {template.units} {t('characters,')} {template.segments}{' '}
                {template.segments === 1 ? 'part' : 'parts'} {t('· a wave of')} {formatNumber(count)}: N
                {formatNumber(cost.total, { maximumFractionDigits: 2 })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
