import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

const isCallOf = (node: ts.Node, names: string[]) =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.includes(node.expression.text);

/**
 * The texts an attribute's value can give, besides what t()/tx() translate: each string literal, a template's fixed
 * parts (`{…}` for what it fills in), a JSX text; not a literal compared with `===`/`!==` (a status, not a text).
 */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isJsxText(node)) return node.text.trim() ? [node.text.trim()] : [];
  if (isCallOf(node, ['t', 'tx'])) return [];
  if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) return [];
  const texts: string[] = [];
  if (ts.isTemplateExpression(node)) {
    texts.push(node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join(''));
    for (const span of node.templateSpans) texts.push(...literalTexts(span.expression));
    return texts;
  }
  ts.forEachChild(node, (child) => {
    texts.push(...literalTexts(child));
  });
  return texts;
}

export type SpokenAttribute = { attribute: string; line: number; texts: string[] };

/**
 * Every spoken JSX attribute of this code, and every page title (`<title>{pageTitle(…)}</title>`, the first thing a
 * screen reader says of a page), with the literal texts each is given (not through t()/tx()). Read by TypeScript's
 * parser, as public-sources.ts reads the code's strings, so an apostrophe in a JSX text cannot hide what follows.
 */
export function spokenAttributes(code: string): SpokenAttribute[] {
  const source = ts.createSourceFile('code.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: SpokenAttribute[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.initializer) {
      const attribute = node.name.getText(source);
      if ((SPOKEN_ATTRIBUTES as readonly string[]).includes(attribute)) {
        found.push({ attribute, line: line(node), texts: literalTexts(node.initializer) });
      }
    } else if (isCallOf(node, ['pageTitle'])) {
      const args = (node as ts.CallExpression).arguments;
      found.push({ attribute: 'pageTitle', line: line(node), texts: args.flatMap(literalTexts) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
