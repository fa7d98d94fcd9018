import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The web tests that replace browser globals (document, window, localStorage, timers' hosts)
// or modules: each runs in a fresh module graph of its own. Every other web and package test
// file shares its worker's modules with the files before it (isolate: false), which spares
// re-importing React, zod and the contracts for each of ~90 files: about half the time of those
// projects. A new test file that stubs a global belongs in this list.
const WEB_ISOLATED = [
  'src/features/tracker/sign-out.test.ts',
  'src/i18n/loading.test.ts',
  'src/live/realtime.test.ts',
  'src/session/devices.store.test.ts',
  'src/session/sign-out.test.ts',
  'src/settings/display-settings.store.test.ts',
];

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
          isolate: false,
        },
      },
      {
        test: {
          name: 'password-strength',
          root: 'packages/password-strength',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'adsb',
          root: 'packages/adsb',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          globalSetup: ['src/db/test-template.testing.ts'],
          include: ['src/**/*.test.ts'],
          // Each worker imports the server's modules once for all its files instead of once per
          // file: 26 % less CPU for this project (user + sys 387 s against 522 s, the same 159
          // files passing, 25 November). Server code keeps its state in the objects a test
          // creates (metrics in a registry per server); what modules keep are caches of constant
          // data (navaids, fonts, time-zone offsets). A spy is restored after each test and a stubbed global or
          // env after each file, so nothing one file changes reaches the next.
          // `npm run test:pg` (scripts/test-pg.mjs) keeps isolating them: it runs beside the
          // static checks, and there shared workers saw two timing failures in three runs.
          isolate: process.env.SERVER_TEST_ISOLATE === '1',
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: WEB_ISOLATED,
          isolate: false,
          // A stub left by one file must not reach the next one sharing its worker.
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        test: {
          name: 'web-isolated',
          root: 'apps/web',
          include: WEB_ISOLATED,
        },
      },
    ],
  },
});
