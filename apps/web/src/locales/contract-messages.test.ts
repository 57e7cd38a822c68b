import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@tvet/contract';
import { LANGUAGES, SERVER_MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../../build/po';
import { t } from '../lib/i18n/i18n';
import { contractMessages, msgidsOf, templateOf } from './contract-messages';

/*
 * Issue 29: the server's msg reaches a person as sent (toasts, error panels, form errors) and tx() translates it
 * when the active catalogue holds it. So every sentence the contract defines that can reach the web has an entry
 * in each of the five catalogues (English letter for letter), a filled-in one as its `{name}` template.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const catalogue = (code: string) =>
  new Map(
    parsePo(readFileSync(path.join(here, `${code}.po`), 'utf8'), `${code}.po`).map((entry) => [
      entry.msgid,
      entry.msgstr,
    ]),
  );

/** Function messages whose output is not their parameters put into a sentence (a list joined, a value computed). */
const NOT_TEMPLATES = [
  'ROLL_MAPPING_MESSAGES.missingFields',
  'ROLL_MAPPING_MESSAGES.unknownColumn',
  'ROLL_MESSAGES.missingColumns',
  'TRANSLATION_MESSAGES.droppedPlaceholder',
  'TRANSLATION_MESSAGES.droppedPlural',
  'UPLOAD_MESSAGES.wrongKind',
  'UPLOAD_MESSAGES.tooLarge',
];

describe("the contract's sentences in the catalogues", () => {
  const messages = contractMessages();

  it('finds every table: the server messages, the feature tables, the labels, their templates', () => {
    expect(messages.length).toBeGreaterThan(400);
    expect(messages).toContainEqual({
      key: 'SERVER_MESSAGES.loginFailed',
      msgid: SERVER_MESSAGES.loginFailed,
    });
    expect(messages).toContainEqual({
      key: 'SERVER_MESSAGES.tooManyRequests',
      msgid: 'Too many attempts. Try again in {seconds} seconds.',
    });
    expect(messages).toContainEqual({
      key: 'INSTITUTION_TYPE_LABELS.technical-colleges',
      msgid: 'Technical college',
    });
    expect(templateOf((index: number) => `Column ${index + 1}`)).toBeNull();
    expect(templateOf((names: string[]) => `Missing ${names.join(', ')}`)).toBeNull();
    expect(
      messages.filter((message) => message.msgid === null).map((message) => message.key),
      'a function message without a template: list it in NOT_TEMPLATES',
    ).toEqual(NOT_TEMPLATES);
  });

  it('gives a sentence whose count chooses its words an ICU plural, the whole sentence in each branch', () => {
    expect(templateOf((count: number) => `${count} graduate${count === 1 ? '' : 's'}`)).toBe(
      '{count, plural, one {1 graduate} other {# graduates}}',
    );
    expect(templateOf((count: number) => `Remove ${count.toLocaleString('en')} graduates`)).toBe(
      'Remove {count} graduates',
    );
    // Only the parameter whose 1 changes the words chooses; the others stay placeholders in both branches.
    expect(
      templateOf(
        (created: number, skipped: number) =>
          `${created} added, ${skipped} row${skipped === 1 ? '' : 's'} with faults left out.`,
      ),
    ).toBe(
      '{skipped, plural, one {{created} added, 1 row with faults left out.} other {{created} added, # rows with faults left out.}}',
    );
    // A singular without the number at all.
    expect(
      templateOf((count: number) =>
        count === 1 ? 'New programme added' : `${count.toLocaleString('en')} new programmes added`,
      ),
    ).toBe('{count, plural, one {New programme added} other {# new programmes added}}');
    // Two counts that each choose: one plural inside the other, '#' being the inner one's.
    expect(
      templateOf(
        (files: number, rows: number) =>
          `${files} file${files === 1 ? '' : 's'}, ${rows} row${rows === 1 ? '' : 's'}`,
      ),
    ).toBe(
      '{files, plural, one {{rows, plural, one {1 file, 1 row} other {1 file, # rows}}} other {{rows, plural, one {{files} files, 1 row} other {{files} files, # rows}}}}',
    );
    // ICU's own characters in the words are quoted.
    expect(templateOf((count: number) => `Ticket #${count}'s note${count === 1 ? '' : 's'}`)).toBe(
      "{count, plural, one {Ticket '#'1's note} other {Ticket '#'#'s notes}}",
    );
    // A sentence of its own for 0 is not derived: the function is listed as having no template.
    expect(
      templateOf((count: number) =>
        count === 0 ? 'No mentee yet' : `${count} mentee${count === 1 ? '' : 's'}`,
      ),
    ).toBeNull();
    // A count the sentence never shows picks one of two sentences: each is a msgid.
    expect(msgidsOf((count: number) => (count === 1 ? 'Remove' : 'Remove all'))).toEqual([
      'Remove all',
      'Remove',
    ]);
  });

  it("reads, in English, exactly as the contract's function writes it, for 1 and for more", () => {
    const plurals = messages.filter((message) => message.msgid?.includes(', plural,'));
    expect(plurals.map((message) => message.key)).toContain('MENTORING_MESSAGES.broadcastSent');
    expect(plurals.length).toBeGreaterThan(15);
    for (const { key, msgid } of plurals) {
      const fn = key
        .split('.')
        .reduce<unknown>((table, name) => (table as Record<string, unknown>)[name], contract);
      const source = (fn as (...args: unknown[]) => string).toString();
      const names = /^\(([^)]*)\)/
        .exec(source)![1]!
        .split(',')
        .map((part) => part.trim().split(':')[0]!);
      for (const count of [1, 2, 37]) {
        const args = names.map((name) => (msgid!.startsWith(`{${name}, plural,`) ? count : `{${name}}`));
        const values = Object.fromEntries(names.map((name, index) => [name, args[index]]));
        expect(t(msgid!, values), key).toBe((fn as (...args: unknown[]) => string)(...args));
      }
    }
  });

  it.each(LANGUAGES)('%s.po holds every one of them', (code) => {
    const entries = catalogue(code);
    const missing = messages
      .filter((message) => message.msgid !== null && !entries.get(message.msgid))
      .map((message) => `${message.key}: ${message.msgid}`);
    expect(missing, `append these to src/locales/${code}.po`).toEqual([]);
  });
});
