import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiServer = process.env.API_URL ?? 'http://localhost:3000';
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// React Router's build wraps components in top-level React.forwardRef/createContext calls without
// /*#__PURE__*/ marks, so unused ones (Form, Link...) would ship; declaring React's namespace imports
// pure lets the bundler drop them. Every kilobyte counts on the /login budget (bench/bundle-size.mjs).
const reactNamespaces = ['React', ...Array.from({ length: 20 }, (_, i) => `React${i + 1}`)];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': srcDir } },
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
    rolldownOptions: { treeshake: { manualPureFunctions: reactNamespaces } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
