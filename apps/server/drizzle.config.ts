import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each domain keeps its tables in its own folder.
  schema: './src/*/*.schema.ts',
  out: './drizzle',
});
