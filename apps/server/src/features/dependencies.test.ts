import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The lint rule of decision 0023 (scripts/check-server-imports.mjs), run on the real server and on small bad trees.
const script = path.resolve(__dirname, '../../../../scripts/check-server-imports.mjs');
const check = (srcDir: string) => spawnSync(process.execPath, [script, srcDir], { encoding: 'utf8' });
const made: string[] = [];

/** A server src folder with two features, a (a face and a table) and b, and the given extra files. */
function tree(declared: Record<string, string[]>, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-imports-'));
  made.push(dir);
  const all: Record<string, string> = {
    'features/a/index.ts': "export { things } from './a.table';\n",
    'features/a/a.table.ts': 'export const things = 1;\n',
    'features/b/index.ts': 'export {};\n',
    'features/dependencies.json': JSON.stringify(declared),
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('server imports: faces and declared directions', () => {
  it('passes on the server as it is', () => {
    const result = check(path.resolve(__dirname, '..'));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('passes a declared import through the face', () => {
    const dir = tree({ a: [], b: ['a'] }, { 'features/b/b.service.ts': "import { things } from '../a';\n" });
    expect(check(dir).status).toBe(0);
  });

  it('fails a deep import into another feature, even along a declared direction', () => {
    const dir = tree(
      { a: [], b: ['a'] },
      { 'features/b/b.service.ts': "import { things } from '../a/a.table';\n" },
    );
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "b.service.ts:1: imports ../a/a.table, inside the a feature; import it through its face, '../a'",
    );
  });

  it('fails an import along a direction that is not declared', () => {
    const dir = tree(
      { a: [], b: [] },
      { 'features/b/b.service.ts': "export { things } from '../a/index';\n" },
    );
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('b imports a, a direction features/dependencies.json does not declare');
  });

  it('fails db/ or platform/ importing a feature, and a source file importing seed/', () => {
    const dir = tree(
      { a: [], b: [] },
      {
        'db/reads.ts': "const m = await import('../features/a');\n",
        'platform/port.ts': "import '../features/b';\n",
        'features/b/b.service.ts': "import { make } from '../../seed/factory';\n",
        'features/b/b.flow.test.ts': "import { make } from '../../seed/factory';\n",
      },
    );
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('reads.ts:1: imports ../features/a; db/ sits below the features');
    expect(result.stderr).toContain('port.ts:1: imports ../features/b; platform/ sits below the features');
    expect(result.stderr).toContain('b.service.ts:1: imports ../../seed/factory; seed/ sits above');
    expect(result.stderr).not.toContain('b.flow.test.ts');
  });

  it('fails a feature left undeclared or without a face, and a cycle', () => {
    const dir = tree({ a: ['b'], b: ['a'] }, { 'features/c/c.service.ts': 'export {};\n' });
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('feature "c" is not declared');
    expect(result.stderr).toContain('features/c: no index.ts');
    expect(result.stderr).toContain('a cycle, a → b → a');
  });
});
