import { compileMessage } from '@lingui/message-utils/compileMessage';
import { MENTORING_MESSAGES, ROLL_MAPPING_MESSAGES } from '@tvet/contract';
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

  it("translates a counted sentence through its plural's branch, the count for the translation's own plural", async () => {
    await loadSignedInMessages();
    await activateLanguage('ha');
    // Hausa has 'one' and 'other': 1 reads in the singular, 1,234 (as the server writes it) in the plural.
    expect(tx(MENTORING_MESSAGES.broadcastSent(1))).toBe('An aika saƙon ga mai karɓar shawara 1');
    expect(tx(MENTORING_MESSAGES.broadcastSent(1234))).toBe('An aika saƙon ga masu karɓar shawara 1,234');
    expect(tx(MENTORING_MESSAGES.unassignAllTitle(1))).toBe(
      'Cire mai karɓar shawara guda 1 daga rukunin wannan mai ba da shawara?',
    );
    expect(tx(MENTORING_MESSAGES.unassignAllTitle(1234))).toBe(
      'Cire duka masu karɓar shawara 1,234 daga rukunin wannan mai ba da shawara?',
    );
    // A singular without its number, and the other parameters of a sentence only one count chooses.
    expect(tx(ROLL_MAPPING_MESSAGES.programmeCreated(1))).toMatch(/^An ƙara sabon shiri, yana jiran/);
    expect(tx(ROLL_MAPPING_MESSAGES.committedSkipping(12, 3, 1))).toBe(
      'An sabunta jerin sunayen waɗanda suka kammala: an ƙara 12, an sabunta 3, an bar layi 1 mai kurakurai.',
    );
    // A count chosen between two sentences: each is translated as it is.
    expect(tx(MENTORING_MESSAGES.unassignAllConfirm(1234))).toBe('Cire duka');
    // Words where the count goes are not a count.
    expect(tx('Broadcast sent successfully to many mentees')).toBe(
      'Broadcast sent successfully to many mentees',
    );
    await activateLanguage('yo');
    // Yoruba has only 'other', for 1 as for 1,234.
    expect(tx(MENTORING_MESSAGES.broadcastSent(1))).toBe(
      'A ti fi ìfiránṣẹ́ gbogbogbò ránṣẹ́ sí àwọn 1 tí à ń tọ́sọ́nà',
    );
    expect(tx(MENTORING_MESSAGES.broadcastSent(1234))).toBe(
      'A ti fi ìfiránṣẹ́ gbogbogbò ránṣẹ́ sí àwọn 1,234 tí à ń tọ́sọ́nà',
    );
    expect(tx(MENTORING_MESSAGES.unassignAllAction(1))).toBe('Yọ gbogbo àwọn 1 tí à ń tọ́sọ́nà');
    expect(tx(MENTORING_MESSAGES.unassignAllAction(1234))).toBe('Yọ gbogbo àwọn 1,234 tí à ń tọ́sọ́nà');
  });

  it('follows the browser on a first visit', () => {
    expect(browserLanguage(['fr-FR', 'ha-NG', 'en'])).toBe('ha');
    expect(browserLanguage(['pcm'])).toBe('pcm');
    expect(browserLanguage(['yo_NG'])).toBe('yo');
    expect(browserLanguage(['fr', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
