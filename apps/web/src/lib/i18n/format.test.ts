import { afterEach, describe, expect, it, vi } from 'vitest';
import { relativeTime } from '../relative-time';
import { formatDate, formatNaira, formatNumber, intlLocale, resetIntlLocales } from './format';
import { activateLanguage, loadSignedInMessages, t } from './i18n';

describe('dates, numbers and naira in the chosen language', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    resetIntlLocales();
    await activateLanguage('en');
  });

  it('formats in Nigerian English', () => {
    expect(formatNaira(150000)).toBe('₦150,000');
    expect(formatNaira(1250.5)).toBe('₦1,250.50');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatDate('2026-11-27T10:00:00Z')).toBe('27 Nov 2026');
  });

  it("uses the language's own locale where the browser has it", async () => {
    await activateLanguage('ha');
    expect(intlLocale()).toMatch(/^ha/);
    expect(formatNaira(150000)).toContain('150');
  });

  it('falls back to en-NG figures (with the words still in the language) where the phone lacks the locale', async () => {
    const real = Intl.DateTimeFormat.supportedLocalesOf;
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
      real(locales, options).filter((locale) => !/^(ha|yo|ig|pcm)/.test(locale)),
    );
    await loadSignedInMessages();
    await activateLanguage('ha');
    expect(intlLocale()).toBe('en-NG');
    expect(formatNaira(150000)).toBe('₦150,000');
    // The month in Hausa all the same (CLDR's names, calendar-names.ts), day first as in Nigerian English.
    expect(formatDate('2026-11-27T10:00:00Z')).toBe('27 Nuw 2026');
    expect(formatDate('2026-11-27T10:00:00Z', { weekday: 'long', day: 'numeric', month: 'long' })).toBe(
      'Jummaʼa, 27 Nuwamba',
    );
    expect(relativeTime('2026-11-27T09:55:00Z', new Date('2026-11-27T10:00:00Z'))).toBe(
      'mintuna 5 da suka wuce',
    );
    expect(relativeTime('2024-03-02T09:00:00Z', new Date('2026-11-27T10:00:00Z'))).toBe('2 Mar 2024');
    expect(t('Question {number} of {total}', { number: 2, total: 9 })).toBe('Tambaya ta 2 cikin 9');
    await activateLanguage('yo');
    expect(formatDate('2026-01-05T10:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '5 Oṣù Ṣẹ́rẹ́ 2026',
    );
    expect(relativeTime('2026-11-26T10:00:00Z', new Date('2026-11-27T10:00:00Z'))).toBe('ọjọ́ 1 sẹ́yìn');
  });
});
