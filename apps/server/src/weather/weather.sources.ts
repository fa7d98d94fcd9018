// The polled weather sources (issue 19): a drop folder where any process writes METAR/TAF text
// files (each file ingested once, then moved to `done/`), and an HTTP URL answering text (a
// NOAA-style cache file or a local AWOS) fetched every poll. Both ingest leniently: good
// reports are stored, bad ones skipped with one log line per batch; a repeated report is
// stored once (unique index), so re-reading the same URL content is harmless.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { WeatherService } from './weather.service';

const HTTP_TIMEOUT_MS = 20_000;
/** A weather text larger than this is not a report file (NOAA's whole-world METAR file is ~3 MB). */
const MAX_BYTES = 8 * 1024 * 1024;

/** Ingests every file of `dir` (not hidden, not a folder), then moves it to `dir/done`. */
export async function pollDropDir(
  dir: string,
  weather: WeatherService,
  logger?: FastifyBaseLogger,
): Promise<number> {
  const done = path.join(dir, 'done');
  await fs.mkdir(done, { recursive: true });
  let stored = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    const stat = await fs.stat(file);
    if (stat.size <= MAX_BYTES) {
      const result = await weather.ingest(await fs.readFile(file, 'utf8'), 'file', false);
      stored += result.stored;
    } else {
      logger?.warn({ file: entry.name, bytes: stat.size }, 'weather file too large, skipped');
    }
    await fs.rename(file, path.join(done, entry.name));
  }
  return stored;
}

/** Fetches `url` and ingests its text; a failure is one log line, the next poll tries again. */
export async function pollUrl(
  url: string,
  weather: WeatherService,
  logger?: FastifyBaseLogger,
): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    if (!response.ok) {
      logger?.warn({ url, status: response.status }, 'weather URL answered an error');
      return 0;
    }
    const text = await response.text();
    if (text.length > MAX_BYTES) {
      logger?.warn({ url, bytes: text.length }, 'weather URL answer too large, skipped');
      return 0;
    }
    return (await weather.ingest(text, 'http', false)).stored;
  } catch (error) {
    logger?.warn({ url, err: (error as Error).message }, 'weather URL could not be read');
    return 0;
  }
}
