import { existsSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// Relative, so the config bundler compiles the contract's TypeScript rather than asking Node to load it.
import { MESSAGES } from '../../packages/contract/src/messages.ts';
import { precompress } from './build/precompress.ts';

const apiServer = process.env.API_URL ?? 'http://localhost:3000';
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

/*
 * The first load of /login has a budget (bench/bundle-size.mjs). React and the data router alone take 95 KB
 * gzip of it, so everything below exists to keep the rest small.
 */

/*
 * React Router's build creates its components and contexts at the top level (`var Form = React10.forwardRef(`,
 * then `Form.displayName = "Form"`): to the bundler these are side effects, so every component ships whether
 * used or not (NavLink, Form, ScrollRestoration...). This marks those constructor calls pure and drops the
 * displayName lines (names for React's developer tools only). Marking the whole React namespaces pure instead
 * would also let the bundler drop hook calls such as useEffect, whose results are unused.
 */
const pureRouterConstructors = {
  name: 'tvet:pure-router-constructors',
  apply: 'build' as const,
  transform(code: string, id: string) {
    if (!/[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
    return code
      .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2')
      .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '');
  },
};

// React Router's package exports only its development build; production builds use its production build.
const routerProduction = decodeURIComponent(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url).pathname,
);

/*
 * Chunks of the first load. Left alone, the bundler cuts the modules public pages share into a dozen tiny
 * chunks (17 requests for /login, each compressed on its own). Instead: the framework in one chunk, and the
 * small core the public pages need (router table, layout, form parts, API client, session) in another.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const PUBLIC_CORE = new RegExp(
  [
    String.raw`[\\/]src[\\/]components[\\/]layout[\\/]`,
    String.raw`[\\/]src[\\/]components[\\/]ui[\\/](button|field|text-field|select-field|password-field|form-error|spinner|toast|text-link|error-screen)\.tsx$`,
    String.raw`[\\/]src[\\/]lib[\\/](api|session|show-error|use-action|title|user-types)\.ts$`,
    String.raw`[\\/]src[\\/]app[\\/](routes|root-layout|route-error)\.tsx?$`,
    String.raw`[\\/]src[\\/]config[\\/]paths\.ts$`,
    // The sign-in page is the front door (returning users start there): it ships with the core rather than
    // as one more small lazy chunk, which saves a request and 0.4 KB gzip on its first load.
    String.raw`[\\/]src[\\/]features[\\/]auth[\\/]pages[\\/]login-page\.tsx$`,
    String.raw`[\\/]src[\\/]features[\\/]auth[\\/](api[\\/]login|lib[\\/](sign-in|sign-in-destination))\.ts$`,
    // The contract's plain modules; its zod schemas and the geo lists stay with the pages that use them.
    String.raw`[\\/]contract[\\/]src[\\/](roles|messages|limits)\.ts$`,
  ].join('|'),
);

/*
 * Vite wraps every lazy import() in a helper (1 KB gzip in the entry) that preloads the chunk's CSS and
 * imports. Here it has nothing to do: all CSS is one file (cssCodeSplit: false) and lazy pages have no
 * preload list (see modulePreload), so it becomes a call that retries a failed download (lib/retry-import.ts);
 * a chunk that still fails reaches the router's error screen, which offers Retry.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const plainDynamicImports = {
  name: 'tvet:plain-dynamic-imports',
  enforce: 'pre' as const,
  apply: 'build' as const,
  resolveId: (id: string) =>
    id === 'vite/preload-helper.js' || id === PRELOAD_HELPER ? PRELOAD_HELPER : null,
  // Each lazy chunk that fails to download is asked for again before the page gives up (issue 9).
  load: (id: string) =>
    id === PRELOAD_HELPER
      ? `import { retryImport } from ${JSON.stringify(`${srcDir}/lib/retry-import.ts`)};\n` +
        'export const __vitePreload = (load) => retryImport(load);'
      : null,
};

/*
 * The contract's MESSAGES table is one object (1 KB gzip), so showing one sentence from it, as the router's
 * error screen in every first load does, would ship all of them. In a build, each `MESSAGES.someKey` in our
 * source becomes the contract's own value for that key: the text, or the small function that builds it.
 */
const inlinedMessage = (value: unknown) =>
  typeof value === 'function' ? `(${value.toString()})` : JSON.stringify(value);
const inlineMessages = {
  name: 'tvet:inline-messages',
  enforce: 'pre' as const,
  apply: 'build' as const,
  transform(code: string, id: string) {
    if (!id.startsWith(srcDir) || !code.includes('MESSAGES.')) return null;
    return code.replace(/\bMESSAGES\.(\w+)\b/g, (whole, key: string) =>
      Object.hasOwn(MESSAGES, key) ? inlinedMessage(MESSAGES[key as keyof typeof MESSAGES]) : whole,
    );
  },
};

export default defineConfig(({ command }) => ({
  plugins: [plainDynamicImports, inlineMessages, pureRouterConstructors, react(), tailwindcss(), precompress],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${srcDir}/` },
      ...(command === 'build' && existsSync(routerProduction)
        ? [{ find: /^react-router$/, replacement: routerProduction }]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
  build: {
    // bench/bundle-size.mjs follows the manifest to measure what the first load of /login downloads.
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
            { name: 'core', test: PUBLIC_CORE, priority: 10 },
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
  },
}));
