import { defineConfig } from 'vitest/config';

// Browser tests: run by scripts/browser-tests.mjs against a started server (env BASE_URL).
// Two files at a time, each launching its own Chromium: much of a file's time is spent waiting on
// the server's clock (40 s feeds recorded for playback, 1 s live batches, 10 s track refreshes),
// which the other file's browser fills. The files keep out of each other's way: each feeds its
// own aircraft in its own region and signs up its own accounts. E2E_WORKERS=1 runs them one at a
// time (on a machine whose cores other work is using).
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // The limit of a test, not a timing target (those are asserted where the spec sets them, e.g.
    // aircraft within 5 s): room for two browsers rendering in software on two shared cores.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Vitest mirrors Vite's env into process.env, where BASE_URL is the app's base path ('/');
    // hand the tests the server address given to this run instead.
    env: { BASE_URL: process.env.BASE_URL ?? 'http://127.0.0.1:8080' },
  },
});
