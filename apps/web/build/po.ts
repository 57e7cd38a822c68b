import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/*
 * The interface's catalogues (issue 29, decision 24) are gettext .po files a translator edits, one per language in
 * src/locales: `msgid` is the English text the code passes to t(), `msgstr` the translation (ICU MessageFormat).
 * This plugin compiles a catalogue's part when the app imports it (src/lib/i18n/i18n.ts, lazily) into Lingui's compiled
 * form, with Lingui's own compiler (@lingui/message-utils). @lingui/cli's vite plugin does the same but needs
 * Node 22 (fs.globSync); this one is the part the app uses. A message that is not valid ICU stops the build.
 */

export interface PoEntry {
  msgid: string;
  msgstr: string;
  /** `#, fuzzy` and other flags. */
  flags: string[];
  /** `#.` comments for the translator. */
  comments: string[];
  line: number;
}

function unquote(text: string, where: string): string {
  const inner = /^"(.*)"$/.exec(text.trim());
  if (!inner) throw new Error(`${where}: a quoted string was expected, found ${text}`);
  return inner[1]!.replace(/\\(["\\nt])/g, (_whole, char: string) =>
    char === 'n' ? '\n' : char === 't' ? '\t' : char,
  );
}

/** The entries of a .po file (the header entry, msgid "", left out). */
export function parsePo(source: string, file = 'catalogue'): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: (PoEntry & { field?: 'msgid' | 'msgstr' }) | null = null;
  let flags: string[] = [];
  let comments: string[] = [];
  const finish = () => {
    if (current && current.msgid !== '') entries.push({ ...current, field: undefined } as PoEntry);
    current = null;
  };
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const where = `${file}:${index + 1}`;
    if (line === '') return;
    if (line.startsWith('#,'))
      flags.push(
        ...line
          .slice(2)
          .split(',')
          .map((flag) => flag.trim()),
      );
    else if (line.startsWith('#.')) comments.push(line.slice(2).trim());
    else if (line.startsWith('#')) return;
    else if (line.startsWith('msgid ')) {
      finish();
      current = {
        msgid: unquote(line.slice(6), where),
        msgstr: '',
        flags,
        comments,
        line: index + 1,
        field: 'msgid',
      };
      flags = [];
      comments = [];
    } else if (line.startsWith('msgstr ')) {
      if (!current) throw new Error(`${where}: msgstr without msgid`);
      current.msgstr = unquote(line.slice(7), where);
      current.field = 'msgstr';
    } else if (line.startsWith('"')) {
      if (!current?.field) throw new Error(`${where}: a continued string outside an entry`);
      current[current.field] += unquote(line, where);
    } else throw new Error(`${where}: cannot read "${line}"`);
  });
  finish();
  return entries;
}

/**
 * A catalogue has three parts (issue 29), so /login's first load in a language carries only what it shows:
 * `#. public` above an entry: the first load's messages (the sign-in page, the header, the shared controls),
 * loaded with the language choice; `#. public-pages`: the other public pages' (sign-up, recovery, /privacy,
 * /a/{token}), loaded with the first of those pages; unmarked: the signed-in pages', loaded with the signed-in shell.
 */
export type CataloguePart = 'public' | 'public-pages' | 'signed-in';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['public', 'public-pages', 'signed-in'];

export function partOf(entry: PoEntry): CataloguePart {
  if (entry.comments.includes('public')) return 'public';
  if (entry.comments.includes('public-pages')) return 'public-pages';
  return 'signed-in';
}

/** msgid → compiled message; untranslated entries are left out (the runtime shows the English). */
export function compilePo(source: string, file = 'catalogue', part?: CataloguePart): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const entry of parsePo(source, file)) {
    if (!entry.msgstr) continue;
    if (part && partOf(entry) !== part) continue;
    try {
      messages[entry.msgid] = compileMessageOrThrow(entry.msgstr);
    } catch (error) {
      throw new Error(
        `${file}:${entry.line}: the translation of "${entry.msgid}" is not valid ICU: ${error}`,
      );
    }
  }
  return messages;
}

export const poCatalogues = {
  name: 'tvet:po-catalogues',
  enforce: 'pre' as const,
  load(id: string) {
    const [file, query = ''] = id.split('?');
    if (!file?.endsWith('.po')) return null;
    const part = CATALOGUE_PARTS.find((name) => name === new URLSearchParams(query).get('part'));
    if (!part) {
      throw new Error(
        `${id}: import a catalogue's part, '${file}?part=' + one of ${CATALOGUE_PARTS.join(', ')}`,
      );
    }
    const messages = compilePo(readFileSync(file, 'utf8'), file, part);
    return {
      code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
      map: null,
    };
  },
};
