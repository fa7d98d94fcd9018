// Buffered line output: one write per batch of JSON lines instead of one per message, and a
// closed pipe (e.g. `adsb decode file | head`) ends the program quietly.

const BATCH = 512;

/** Collects lines and writes them to stdout in batches. */
export class LineWriter {
  private lines: string[] = [];

  constructor() {
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') process.exit(0);
      throw error;
    });
  }

  /** Queues one JSON line. */
  json(value: unknown): void {
    this.lines.push(JSON.stringify(value));
    if (this.lines.length >= BATCH) this.flush();
  }

  /** Writes everything queued. */
  flush(): void {
    if (this.lines.length === 0) return;
    process.stdout.write(this.lines.join('\n') + '\n');
    this.lines = [];
  }
}
