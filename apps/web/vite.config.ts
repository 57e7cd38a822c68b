import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { poCatalogues } from './build/po.ts';
import { markPublicShell } from './build/precache-split.ts';
import { precompress } from './build/precompress.ts';
import { routeList } from './build/route-list.ts';

const apiServer = process.env.API_URL ?? 'http://localhost:3000';
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const repoDir = decodeURIComponent(new URL('../..', import.meta.url).pathname);

/*
 * The first load of /login has a budget: 100 KB of gzip JavaScript with 10 KB to spare, so 90 KB
 * (bench/bundle-size.mjs, docs/decisions/0005-first-load-budget.md). React and React DOM take 66 KB of it and
 * React Router in declarative mode about 10 KB more (its data router would be 26 KB: decision 0017), so the
 * app's shape keeps the rest small: the sign-in page and the route table in the entry, every other page lazy,
 * nothing in the entry that pulls a table the pages share.
 */

/*
 * React Router's package exports only its development build (warnings, longer messages); a build uses its
 * production build. If a React Router release moves that file, the build stops here instead of quietly
 * shipping the development build.
 */
const routerProductionDir = path.join(repoDir, 'node_modules/react-router/dist/production');
const routerProduction = path.join(routerProductionDir, 'index.mjs');
function routerAlias(command: string) {
  if (command !== 'build') return [];
  if (!existsSync(routerProduction)) {
    throw new Error(
      `${routerProduction} is missing: React Router moved its production build. Point routerProduction in ` +
        'apps/web/vite.config.ts at it (the development build is slower and larger).',
    );
  }
  return [{ find: /^react-router$/, replacement: routerProduction }];
}

/*
 * React Router's build creates its components and contexts at the top level and names them for React's developer
 * tools: `var Form = React10.forwardRef(...)`, then `Form.displayName = "Form"`. To the bundler that assignment is a
 * side effect, so every component ships whether the app uses it or not (Form, NavLink, Await, ...). This marks
 * those constructor calls pure and drops the displayName lines (developer-tools names only); the bundler then
 * drops what nothing uses. Worth 1.75 KB gzip of the first load (measured with the data router; marking the calls
 * pure without dropping the names saves nothing). If a React Router release writes these differently, the build
 * stops here instead of quietly shipping them again.
 */
const ROUTER_BUILD_FILE = /[\\/]react-router[\\/]dist[\\/]production[\\/]/;
const ROUTER_CONSTRUCTOR = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;
const ROUTER_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
function pureRouterConstructors() {
  let constructors = 0;
  let names = 0;
  return {
    name: 'tvet:pure-router-constructors',
    apply: 'build' as const,
    transform(code: string, id: string) {
      if (!ROUTER_BUILD_FILE.test(id)) return null;
      const out = code
        .replace(ROUTER_CONSTRUCTOR, (_whole, assign: string, call: string) => {
          constructors += 1;
          return `${assign}/* @__PURE__ */ ${call}`;
        })
        .replace(ROUTER_DISPLAY_NAME, () => {
          names += 1;
          return '';
        });
      // Every line stays where it was (the names' lines are emptied, not removed), so the file's source map still
      // holds and an analyser of a `--sourcemap` build can name React Router's bytes (`map: null` keeps it).
      return out === code ? null : { code: out, map: null };
    },
    generateBundle() {
      if (constructors === 0 || names === 0) {
        throw new Error(
          `tvet:pure-router-constructors found ${constructors} constructor calls and ${names} displayName lines ` +
            `in ${routerProductionDir}: React Router changed how its build writes them. Update ROUTER_CONSTRUCTOR and ` +
            'ROUTER_DISPLAY_NAME in apps/web/vite.config.ts (or drop the transform if the bundler now removes them).',
        );
      }
    },
  };
}

/*
 * Chunks. The framework (React, React DOM, React Router) is one chunk: it changes far less often than the app,
 * so it stays in the browser's cache across releases. The modules the entry imports statically (main.tsx,
 * the route table, the sign-in page, the form parts, API client and session they use) are one more chunk,
 * picked by the bundler's `$initial` tag rather than a list of file names. Everything else is split along the
 * lazy imports by the bundler itself.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/*
 * Vite wraps every lazy import() in a helper (1 KB gzip in the entry) that preloads the chunk's CSS and
 * imports. Here it has nothing to do: all CSS is one file (cssCodeSplit: false) and lazy pages have no
 * preload list (see modulePreload), so it becomes a call that retries a failed download (lib/retry-import.ts);
 * a chunk that still fails reaches the app's error boundary (app/route-error.tsx), which offers Retry.
 * Vite names the helper internally: if a Vite release renames it, this build fails (below) rather than
 * quietly losing the retries.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
function plainDynamicImports() {
  let replaced = false;
  return {
    name: 'tvet:plain-dynamic-imports',
    enforce: 'pre' as const,
    apply: 'build' as const,
    resolveId: (id: string) =>
      id === 'vite/preload-helper.js' || id === PRELOAD_HELPER ? PRELOAD_HELPER : null,
    // Each lazy chunk that fails to download is asked for again before the page gives up (issue 9).
    load(id: string) {
      if (id !== PRELOAD_HELPER) return null;
      replaced = true;
      return (
        `import { retryImport } from ${JSON.stringify(`${srcDir}/lib/retry-import.ts`)};\n` +
        'export const __vitePreload = (load) => retryImport(load);'
      );
    },
    generateBundle(_options: unknown, bundle: Record<string, { type: string; dynamicImports?: string[] }>) {
      const lazy = Object.values(bundle).some(
        (chunk) => chunk.type === 'chunk' && chunk.dynamicImports?.length,
      );
      if (lazy && !replaced) {
        throw new Error(
          "tvet:plain-dynamic-imports never saw Vite's preload helper, so lazy pages would not retry a failed " +
            'download (issue 9). Vite renamed it: update PRELOAD_HELPER in apps/web/vite.config.ts.',
        );
      }
    },
  };
}

/*
 * `.vite/chunks.json` beside Vite's manifest: every JavaScript chunk with its static imports and the size of each
 * module in it. bench/bundle-size.mjs reads it to measure the first load of /login and to name what is in it.
 */
interface OutputChunkLike {
  type: string;
  fileName: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  modules?: Record<string, { renderedLength: number }>;
}
const chunkReport = {
  name: 'tvet:chunk-report',
  apply: 'build' as const,
  generateBundle(
    this: { emitFile: (file: object) => unknown },
    _options: unknown,
    bundle: Record<string, OutputChunkLike>,
  ) {
    const relative = (id: string) => path.relative(repoDir, id.replace(/^\0/, '')).split(path.sep).join('/');
    const chunks = Object.values(bundle)
      .filter((chunk) => chunk.type === 'chunk')
      .map((chunk) => ({
        file: chunk.fileName,
        isEntry: Boolean(chunk.isEntry),
        isDynamicEntry: Boolean(chunk.isDynamicEntry),
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamicImports ?? [],
        modules: Object.fromEntries(
          Object.entries(chunk.modules ?? {})
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id, module]) => [relative(id), module.renderedLength]),
        ),
      }));
    this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
  },
};

/*
 * The installable app (issue 30, docs/decisions/0021-offline-first-installable-app.md): the web app manifest and the service worker
 * (src/sw/sw.ts, built by Workbox's injectManifest so its navigation rule is ours: network first, the shell for a
 * page opened before, the offline page otherwise). The plugin registers nothing itself (`injectRegister: false`):
 * main.tsx loads lib/pwa.ts once the page is interactive, so /login's first load carries only that import.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    name: 'TVET Graduate Tracer',
    short_name: 'TVET Tracer',
    description:
      "Nigeria's TVET graduate tracer: surveys, jobs and records of technical and vocational graduates.",
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#006b40',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // Every chunk, lazy pages included, so a survey never opened before still opens offline; marked in two parts
    // (build/precache-split.ts): the public shell, kept at install, and the rest, kept only after a sign-in and
    // not on Save-Data (src/sw/signed-in-code.ts), so a visitor to /login on metered data downloads the shell only.
    globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
    globIgnores: ['**/.vite/**', 'app-routes.json'],
    manifestTransforms: [markPublicShell(fileURLToPath(new URL('./dist', import.meta.url)))],
  },
  devOptions: { enabled: false },
});

export default defineConfig(({ command }) => ({
  plugins: [
    plainDynamicImports(),
    pureRouterConstructors(),
    react(),
    // Compiles a language's .po catalogue when the app imports it (lazily: src/lib/i18n/i18n.ts; decision 24).
    poCatalogues,
    tailwindcss(),
    chunkReport,
    routeList,
    precompress,
    pwa,
  ],
  resolve: {
    alias: [{ find: /^@\//, replacement: `${srcDir}/` }, ...routerAlias(command)],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
  build: {
    // bench/bundle-size.mjs reads .vite/chunks.json (above) and index.html to measure the first load of /login.
    manifest: true,
    target: 'es2022',
    // index.html preloads the entry's chunks in parallel; no polyfill, every browser running ES modules has it.
    // Lazy pages get no preload list (it would add every chunk name to the first load): their few imports
    // are fetched together once the page's chunk arrives.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            // States, LGAs and countries: only the pages that pick them (registration) load them.
            { name: 'geo', test: /[\\/]contract[\\/]src[\\/]geo[\\/]/, priority: 15 },
            // What the entry imports statically: the first load's own code, in one request.
            { name: 'app', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A hang guard, not a speed check: a page test loads the page's lazy modules and types as a person does, about
    // 1 s alone and over 5 s (vitest's default) beside CI's other line of tests on a 2-core machine.
    testTimeout: 30_000,
  },
}));
