import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

// Browser tests: run by scripts/browser-tests.mjs against a started server (env BASE_URL).
// Two files at a time, each with its own Chromium: much of a file's time is spent waiting on
// the server's clock (1 s live batches, 10 s track refreshes), which the other file's browser
// fills. Three took 807 s against 906 s for the 46 files on this 2-core machine, but left no CPU
// idle, and the phone test of tracker-tools.e2e.ts never drew its labels in two runs of three. The files keep out of each other's way: each feeds its own aircraft in its own region
// and signs up its own accounts. E2E_WORKERS=1 runs them one at a time (on a machine whose cores
// other work is using).

/** What a file that replays the run's recorded feed (e2e/recorded-feeds.ts) calls. */
const REPLAYS_RECORDED_FEED = "inject('recordedFeedStartedMs')";

/**
 * Vitest's order (failed first, then the longest by the last run, else the largest), except that
 * each worker's first file is one that does not replay the recorded feed: the feed starts with
 * the run and takes 40 s to record, which those first files fill instead of a wait.
 */
class RecordedFeedLater extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const replays = (file: TestSpecification) =>
      readFileSync(file.moduleId, 'utf8').includes(REPLAYS_RECORDED_FEED);
    const workers = Math.max(1, this.ctx.config.maxWorkers);
    const first = sorted.filter((file) => !replays(file)).slice(0, workers);
    return [...first, ...sorted.filter((file) => !first.includes(file))];
  }
}

export default defineConfig({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.ts'],
    // The playback files' traffic, fed once from the start of the run (e2e/recorded-feeds.ts).
    globalSetup: ['e2e/global-setup.ts'],
    // Each file's shared browser closes with the file (e2e/browser.ts).
    setupFiles: ['e2e/setup.ts'],
    sequence: { sequencer: RecordedFeedLater },
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // The limit of a test, not a timing target (those are asserted where the spec sets them, e.g.
    // aircraft within 5 s): room for two browsers rendering in software on two shared cores.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // `expect.poll` waits for what the page shows after a click or a server round trip; Vitest's
    // 1 s default is shorter than one such round trip with two software-rendering browsers on two
    // loaded cores (feedback.e2e's "1 new" badge took longer at load 26). The assertion is the
    // same; only the time it may take to come true is the page's own.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Vitest mirrors Vite's env into process.env, where BASE_URL is the app's base path ('/');
    // hand the tests the server address given to this run instead.
    env: { BASE_URL: process.env.BASE_URL ?? 'http://127.0.0.1:8080' },
  },
});
