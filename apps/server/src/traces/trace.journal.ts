// The trace journal: every kept point (and, every few seconds, each aircraft's latest offered
// point) appended to a file under DATA_DIR, so that a crash between two database flushes loses
// seconds, not minutes. A flush seals the current generation file and starts the next; a sealed
// generation is deleted only after the flush that holds its points has committed. At start the
// remaining generations are replayed (trace.replay.ts).
//
// Writes are synchronous appends of the records gathered since the last write (about once a
// second): they go to the page cache, which outlives the process, so `kill -9` loses nothing
// written; there is no fsync (a power cut may lose the last seconds the kernel had not written).
// Synchronous keeps the records in order without a write queue; the cost is measured in
// trace.journal.bench.ts (README.md beside this file).
import fs from 'node:fs';
import path from 'node:path';
import { STRIDE, TIME_STEP_MS, unpackPoint, type TracePoint } from './trace.point';

/** What a journal record says about its point. */
export enum JournalKind {
  /** A kept point of the aircraft's current flight. */
  Kept = 1,
  /** A kept point that starts a new flight. */
  FlightStart = 2,
  /** The latest offered point, not (yet) kept: the end of the track if the process dies. */
  Latest = 3,
}

/** One decoded record. */
export interface JournalRecord {
  kind: JournalKind;
  icao: number;
  callsign: string | undefined;
  point: TracePoint;
}

/** Record kinds by their byte. */
const KINDS: readonly (JournalKind | undefined)[] = [
  undefined,
  JournalKind.Kept,
  JournalKind.FlightStart,
  JournalKind.Latest,
];
/** First bytes of every generation file: a later format gets a new magic. */
const MAGIC = Buffer.from('STJ1');
const HEADER_BYTES = 36;
const MAX_CALLSIGN_BYTES = 64;
const FILE_PATTERN = /^(\d{12})\.journal$/;

const fileName = (generation: number): string => `${String(generation).padStart(12, '0')}.journal`;

/**
 * Fletcher-16 over bytes 0–1 and 4…end: a torn or half-written record fails it. The sums are
 * reduced modulo 255 once at the end rather than per byte (congruent, so the same checksum):
 * a record is at most 36 + 255 bytes, so they stay far below 2^53. The journal timer writes one
 * record per aircraft every few seconds, and the per-byte `%` was most of its cost.
 */
function checksum(bytes: Buffer, start: number, end: number): number {
  const low0 = (bytes[start] ?? 0) + (bytes[start + 1] ?? 0);
  let low = low0;
  let high = (bytes[start] ?? 0) + low0;
  for (let i = start + 4; i < end; i++) {
    low += bytes[i] ?? 0;
    high += low;
  }
  return ((high % 255) << 8) | (low % 255);
}

/** The journal's generation numbers present in `dir`, oldest first. */
export function journalGenerations(dir: string): number[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => FILE_PATTERN.exec(name)?.[1])
    .filter((match): match is string => match !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** Appends records to the current generation file of `dir`. */
export class TraceJournal {
  private buffer = Buffer.allocUnsafe(64 * 1024);
  private length = 0;
  private fd: number | undefined;
  private generation: number;
  private closed = false;
  /** Bytes and records appended since the journal was opened (stats and benchmark). */
  bytesWritten = 0;
  recordsWritten = 0;

  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.generation = (journalGenerations(dir).at(-1) ?? 0) + 1;
  }

  /** Adds the packed point at `offset` of `words` (times from `baseDeciseconds`). */
  append(
    kind: JournalKind,
    icao: number,
    callsign: string | null | undefined,
    words: Int32Array,
    offset: number,
    baseDeciseconds: number,
  ): void {
    if (this.closed) return;
    if (this.length + HEADER_BYTES + MAX_CALLSIGN_BYTES > this.buffer.length) this.grow();
    const buffer = this.buffer;
    const start = this.length;
    const callsignBytes = callsign
      ? buffer.write(callsign, start + HEADER_BYTES, MAX_CALLSIGN_BYTES, 'utf8')
      : 0;
    buffer[start] = kind;
    buffer[start + 1] = callsignBytes;
    buffer.writeUInt32LE(icao >>> 0, start + 4);
    buffer.writeDoubleLE(((words[offset] ?? 0) + baseDeciseconds) * TIME_STEP_MS, start + 8);
    for (let i = 1; i < STRIDE; i++)
      buffer.writeInt32LE(words[offset + i] ?? 0, start + 12 + 4 * i);
    const end = start + HEADER_BYTES + callsignBytes;
    buffer.writeUInt16LE(checksum(buffer, start, end), start + 2);
    this.length = end;
    this.recordsWritten++;
  }

  private grow(): void {
    const grown = Buffer.allocUnsafe(this.buffer.length * 2);
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** Appends the records gathered so far to the current generation file. */
  write(): void {
    if (this.length === 0 || this.closed) return;
    if (this.fd === undefined) {
      this.fd = fs.openSync(path.join(this.dir, fileName(this.generation)), 'a');
      fs.writeSync(this.fd, MAGIC);
    }
    let written = 0;
    while (written < this.length) {
      written += fs.writeSync(this.fd, this.buffer, written, this.length - written);
    }
    this.bytesWritten += this.length;
    this.length = 0;
  }

  /** Writes and closes the current generation; later records go to the next. Returns its number. */
  seal(): number {
    this.write();
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
    return this.generation++;
  }

  /** Deletes every generation up to `generation`: their points are in the database. */
  release(generation: number): void {
    for (const old of journalGenerations(this.dir)) {
      if (old > generation) break;
      fs.rmSync(path.join(this.dir, fileName(old)), { force: true });
    }
  }

  /** Writes what is gathered and stops appending (the files stay for the next start). */
  close(): void {
    this.write();
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
    this.closed = true;
  }
}

/** What reading the journal found. */
export interface JournalContents {
  records: JournalRecord[];
  /** Generations read, oldest first (release them once their points are committed). */
  generations: number[];
  /** Bytes at the end of files that did not form a complete record (a write cut by a crash). */
  tornBytes: number;
}

/** Decodes every complete record of every generation in `dir`, in the order written. */
export function readJournal(dir: string): JournalContents {
  const contents: JournalContents = { records: [], generations: [], tornBytes: 0 };
  const words = new Int32Array(STRIDE);
  for (const generation of journalGenerations(dir)) {
    contents.generations.push(generation);
    const bytes = fs.readFileSync(path.join(dir, fileName(generation)));
    if (bytes.length < MAGIC.length || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
      contents.tornBytes += bytes.length;
      continue;
    }
    let offset = MAGIC.length;
    while (offset + HEADER_BYTES <= bytes.length) {
      const kind = KINDS[bytes[offset] ?? 0];
      const end = offset + HEADER_BYTES + (bytes[offset + 1] ?? 0);
      if (kind === undefined || end > bytes.length) break;
      if (bytes.readUInt16LE(offset + 2) !== checksum(bytes, offset, end)) break;
      const time = bytes.readDoubleLE(offset + 8);
      const base = Math.round(time / TIME_STEP_MS);
      words[0] = 0;
      for (let i = 1; i < STRIDE; i++) words[i] = bytes.readInt32LE(offset + 12 + 4 * i);
      const callsignBytes = end - offset - HEADER_BYTES;
      contents.records.push({
        kind,
        icao: bytes.readUInt32LE(offset + 4),
        callsign:
          callsignBytes > 0 ? bytes.toString('utf8', offset + HEADER_BYTES, end) : undefined,
        point: unpackPoint(words, 0, base),
      });
      offset = end;
    }
    contents.tornBytes += bytes.length - offset;
  }
  return contents;
}
