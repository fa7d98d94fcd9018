import { defineConfig } from 'vitest/config';

// Browser tests: run by scripts/browser-tests.mjs against a started server (env BASE_URL).
// Two files at a time, each launching its own Chromium: much of a file's time is spent waiting on
// the server's clock (40 s feeds recorded for playback, 1 s live batches, 10 s track refreshes),
// which the other file's browser fills. The files keep out of each other's way: each feeds its
// own aircraft in its own region and signs up its own accounts.
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest mirrors Vite's env into process.env, where BASE_URL is the app's base path ('/');
    // hand the tests the server address given to this run instead.
    env: { BASE_URL: process.env.BASE_URL ?? 'http://127.0.0.1:8080' },
  },
});
