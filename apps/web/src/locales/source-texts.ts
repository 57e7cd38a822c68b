import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * How the locale tests read the app's code (issue 29), in one place: which files are the app's sources, which
 * literals are the texts of t() calls, which quoted strings a file holds, and which texts JSX attributes that a screen reader
 * speaks (aria-label, title, placeholder, alt…) are given. catalogues.test.ts, public-sources.ts and
 * spoken-attributes.test.ts share it, so the catalogue check and the attribute check agree on what a t() call is.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
export const SRC_DIR = path.join(here, '..');

/** The source files (.ts, .tsx) under `dir`, not the tests nor the folders named in `skip` (the test helpers). */
export function sourceFiles(dir = SRC_DIR, skip: readonly string[] = ['test']): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return skip.includes(name) ? [] : sourceFiles(full, skip);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** A quoted string: '…', "…", or a template literal without placeholders. */
export const QUOTED = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$\\]*)`/g;

export function unescapeQuotes(text: string): string {
  return text.replace(/\\(['"\\])/g, '$1');
}

// A t() call's literal; Biome writes a text holding an apostrophe in double quotes ("Didn't get the code?").
const T_CALL = /\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;

/** The literal of every t() call in the app's code, each with the file it was found in. */
export function literalMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles()) {
    for (const match of readFileSync(file, 'utf8').matchAll(T_CALL)) {
      found.set(unescapeQuotes(match[1] ?? match[2] ?? ''), path.relative(SRC_DIR, file));
    }
  }
  return found;
}

/** JSX attributes a screen reader speaks (or a phone shows in an empty field): each must be given t()/tx(). */
export const SPOKEN_ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
] as const;

/** A spoken attribute, or the page's title (`<title>{pageTitle(…)}</title>`), which a screen reader says first. */
const ATTRIBUTE = new RegExp(`(?<=\\s)(${SPOKEN_ATTRIBUTES.join('|')})=(?=["{])|\\b(pageTitle)(?=\\()`, 'g');

/** The index just after the string, template or bracket that opens at `start`. */
function skip(code: string, start: number): number {
  const open = code[start]!;
  if (open === "'" || open === '"') {
    let index = start + 1;
    while (index < code.length && code[index] !== open) index += code[index] === '\\' ? 2 : 1;
    return index + 1;
  }
  if (open === '`') {
    let index = start + 1;
    while (index < code.length && code[index] !== '`') {
      if (code[index] === '\\') index += 2;
      else if (code.startsWith('${', index)) index = skip(code, index + 1);
      else index += 1;
    }
    return index + 1;
  }
  const close = open === '{' ? '}' : open === '(' ? ')' : ']';
  let index = start + 1;
  while (index < code.length && code[index] !== close) {
    index = /['"`{([]/.test(code[index]!) ? skip(code, index) : index + 1;
  }
  return index + 1;
}

/**
 * The texts an attribute's expression can give, besides what t()/tx() translate: each string literal (a template's
 * fixed parts, `{…}` for what it fills in), except a literal compared with `===`/`!==` (a status, not a text).
 */
function literalTexts(expression: string): string[] {
  const texts: string[] = [];
  let index = 0;
  while (index < expression.length) {
    const char = expression[index]!;
    const call = /^\b(?:t|tx)\s*\(/.exec(expression.slice(index));
    if (call && !/[\w.$]/.test(expression[index - 1] ?? '')) {
      index = skip(expression, index + call[0].length - 1);
    } else if (char === "'" || char === '"' || char === '`') {
      const end = skip(expression, index);
      const compared =
        /[=!]==?\s*$/.test(expression.slice(0, index)) || /^\s*[=!]==?/.test(expression.slice(end));
      if (!compared) texts.push(fixedText(expression.slice(index, end)));
      index = end;
    } else index += 1;
  }
  return texts;
}

/** A literal's text as it reads: quotes removed, a template's `${…}` parts as `{…}`. */
function fixedText(literal: string): string {
  const body = literal.slice(1, -1);
  if (literal[0] !== '`') return unescapeQuotes(body);
  let text = '';
  let index = 0;
  while (index < body.length) {
    if (body.startsWith('${', index)) {
      index = skip(body, index + 1);
      text += '{…}';
    } else {
      text += body[index];
      index += 1;
    }
  }
  return text;
}

export type SpokenAttribute = { attribute: string; line: number; texts: string[] };

/** Every spoken JSX attribute and page title of this code, with the literal texts it is given (not through t()/tx()). */
export function spokenAttributes(code: string): SpokenAttribute[] {
  return [...code.matchAll(ATTRIBUTE)].map((match) => {
    const start = match.index + match[0].length;
    const line = code.slice(0, match.index).split('\n').length;
    const texts =
      code[start] === '"'
        ? [code.slice(start + 1, code.indexOf('"', start + 1))]
        : literalTexts(code.slice(start + 1, skip(code, start) - 1));
    return { attribute: match[1] ?? match[2]!, line, texts };
  });
}
