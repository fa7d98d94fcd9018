import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; browser tests run separately (scripts/browser-tests.mjs)
// because they need a built web app and Chromium.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // which leaves the second core idle while tests wait on sockets, timers and child servers.
    // Two workers run the suite in about two thirds of the time there (README "Test speed").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'password-strength',
          root: 'packages/password-strength',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'adsb',
          root: 'packages/adsb',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          globalSetup: ['src/db/test-template.testing.ts'],
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
        },
      },
    ],
  },
});
