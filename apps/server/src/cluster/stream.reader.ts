// The one way a cluster process reads the live stream (live.publisher.ts writes it): XREAD BLOCK
// on a connection of its own, from the id its owner says, entries handed over in order. A failed
// read (Redis down, restarting) is reported to the owner (who throttles its log) and retried
// after a pause; the loop ends when the owner stops it (it disconnects the connection to end a
// blocked read at once). The replica (live.replica.ts) and the recorder (cluster.recorder.ts)
// differ only in where they read from, when they read, and what an entry does.
import type { Redis } from 'ioredis';

/** One stream entry as read: its id and its fields ([name, value, …]). */
export interface StreamEntry {
  id: string;
  fields: Buffer[];
}

export interface StreamReading {
  /** A connection of its own: XREAD BLOCK holds it while it waits. */
  redis: Redis;
  stream: string;
  /** Entries per read at most, and how long one read waits for new ones, ms. */
  count: number;
  blockMs: number;
  /** The pause after a failed read, and between checks while `from` says not to read, ms. */
  retryMs: number;
  /** The id to read after, asked before each read; undefined: not now (wait `retryMs`). */
  from: () => string | undefined;
  /** The entries of one read (none when the wait ended empty), in order; the next read starts
   * when this returns. */
  onEntries: (entries: StreamEntry[]) => void | Promise<void>;
  /** A read failed (not called once stopped). */
  onFailure: (error: unknown) => void;
  /** Read before and after every wait: the owner's `stop()` sets it while a read awaits. */
  stopped: () => boolean;
}

/** Reads the stream until `stopped()`; resolves then (never rejects for a failed read). */
export async function readStream(reading: StreamReading): Promise<void> {
  const { redis, stream, count, blockMs, retryMs } = reading;
  while (!reading.stopped()) {
    const from = reading.from();
    if (from === undefined) {
      await delay(retryMs);
      continue;
    }
    let reply;
    try {
      reply = await redis.xreadBuffer('COUNT', count, 'BLOCK', blockMs, 'STREAMS', stream, from);
    } catch (error) {
      if (reading.stopped()) return;
      reading.onFailure(error);
      await delay(retryMs);
      continue;
    }
    const entries: StreamEntry[] = [];
    for (const [, read] of reply ?? []) {
      for (const [id, fields] of read) entries.push({ id: id.toString(), fields });
    }
    await reading.onEntries(entries);
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
