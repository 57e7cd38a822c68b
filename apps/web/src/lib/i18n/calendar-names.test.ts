import { TRANSLATION_LANGUAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { calendarNamesOf } from './calendar-names';

/*
 * The names are CLDR's, as Node's full ICU gives them: a hand edit, or a CLDR release that renames a month, fails
 * here (regenerate the table from Intl then). Months in a date's own context ("27 Nuwamba 2026"), not standalone.
 */
const nodeNames = (language: string) => {
  const month = (form: 'long' | 'short', index: number) =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: form, year: 'numeric', timeZone: 'UTC' })
      .formatToParts(new Date(Date.UTC(2026, index, 15)))
      .find((part) => part.type === 'month')?.value;
  // 1 November 2026 is a Sunday.
  const weekday = (form: 'long' | 'short', index: number) =>
    new Intl.DateTimeFormat(language, { weekday: form, day: 'numeric', month: 'long', timeZone: 'UTC' })
      .formatToParts(new Date(Date.UTC(2026, 10, 1 + index)))
      .find((part) => part.type === 'weekday')?.value;
  const twelve = [...Array(12).keys()];
  const seven = [...Array(7).keys()];
  return {
    monthLong: twelve.map((index) => month('long', index)?.normalize('NFC')),
    monthShort: twelve.map((index) => month('short', index)?.normalize('NFC')),
    weekdayLong: seven.map((index) => weekday('long', index)?.normalize('NFC')),
    weekdayShort: seven.map((index) => weekday('short', index)?.normalize('NFC')),
  };
};

describe('month and weekday names where the browser lacks the locale (issue 29)', () => {
  it.each(TRANSLATION_LANGUAGES)('%s: CLDR names, twelve months and seven days, NFC', async (language) => {
    expect(Intl.DateTimeFormat.supportedLocalesOf([language]), 'Node has full ICU').toEqual([language]);
    expect(await calendarNamesOf(language)).toEqual(nodeNames(language));
  });
});
