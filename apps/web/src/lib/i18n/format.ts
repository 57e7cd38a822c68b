import type { Language } from '@tvet/contract';
import { currentLanguage, INTL_LOCALES } from './i18n';

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

/** "27 Nov 2026" in English; the month in the language's words where the browser has them. */
export function formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string {
  const locale = intlLocale();
  const opts = options ?? { day: 'numeric', month: 'short', year: 'numeric' };
  const date = value instanceof Date ? value : new Date(value);
  return cached(`d:${locale}:${JSON.stringify(opts)}`, () => new Intl.DateTimeFormat(locale, opts)).format(
    date,
  );
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
