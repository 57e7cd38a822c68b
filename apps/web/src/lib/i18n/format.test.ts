import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(formatDate('2026-11-27T10:00:00Z')).toBe('27 Nov 2026');
    expect(t('Question {number} of {total}', { number: 2, total: 9 })).toBe('Tambaya ta 2 cikin 9');
  });
});
