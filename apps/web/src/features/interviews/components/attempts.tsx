import type { CallCase, CallOutcome } from '@tvet/contract';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/i18n';

/** Each outcome's words, in the order the buttons show them. */
export function outcomeLabel(outcome: CallOutcome): string {
  switch (outcome) {
    case 'answered':
      return t('Answered');
    case 'no_answer':
      return t('No answer');
    case 'busy':
      return t('Busy');
    case 'wrong_number':
      return t('Wrong number');
    case 'call_back':
      return t('Call back');
    case 'refused':
      return t('Refused');
    case 'ineligible':
      return t('Not eligible');
  }
}

const when = (value: string) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

/** The phone number as a tap-to-call link, or a note that the roll has none. */
export function CallLink({ phone, name }: { phone: string | null; name: string }) {
  if (!phone) return <p className="text-muted">{t('No phone number on the roll')}</p>;
  return (
    <a
      className="btn btn-primary w-full justify-center text-lg sm:w-auto"
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={t('Call {phone} ({name})', { name, phone })}
    >
      {t('Call {phone}', { phone })}
    </a>
  );
}

/** The best time the graduate gave, a call-back due, and what happened at earlier attempts. */
export function Attempts({ item }: { item: CallCase }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      {item.best_time && (
        <p>
          <span className="font-semibold">{t('Best time to call')}:</span> {item.best_time}
        </p>
      )}
      {item.callback_at && (
        <p>
          <span className="font-semibold">{t('Call back at')}:</span> {when(item.callback_at)}
        </p>
      )}
      {item.last_attempts.length === 0 ? (
        <p className="text-muted">{t('Not called yet')}</p>
      ) : (
        <div>
          <p className="font-semibold">{t('Earlier attempts')}</p>
          <ul className="list-disc ps-5">
            {item.last_attempts.map((attempt) => (
              <li key={attempt.createdAt}>
                {when(attempt.createdAt)}: {outcomeLabel(attempt.outcome)}
                {attempt.reason ? ` (${attempt.reason})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
