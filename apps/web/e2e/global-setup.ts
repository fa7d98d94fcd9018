import type { TestProject } from 'vitest/node';
import { startRecordedFeeds } from './recorded-feeds';

// Global setup of the browser tests (vitest.e2e.config.ts): starts the traffic the playback files
// replay (recorded-feeds.ts) when the run starts, so it is recorded while the first files run.
// A feeder port that does not answer fails only the files that need the feed, with the reason.
export default async function setup(project: TestProject): Promise<() => void> {
  try {
    const feed = await startRecordedFeeds();
    project.provide('recordedFeedStartedMs', feed.startedMs);
    project.provide('recordedFeedError', '');
    return feed.stop;
  } catch (error) {
    project.provide('recordedFeedStartedMs', 0);
    project.provide(
      'recordedFeedError',
      `the recorded feeds could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    return () => undefined;
  }
}
