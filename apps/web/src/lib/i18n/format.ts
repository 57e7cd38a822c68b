import type { Language } from '@tvet/contract';
import { calendarNamesFor, currentLanguage, INTL_LOCALES } from './i18n';

/*
 * Dates, numbers and naira amounts in the chosen language (issue 29). A cheap phone's browser may lack the
 * Hausa, Yoruba, Igbo or Pidgin locale data (Intl then falls back to its own default, often en-US: "$", month
 * first). So the locale is picked explicitly from those the browser has: the language's own ('ha-NG', 'ha'),
 * else Nigerian English ('en-NG': "₦", day first); the words around the figure stay in the chosen language.
 */

const resolved = new Map<Language, string>();

/** The first of the language's locales this browser's Intl supports, else 'en-NG' (else 'en'). */
export function intlLocale(language: Language = currentLanguage()): string {
  let locale = resolved.get(language);
  if (!locale) {
    const supported = Intl.DateTimeFormat.supportedLocalesOf(INTL_LOCALES[language]);
    locale = supported[0] ?? (Intl.NumberFormat.supportedLocalesOf(['en-NG'])[0] || 'en');
    resolved.set(language, locale);
  }
  return locale;
}

/** Forgets the locales picked so far (tests that change what the browser supports). */
export function resetIntlLocales() {
  resolved.clear();
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A date's parts in the chosen language. Where the browser lacks the language's locale (Chromium and Chrome on
 * Android lack all four), Intl gives Nigerian English; the month and weekday names are then CLDR's names in the
 * language (calendar-names.ts, loaded with the language), in Nigerian English's day-first order.
 */
export function formatDateParts(
  value: Date | string | number,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormatPart[] {
  const language = currentLanguage();
  const locale = intlLocale(language);
  const opts = options ?? { day: 'numeric', month: 'short', year: 'numeric' };
  const date = value instanceof Date ? value : new Date(value);
  const formatter = cached(
    `d:${locale}:${JSON.stringify(opts)}`,
    () => new Intl.DateTimeFormat(locale, opts),
  );
  const parts = formatter.formatToParts(date);
  const names = locale.split('-')[0] === language ? null : calendarNamesFor(language);
  if (!names) return parts;
  const resolved = formatter.resolvedOptions();
  const inZone = (key: string, fieldOptions: Intl.DateTimeFormatOptions) =>
    cached(
      `${key}:${resolved.timeZone}`,
      () => new Intl.DateTimeFormat('en', { ...fieldOptions, timeZone: resolved.timeZone }),
    ).format(date);
  const style = resolved.dateStyle;
  return parts.map((part) => {
    if (part.type === 'month' && /\p{L}/u.test(part.value)) {
      const long = resolved.month === 'long' || style === 'long' || style === 'full';
      const index = Number(inZone('month', { month: 'numeric' })) - 1;
      return { ...part, value: (long ? names.monthLong : names.monthShort)[index] ?? part.value };
    }
    if (part.type === 'weekday') {
      const long = resolved.weekday === 'long' || style === 'full';
      const index = ENGLISH_WEEKDAYS.indexOf(inZone('weekday', { weekday: 'short' }));
      return { ...part, value: (long ? names.weekdayLong : names.weekdayShort)[index] ?? part.value };
    }
    return part;
  });
}

/** "27 Nov 2026" in English, "27 Nuw 2026" in Hausa. */
export function formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string {
  return formatDateParts(value, options)
    .map((part) => part.value)
    .join('');
}

/** "1,234" (grouping per the language). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const locale = intlLocale();
  return cached(
    `n:${locale}:${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/** "₦150,000": naira, no kobo unless the amount has them. */
export function formatNaira(amount: number): string {
  return formatNumber(amount, {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
