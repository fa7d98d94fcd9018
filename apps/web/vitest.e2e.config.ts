import { defineConfig } from 'vitest/config';

// Browser tests: run by scripts/browser-tests.mjs against a started server (env BASE_URL).
// One file at a time, since each launches its own Chromium.
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest mirrors Vite's env into process.env, where BASE_URL is the app's base path ('/');
    // hand the tests the server address given to this run instead.
    env: { BASE_URL: process.env.BASE_URL ?? 'http://127.0.0.1:8080' },
  },
});
