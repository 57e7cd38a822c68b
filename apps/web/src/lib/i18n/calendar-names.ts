import type { Language } from '@tvet/contract';

/*
 * The month and weekday names of Hausa, Yoruba, Igbo and Nigerian Pidgin, as CLDR gives them (read through
 * Node's full ICU; calendar-names.test.ts fails when they differ). Chromium and Chrome on Android ship without
 * these locales, so Intl formats a date in Nigerian English ("27 Nov 2026") there: format.ts then puts these names
 * in place of the English ones, keeping the day-first Nigerian order. Each language's names are a chunk of their
 * own (calendar/<code>.ts, about 0.3 KB gzip), loaded with the language only by a browser that lacks its locale
 * (lib/i18n/i18n.ts). Names are '|'-separated, January and Sunday first.
 */

export interface CalendarNames {
  monthLong: readonly string[];
  monthShort: readonly string[];
  weekdayLong: readonly string[];
  weekdayShort: readonly string[];
}

type Table = Record<keyof CalendarNames, string>;
const TABLES: Record<Exclude<Language, 'en'>, () => Promise<{ names: Table }>> = {
  ha: () => import('./calendar/ha'),
  yo: () => import('./calendar/yo'),
  ig: () => import('./calendar/ig'),
  pcm: () => import('./calendar/pcm'),
};

export async function calendarNamesOf(language: Exclude<Language, 'en'>): Promise<CalendarNames> {
  const { names } = await TABLES[language]();
  return {
    monthLong: names.monthLong.split('|'),
    monthShort: names.monthShort.split('|'),
    weekdayLong: names.weekdayLong.split('|'),
    weekdayShort: names.weekdayShort.split('|'),
  };
}
