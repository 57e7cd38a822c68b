import { afterEach, describe, expect, it } from 'vitest';
import { intlLocale } from '@/lib/i18n/format';
import { activateLanguage } from '@/lib/i18n/i18n';
import { duration, ticketDate } from './format';

describe('duration', () => {
  it('reads seconds, minutes, hours and days the way people say them', () => {
    expect(duration(null)).toBe('–');
    expect(duration(45)).toBe('45 s');
    expect(duration(12 * 60 + 5)).toBe('12 min');
    expect(duration(3 * 3600)).toBe('3 h');
    expect(duration(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
    expect(duration(2 * 86400 + 4 * 3600)).toBe('2 d 4 h');
    expect(duration(86400)).toBe('1 d');
  });
});

describe('dates in the chosen language (issue 29)', () => {
  afterEach(() => activateLanguage('en'));

  it("follows the interface language, not a fixed 'en-NG'", async () => {
    const when = '2025-10-03T10:00:00.000Z';
    expect(ticketDate(when)).toBe('3 Oct 2025');
    await activateLanguage('yo');
    const yoruba = new Intl.DateTimeFormat(intlLocale('yo'), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    expect(ticketDate(when)).toBe(yoruba.format(new Date(when)));
    expect(ticketDate(when)).not.toBe('3 Oct 2025');
  });
});
