// The recorder's cursor in Redis (cluster.recorder.ts): "<stream id> <origin> <table time>", the
// last live stream entry whose positions the holder keeps durably, the holder's origin, and the
// time (s, the holder's clock, the clock of its positions) up to which its own table's positions
// are durable. One string, written by one fenced SET.
import type { TraceRecorder } from '../traces/trace.recorder';
import type { FlushTiming } from '../traces/trace.writer';
import type { Lease } from './lease';

/** What a holder has recorded durably. */
export interface CursorMark {
  id: string;
  tableTime: number;
}

/** A cursor as read: nothing recorded yet is `0-0`, no origin, time 0. */
export interface Cursor extends CursorMark {
  origin: string;
}

export function formatCursor(mark: CursorMark, origin: string): string {
  return `${mark.id} ${origin} ${mark.tableTime.toString()}`;
}

export function parseCursor(value: string | null): Cursor {
  const [id, origin = '', tableTime = '0'] = (value ?? '').split(' ');
  return { id: id || '0-0', origin, tableTime: Number(tableTime) || 0 };
}

/** Orders two stream ids ("ms-seq"). */
export function compareIds(a: string, b: string): number {
  const [aMs = 0, aSeq = 0] = a.split('-').map(Number);
  const [bMs = 0, bSeq = 0] = b.split('-').map(Number);
  return aMs - bMs || aSeq - bSeq;
}

/**
 * The holder's side of the cursor: written after each journal write (what was applied before it
 * is durable in the journal) or, without a journal, after each flush that wrote everything it
 * took; fenced by the lease, never moved back.
 */
export class RecorderCursor {
  /** The newest cursor written (or found at the takeover). */
  private written = '0-0';
  /** Cursor marks of flushes under way (flushes run one at a time: marks and ends pair up). */
  private readonly flushMarks: CursorMark[] = [];

  constructor(
    private readonly deps: {
      lease: Lease;
      key: string;
      origin: string;
      recorder: TraceRecorder;
      /** What is recorded now (the entries read, the own table up to this moment). */
      mark: () => CursorMark;
      /** Whether this process holds the lease now. */
      holds: () => boolean;
      onWritten: () => void;
      onFailure: (error: unknown) => void;
    },
  ) {}

  /** At a takeover: the cursor found is where this holder starts. */
  startAt(id: string): void {
    this.written = id;
  }

  /** Follows the recorder's flushes; returns how to stop. */
  listen(): (() => void)[] {
    const { recorder } = this.deps;
    return [
      recorder.onTake(() => this.flushMarks.push(this.deps.mark())),
      recorder.onFlush((timing) => this.flushed(timing)),
    ];
  }

  /** With a journal: what was applied before this write is durable; the cursor says so. */
  afterJournal(): void {
    if (!this.deps.holds()) return;
    const mark = this.deps.mark();
    if (!this.deps.recorder.checkpoint(false)) return;
    this.write(mark).catch(() => undefined);
  }

  /** Without a journal: a flush that wrote everything durably moves the cursor. */
  private flushed(timing: FlushTiming): void {
    const mark = this.flushMarks.shift();
    if (timing.failed || mark === undefined || !this.deps.holds()) return;
    this.write(mark).catch(() => undefined);
  }

  async write(mark: CursorMark): Promise<void> {
    // Never back: a flush's mark (taken when it started) may be older than a journal write's.
    if (mark.id === '0-0' || compareIds(mark.id, this.written) < 0) return;
    this.written = mark.id;
    const value = formatCursor(mark, this.deps.origin);
    try {
      if (await this.deps.lease.setIfHeld(this.deps.key, value)) this.deps.onWritten();
    } catch (error) {
      this.deps.onFailure(error);
    }
  }
}
