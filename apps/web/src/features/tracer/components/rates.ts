import { t } from '@/lib/i18n/i18n';

/** 0.4567 -> "45.7 %" */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** A wave's name from its months after graduation, in the reader's language ("1 year after"). */
export const WAVE_LABEL = (offset: number) =>
  offset === 0
    ? t('At graduation')
    : offset % 12 === 0
      ? t('{years, plural, one {# year after} other {# years after}}', { years: offset / 12 })
      : t('{months, plural, one {# month after} other {# months after}}', { months: offset });
