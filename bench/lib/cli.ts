import { parseArgs } from 'node:util';

/** A numeric flag: its default and the range a run on a developer machine may ask for. */
export interface NumberFlag {
  default: number;
  min: number;
  max: number;
  help: string;
}

export type FlagSpec = Record<string, NumberFlag>;

/**
 * Reads `--name value` (or `--name=value`) for every flag in `spec`; `--help` prints them and exits. Values outside
 * the range are refused, so a typo cannot start an unbounded run.
 */
export function readFlags<S extends FlagSpec>(usage: string, spec: S): { [K in keyof S]: number } {
  const { values } = parseArgs({
    options: {
      help: { type: 'boolean' },
      ...Object.fromEntries(Object.keys(spec).map((name) => [name, { type: 'string' as const }])),
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    for (const [name, flag] of Object.entries(spec)) {
      console.log(`  --${name.padEnd(14)} ${flag.help} (default ${flag.default}, ${flag.min}..${flag.max})`);
    }
    process.exit(0);
  }
  const out: Record<string, number> = {};
  for (const [name, flag] of Object.entries(spec)) {
    const raw = (values as Record<string, string | boolean | undefined>)[name];
    const value = typeof raw === 'string' ? Number(raw) : flag.default;
    if (!Number.isFinite(value) || value < flag.min || value > flag.max) {
      console.error(`--${name} must be a number from ${flag.min} to ${flag.max}`);
      process.exit(2);
    }
    out[name] = value;
  }
  return out as { [K in keyof S]: number };
}

/** The PostgreSQL server to create the benchmark database on (never a database that holds data). */
export function serverUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  );
}
