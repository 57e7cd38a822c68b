import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, SERVER_MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../../build/po';
import { contractMessages, templateOf } from './contract-messages';

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

/** Function messages whose output is not a sentence with plain placeholders (a list joined, a count chosen). */
const NOT_TEMPLATES = [
  'MENTORING_MESSAGES.unassignAllConfirm',
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
    expect(templateOf((count: number) => `${count} graduate${count === 1 ? '' : 's'}`)).toBe(
      '{count} graduates',
    );
    expect(templateOf((index: number) => `Column ${index + 1}`)).toBeNull();
    expect(
      messages.filter((message) => message.msgid === null).map((message) => message.key),
      'a function message without a template: list it in NOT_TEMPLATES',
    ).toEqual(NOT_TEMPLATES);
  });

  it.each(LANGUAGES)('%s.po holds every one of them', (code) => {
    const entries = catalogue(code);
    const missing = messages
      .filter((message) => message.msgid !== null && !entries.get(message.msgid))
      .map((message) => `${message.key}: ${message.msgid}`);
    expect(missing, `append these to src/locales/${code}.po`).toEqual([]);
  });
});
