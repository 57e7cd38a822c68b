import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { QUOTED, SRC_DIR, sourceFiles, unescapeQuotes } from './source-texts';

/*
 * Which of the app's files a person can reach before signing in (issue 29: the catalogue's public part). Starting
 * at main.tsx, every import (static or dynamic) is followed, except the protected gate's, behind which the
 * signed-in shell and its pages load. Used by catalogues.test.ts: every t() text of these files must be in the
 * catalogues' public part (`#. public`), which loads with the language choice; the rest loads after sign-in.
 */

/** Imports that lead into the signed-in app: the gate, and the shell main.tsx preloads for a returning session. */
const SIGNED_IN_ENTRIES = [/\/app\/protected-gate$/, /\/app\/shell\/app-shell$/];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;
/** Static imports only: what the browser fetches before the first paint of /login. */
const STATIC_IMPORT = /(?:\bfrom\s*|^import\s+)'([^']+)'/gm;

function resolve(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(SRC_DIR, spec.slice(2));
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null;
  if (SIGNED_IN_ENTRIES.some((pattern) => pattern.test(base))) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Every source file reachable from main.tsx without passing the protected gate; `firstLoad` follows static imports
 * only (the entry, the route table, the sign-in page and what they import), the other public pages being lazy.
 */
export function publicSourceFiles(firstLoad = false): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(firstLoad ? STATIC_IMPORT : IMPORT)) {
      const next = resolve(match[1]!, file);
      if (next) visit(next);
    }
  };
  visit(path.join(SRC_DIR, 'main.tsx'));
  return seen;
}

/** The contract's sentences that the first load shows (sign-in, sign-up, recovery): reached through '@tvet/contract'. */
const CONTRACT_PUBLIC = [path.join(SRC_DIR, '../../../packages/contract/src/app-messages.ts')];

/**
 * Every quoted string of the public files (and of the contract's sentences they show): a t() call's text, and a text
 * handed to a shared component that translates it (`label="First name"`, a toast, a title).
 */
export function publicTexts(firstLoad = false): Set<string> {
  const texts = new Set<string>();
  for (const file of [...publicSourceFiles(firstLoad), ...CONTRACT_PUBLIC]) {
    for (const match of readFileSync(file, 'utf8').matchAll(QUOTED)) {
      const text = match[1] ?? match[2] ?? match[3] ?? '';
      texts.add(unescapeQuotes(text));
    }
  }
  return texts;
}

/**
 * Every string of the app's and the contract's code (tests left out), read by TypeScript's parser so an apostrophe
 * in a JSX text cannot hide the strings after it: what a catalogue entry can be the translation of. An entry none
 * of them holds (nor a contract sentence's template) is stale: its text was changed or removed in the code, and a
 * translator would translate it for nothing.
 */
export function everyQuotedText(): Set<string> {
  const texts = new Set<string>();
  const contractDir = path.join(SRC_DIR, '../../../packages/contract/src');
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      texts.add(ts.isJsxText(node) ? node.text.trim() : node.text);
    ts.forEachChild(node, visit);
  };
  // The catalogues' own helpers (this folder) hold no text of the interface.
  const skip = ['test', 'locales'];
  for (const file of [...sourceFiles(SRC_DIR, skip), ...sourceFiles(contractDir, skip)]) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind));
  }
  return texts;
}
