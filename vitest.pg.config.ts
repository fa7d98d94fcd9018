import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// `npm run test:pg`: the server suite (every database test included) on the real PostgreSQL of
// this machine instead of PGlite. TEST_DATABASE_URL may point elsewhere.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      env: {
        TEST_DATABASE_URL:
          process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      },
    },
  }),
);
