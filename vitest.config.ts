import { defineConfig } from 'vitest/config';

// One runner for every suite; `--project` picks a subset (see package.json scripts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Migrates one PGlite per run; each file's database loads that template (src/test/harness.ts).
          globalSetup: ['./src/test/global-setup.ts'],
          // The app's modules are loaded once per worker, not once per file (about 4 s a file). Each file still
          // builds its own app on its own database (src/test/harness.ts), so no file sees another's rows.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['./global-setup.ts'],
        },
      },
    ],
  },
});
