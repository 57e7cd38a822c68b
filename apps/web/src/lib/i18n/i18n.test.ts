import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { compileIcu } from './compile';
import {
  activateLanguage,
  browserLanguage,
  currentLanguage,
  LANGUAGE_KEY,
  loadSignedInMessages,
  openInitialLanguage,
  t,
  tx,
} from './i18n';

describe('English messages (no catalogue)', () => {
  it.each([
    'Sign in',
    'Hello {name}!',
    '{count, plural, one {# unread message} other {# unread messages}}',
    '{n, plural, =0 {none} one {one {x}} other {# of {y}}}',
    '{n, plural, offset:1 one {#} other {# more}}',
    "It''s '{literal}' and 'quoted",
    '{g, select, male {he} other {they}}',
    '{n, number}',
    '{d, date, short}',
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  ])('compiles "%s" as Lingui does', (message) => {
    expect(compileIcu(message)).toEqual(compileMessage(message));
  });

  it('fills placeholders and plurals', () => {
    expect(t('Question {number} of {total}', { number: 2, total: 9 })).toBe('Question 2 of 9');
    const unread = '{count, plural, one {# unread message} other {# unread messages}}';
    expect(t(unread, { count: 1 })).toBe('1 unread message');
    expect(t(unread, { count: 1200 })).toBe('1,200 unread messages');
  });
});

describe('choosing a language', () => {
  afterEach(async () => {
    await activateLanguage('en');
    localStorage.clear();
  });

  it("loads only the public pages' part until the signed-in shell asks for the rest", async () => {
    await activateLanguage('ha');
    expect(t('Sign in')).toBe('Shiga');
    const unread = '{count, plural, one {# unread message} other {# unread messages}}';
    expect(t(unread, { count: 3 })).toBe('3 unread messages');
    await loadSignedInMessages();
    expect(t(unread, { count: 3 })).toBe('saƙonni 3 da ba a karanta ba');
    // From now on a language chosen loads both parts at once.
    await activateLanguage('yo');
    expect(t(unread, { count: 1 })).toBe('ìfiránṣẹ́ 1 tí a kò tíì kà');
  });

  it("loads the language's catalogue, sets <html lang> and remembers it on the device", async () => {
    await activateLanguage('ha');
    expect(currentLanguage()).toBe('ha');
    expect(document.documentElement.lang).toBe('ha');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ha');
    expect(t('Sign in')).toBe('Shiga');
    expect(t('Question {number} of {total}', { number: 2, total: 9 })).toBe('Tambaya ta 2 cikin 9');
    const unread = '{count, plural, one {# unread message} other {# unread messages}}';
    expect(t(unread, { count: 1 })).toBe('saƙo 1 da ba a karanta ba');
    expect(t(unread, { count: 3 })).toBe('saƙonni 3 da ba a karanta ba');
    await activateLanguage('yo');
    expect(t(unread, { count: 1 })).toBe('ìfiránṣẹ́ 1 tí a kò tíì kà');
  });

  it("opens in the browser's language without keeping it as the device's choice; a kept choice wins", async () => {
    await openInitialLanguage(['ha-NG', 'en']);
    expect(currentLanguage()).toBe('ha');
    expect(t('Sign in')).toBe('Shiga');
    // Not kept: a sign-in would otherwise save the browser's default to the account as if it were chosen.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    localStorage.setItem(LANGUAGE_KEY, 'yo');
    await openInitialLanguage(['ha-NG']);
    expect(currentLanguage()).toBe('yo');
  });

  it("translates shared components' text when the catalogue has it, and shows any other text as it is", async () => {
    await activateLanguage('ig');
    expect(tx('Cancel')).toBe('Kagbuo');
    expect(tx('Ada {Obi}')).toBe('Ada {Obi}');
    expect(tx(undefined)).toBeUndefined();
  });

  it('translates a sentence the server filled in through its template, keeping the values', async () => {
    await loadSignedInMessages();
    await activateLanguage('ha');
    // SERVER_MESSAGES.tooManyRequests(30) and ROLL_MESSAGES.tooLong('phone', 20), as the server sends them.
    expect(tx('Too many attempts. Try again in 30 seconds.')).toBe(
      'Ƙoƙari ya yi yawa. Sake gwadawa bayan daƙiƙa 30.',
    );
    expect(tx('phone must be at most 20 characters')).toBe('phone dole ya kasance haruffa 20 a mafi yawa');
    // A name, or a sentence with other words around the same places, is not a template's.
    expect(tx('Too many attempts. Try again later.')).toBe('Too many attempts. Try again later.');
    expect(tx('Ada Obi')).toBe('Ada Obi');
    await activateLanguage('en');
    expect(tx('Too many attempts. Try again in 30 seconds.')).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
  });

  it('follows the browser on a first visit', () => {
    expect(browserLanguage(['fr-FR', 'ha-NG', 'en'])).toBe('ha');
    expect(browserLanguage(['pcm'])).toBe('pcm');
    expect(browserLanguage(['yo_NG'])).toBe('yo');
    expect(browserLanguage(['fr', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
