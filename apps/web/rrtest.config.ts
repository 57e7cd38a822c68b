import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
const names = ['React', ...Array.from({ length: 20 }, (_, i) => `React${i + 1}`)];
export default defineConfig({
  root: '/work/main/apps/web',
  plugins: [react()],
  build: { outDir: '/tmp/rrtest-dist', minify: process.env.MIN === 'false' ? false : 'oxc', rolldownOptions: { input: process.env.ENTRY, treeshake: process.env.PURE ? { manualPureFunctions: names } : undefined } },
});
