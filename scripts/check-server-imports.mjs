// Holds the server's floors and the declared directions between its features (decision 0023), run by
// `npm run lint` so CI holds them:
//   - a file in features/<f>/ imports another feature only through its face (features/<g>/index.ts) and only when
//     features/dependencies.json lists <g> under <f>; every feature folder is listed there and the graph has no cycle;
//   - db/ and platform/ sit below the features and import none of them;
//   - only test files (*.test.ts, *.test-kit.ts) below seed/ and test/ import them (seed/ and test/ sit above).
// Usage: node scripts/check-server-imports.mjs [server src folder]  (default apps/server/src)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? 'apps/server/src');
const featuresDir = path.join(root, 'features');
const declarationFile = path.join(featuresDir, 'dependencies.json');
const problems = [];
const rel = (file) => path.relative(process.cwd(), file);

const declared = JSON.parse(readFileSync(declarationFile, 'utf8'));
delete declared.$comment;
const features = readdirSync(featuresDir).filter((name) =>
  statSync(path.join(featuresDir, name)).isDirectory(),
);

for (const feature of features) {
  if (!Array.isArray(declared[feature])) {
    problems.push(
      `${rel(declarationFile)}: feature "${feature}" is not declared; add "${feature}": [the features it uses]`,
    );
  }
  if (!existsSync(path.join(featuresDir, feature, 'index.ts'))) {
    problems.push(
      `features/${feature}: no index.ts, its public face (export what other features may use, or nothing)`,
    );
  }
}
for (const [feature, uses] of Object.entries(declared)) {
  if (!features.includes(feature))
    problems.push(`${rel(declarationFile)}: "${feature}" is not a feature folder`);
  for (const used of uses) {
    if (!features.includes(used))
      problems.push(`${rel(declarationFile)}: "${feature}" uses "${used}", which is not a feature folder`);
    if (used === feature) problems.push(`${rel(declarationFile)}: "${feature}" lists itself`);
  }
}

// No cycle: a depth-first walk that meets a feature still on its path has found one.
const state = new Map();
const walk = (feature, trail) => {
  if (state.get(feature) === 'done') return;
  if (state.get(feature) === 'open') {
    problems.push(
      `${rel(declarationFile)}: a cycle, ${[...trail.slice(trail.indexOf(feature)), feature].join(' → ')}`,
    );
    return;
  }
  state.set(feature, 'open');
  for (const used of declared[feature] ?? []) walk(used, [...trail, feature]);
  state.set(feature, 'done');
};
for (const feature of Object.keys(declared)) walk(feature, []);

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : filesUnder(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

// Static imports, re-exports, side-effect imports and dynamic import('…'), as TypeScript's own scanner finds them
// (text inside strings and comments is not an import).
const importsOf = (text) =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName, pos }) => ({ specifier: fileName, pos }));
const isTest = (file) => /\.test\.tsx?$|\.test-kit\.ts$/.test(file);
const floorOf = (file) => path.relative(root, file).split(path.sep)[0];

for (const floor of ['features', 'db', 'platform']) {
  const dir = path.join(root, floor);
  if (!existsSync(dir)) continue;
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'utf8');
    // The feature a file belongs to; a file directly in features/ (this rule's own files) belongs to none.
    const parts = path.relative(featuresDir, file).split(path.sep);
    const from = floor === 'features' && parts.length > 1 ? parts[0] : null;
    for (const { specifier, pos } of importsOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      const line = text.slice(0, pos).split('\n').length;
      const where = `${rel(file)}:${line}`;
      const targetFloor = floorOf(target);
      if ((targetFloor === 'seed' || targetFloor === 'test') && !isTest(file)) {
        problems.push(
          `${where}: imports ${specifier}; ${targetFloor}/ sits above the features and only tests import it`,
        );
        continue;
      }
      if (targetFloor !== 'features') continue;
      if (floor !== 'features') {
        problems.push(
          `${where}: imports ${specifier}; ${floor}/ sits below the features and imports none of them`,
        );
        continue;
      }
      const [to, ...rest] = path.relative(featuresDir, target).split(path.sep);
      if (to === from || (rest.length === 0 && to === 'dependencies.json')) continue;
      const face = rest.length === 0 || (rest.length === 1 && /^index(\.ts)?$/.test(rest[0]));
      if (!face) {
        problems.push(
          `${where}: imports ${specifier}, inside the ${to} feature; import it through its face, '../${to}' (features/${to}/index.ts)`,
        );
      } else if (!(declared[from] ?? []).includes(to)) {
        problems.push(
          `${where}: ${from} imports ${to}, a direction features/dependencies.json does not declare; add it there (if no cycle follows) or use an event or port in platform/`,
        );
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Server imports (${rel(root)}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const arrows = Object.values(declared).reduce((sum, uses) => sum + uses.length, 0);
console.log(
  `${features.length} server features import one another only through their faces, along ${arrows} declared directions.`,
);
