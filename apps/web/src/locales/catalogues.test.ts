import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { compilePo, parsePo, partOf } from '../../build/po';
import { publicTexts } from './public-sources';
import { literalMessages } from './source-texts';

/*
 * Issue 29: the catalogues a translator edits (src/locales/<code>.po). English is the source: every t('…') in the
 * code is one of its msgids; each other language translates every one of them (or falls back to English
 * knowingly: FALLS_BACK_TO_ENGLISH), keeps its placeholders, and gives each plural the categories CLDR gives the
 * language.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const catalogue = (code: string) => readFileSync(path.join(here, `${code}.po`), 'utf8');
const TRANSLATED = LANGUAGES.filter((code) => code !== 'en');

/** CLDR plural categories (cardinal): Yoruba and Igbo have only 'other'; Hausa and Pidgin 'one' and 'other'. */
const CLDR_PLURALS: Record<string, string[]> = {
  ha: ['one', 'other'],
  yo: ['other'],
  ig: ['other'],
  pcm: ['one', 'other'],
};

/** English texts that are shown in English in every language, on purpose. None today. */
export const FALLS_BACK_TO_ENGLISH: Record<string, string[]> = { ha: [], yo: [], ig: [], pcm: [] };

type Node = string | unknown[];
/** Argument names, and each plural's case keys, of a compiled message. */
function walk(compiled: unknown, args: Set<string>, plurals: string[][]) {
  if (!Array.isArray(compiled)) return;
  for (const token of compiled as Node[]) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    args.add(name);
    if ((type === 'plural' || type === 'selectordinal' || type === 'select') && cases) {
      if (type !== 'select') plurals.push(Object.keys(cases).filter((key) => key !== 'offset'));
      for (const value of Object.values(cases)) walk(value, args, plurals);
    }
  }
}
function shape(message: string) {
  const args = new Set<string>();
  const plurals: string[][] = [];
  walk(compileMessage(message), args, plurals);
  return { args: [...args].sort(), plurals };
}

const english = parsePo(catalogue('en'), 'en.po');
const englishIds = new Set(english.map((entry) => entry.msgid));

describe('the interface catalogues', () => {
  it("holds every t('…') of the code in the English catalogue", () => {
    const literals = literalMessages();
    expect(literals.size).toBeGreaterThan(50);
    const missing = [...literals].filter(([message]) => !englishIds.has(message));
    expect(missing, 'add these to src/locales/*.po').toEqual([]);
  });

  it('marks every text the public pages show as a public part, the same in every language', () => {
    const firstLoad = publicTexts(true);
    const shown = publicTexts();
    const wrong = english.filter((entry) =>
      firstLoad.has(entry.msgid)
        ? partOf(entry) !== 'public'
        : shown.has(entry.msgid) && partOf(entry) === 'signed-in',
    );
    expect(
      wrong.map((entry) => `${entry.msgid}: ${partOf(entry)}`),
      '"#. public" above what /login shows, "#. public-pages" above what other public pages show, in all five .po',
    ).toEqual([]);
    const parts = new Map(english.map((entry) => [entry.msgid, partOf(entry)]));
    for (const code of TRANSLATED) {
      const theirs = parsePo(catalogue(code), `${code}.po`).filter(
        (entry) => partOf(entry) !== parts.get(entry.msgid),
      );
      expect(
        theirs.map((entry) => entry.msgid),
        `${code}.po's parts differ from en.po's`,
      ).toEqual([]);
    }
  });

  it('keeps English letter for letter (msgstr = msgid)', () => {
    for (const entry of english) expect(entry.msgstr).toBe(entry.msgid);
  });

  it.each(TRANSLATED)('%s: translates every English message (or falls back knowingly)', (code) => {
    const entries = new Map(
      parsePo(catalogue(code), `${code}.po`).map((entry) => [entry.msgid, entry.msgstr]),
    );
    const untranslated = [...englishIds].filter(
      (id) => !entries.get(id) && !FALLS_BACK_TO_ENGLISH[code]!.includes(id),
    );
    expect(untranslated).toEqual([]);
    const unknown = [...entries.keys()].filter((id) => !englishIds.has(id));
    expect(unknown, 'msgids that are not in en.po').toEqual([]);
  });

  it.each(TRANSLATED)('%s: keeps every placeholder and gives each plural its CLDR categories', (code) => {
    for (const entry of parsePo(catalogue(code), `${code}.po`)) {
      if (!entry.msgstr) continue;
      const source = shape(entry.msgid);
      const translation = shape(entry.msgstr);
      expect(translation.args, `${code}.po "${entry.msgid}"`).toEqual(source.args);
      expect(translation.plurals.length, `${code}.po "${entry.msgid}" plurals`).toBe(source.plurals.length);
      for (const keys of translation.plurals) {
        const categories = keys.filter((key) => !/^\d+$/.test(key)).sort();
        expect(categories, `${code}.po "${entry.msgid}"`).toEqual(CLDR_PLURALS[code]);
      }
    }
  });

  it.each(LANGUAGES)('%s: compiles, and its text is NFC', (code) => {
    const text = catalogue(code);
    expect(text).toBe(text.normalize('NFC'));
    expect(() => compilePo(text, `${code}.po`)).not.toThrow();
  });

  it('refuses a translation that is not valid ICU, naming the line', () => {
    const broken = 'msgid "Question {number} of {total}"\nmsgstr "Tambaya ta {number cikin {total}"\n';
    expect(() => compilePo(broken, 'ha.po')).toThrow(/ha\.po:1/);
  });

  it('compiles a part: the public part holds only the marked entries, the signed-in part the others', () => {
    const po = '#. public\nmsgid "Sign in"\nmsgstr "Shiga"\n\nmsgid "Jobs"\nmsgstr "Ayyuka"\n';
    expect(Object.keys(compilePo(po, 'ha.po', 'public'))).toEqual(['Sign in']);
    expect(Object.keys(compilePo(po, 'ha.po', 'signed-in'))).toEqual(['Jobs']);
  });
});
