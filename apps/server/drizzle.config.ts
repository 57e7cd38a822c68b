import { defineConfig } from 'drizzle-kit';

// The shared tables live in db/, every feature's own tables beside it.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/features/*/*.table.ts'],
  out: './src/db/migrations',
});
