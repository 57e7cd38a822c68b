import { type Compiled, compileIcu } from './compile';

/*
 * How tx() recognises a sentence the server filled in (issue 29). A catalogue message with placeholders is a
 * template: "Try again in {seconds} seconds." reads /^Try again in (.+?) seconds\.$/. A counted one (a plural of
 * whole sentences, "{count, plural, one {Remove the 1 file} other {Remove all # files}}", derived in
 * src/locales/contract-messages.ts) reads one way per branch, and the count comes back as a number, from its '#'
 * (written as toLocaleString('en') does: 1,234) or from the branch itself (English 'one' is 1, '=N' is N), so the
 * translation picks its own plural branch.
 */

type Piece = string | { name: string };
type Reading = { pieces: Piece[]; counts: string[]; fixed: Record<string, number> };

/** One reading of a template: its pattern, the argument each capture fills, the counts among them. */
export type Template = {
  id: string;
  pattern: RegExp;
  names: string[];
  counts: Set<string>;
  fixed: Record<string, number>;
  /** How many characters it has besides its captures (a shorter text cannot match). */
  literal: number;
};

const NUMBER = '(\\d{1,3}(?:,\\d{3})+|\\d+)';

/** Every way the compiled message reads (a plural: one per English branch), or null for what tx() does not fill. */
function readings(tokens: Compiled, count: string | null): Reading[] | null {
  let out: Reading[] = [{ pieces: [], counts: [], fixed: {} }];
  for (const token of tokens) {
    let next: Reading[] | null;
    if (token === '#' && count) next = [{ pieces: [{ name: count }], counts: [], fixed: {} }];
    else if (typeof token === 'string') next = [{ pieces: [token], counts: [], fixed: {} }];
    else if (token.length === 1) next = [{ pieces: [{ name: token[0] }], counts: [], fixed: {} }];
    else next = pluralReadings(token);
    if (!next) return null;
    out = out.flatMap((before) =>
      next.map((after) => ({
        pieces: [...before.pieces, ...after.pieces],
        counts: [...before.counts, ...after.counts],
        fixed: { ...before.fixed, ...after.fixed },
      })),
    );
  }
  return out;
}

function pluralReadings([name, type, cases]: [string, string, unknown?]): Reading[] | null {
  if (type !== 'plural' || !cases || 'offset' in (cases as object)) return null;
  const out: Reading[] = [];
  for (const [key, branch] of Object.entries(cases as Record<string, Compiled>)) {
    // English has only `one` (exactly 1) and `other`; `=N` is N.
    const fixed = key === 'one' ? 1 : /^\d+$/.test(key) ? Number(key) : null;
    if (fixed === null && key !== 'other') continue;
    const inner = readings(branch, name);
    if (!inner) return null;
    for (const reading of inner) {
      out.push({
        pieces: reading.pieces,
        counts: [name, ...reading.counts],
        fixed: fixed === null ? reading.fixed : { ...reading.fixed, [name]: fixed },
      });
    }
  }
  return out;
}

/** Words and `{name}`s only: most of a catalogue, read without the ICU compiler (tx() builds these per catalogue). */
const PLAIN = /^(?:[^{}']|\{\w+\})*$/;

function readingsOf(id: string): Reading[] | null {
  if (PLAIN.test(id)) {
    const pieces = id.split(/\{(\w+)\}/).map((part, index) => (index % 2 ? { name: part } : part));
    return [{ pieces: pieces.filter((piece) => piece !== ''), counts: [], fixed: {} }];
  }
  try {
    return readings(compileIcu(id), null);
  } catch {
    return null;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The templates among a catalogue's message ids, the most literal first (the most specific wins). Only readings
 * with words around their captures, so a name alone never matches one.
 */
export function templatesOf(ids: Iterable<string>): Template[] {
  const out: Template[] = [];
  for (const id of ids) {
    if (!id.includes('{')) continue;
    for (const { pieces, counts, fixed } of readingsOf(id) ?? []) {
      const literal = pieces.filter((piece) => typeof piece === 'string').join('');
      const plain = pieces.length === 1 && typeof pieces[0] === 'string';
      if (plain && counts.length === 0) continue;
      if (literal.replace(/\W/g, '').length < 4) continue;
      const source = pieces
        .map((piece) =>
          typeof piece === 'string' ? escapeRegExp(piece) : counts.includes(piece.name) ? NUMBER : '(.+?)',
        )
        .join('');
      out.push({
        id,
        pattern: new RegExp(`^${source}$`, 's'),
        names: pieces.flatMap((piece) => (typeof piece === 'string' ? [] : [piece.name])),
        counts: new Set(counts),
        fixed,
        literal: literal.length,
      });
    }
  }
  return out.sort((a, b) => b.literal - a.literal);
}

/** The values a filled-in text gives the template (counts as numbers), or null when it is not this template's. */
export function valuesOf(template: Template, text: string): Record<string, string | number> | null {
  if (text.length < template.literal) return null;
  const match = template.pattern.exec(text);
  if (!match) return null;
  const values: Record<string, string | number> = { ...template.fixed };
  for (const [index, name] of template.names.entries()) {
    const captured = match[index + 1]!;
    const value = template.counts.has(name) ? Number(captured.replaceAll(',', '')) : captured;
    // The same argument twice must read the same both times.
    if (name in values && values[name] !== value) return null;
    values[name] = value;
  }
  return values;
}
