// Streaming SBS-1/BaseStation framer (port 30003 text): `MSG,<1-8>,...` lines of 22 comma-
// separated fields, CRLF or LF. Other record types (SEL, ID, AIR, STA, CLK) are counted and
// skipped. A stream joined mid-line starts with a partial line and may end with one: both are
// counted, never fatal. Lines are bounded (an endless line is discarded up to its newline) and
// parsed in place into one reused record.

import {
  parseDateTime,
  parseDecimal,
  parseFlag,
  parseHex,
  parseSquawk,
  parseText,
} from './sbsFields.js';

/** One MSG record, reused for every callback: copy what you keep. NaN/''/-1 mark empty fields. */
export class SbsRecord {
  /** Field 2: transmission type 1-8. */
  transmissionType = 0;
  sessionId = Number.NaN;
  aircraftId = Number.NaN;
  /** Field 5: hex ident (ICAO address). */
  icao = -1;
  flightId = Number.NaN;
  /**
   * Fields 7-8 and 9-10 as Unix seconds, read as UTC. Many feeders write local time there, so
   * live ingest should prefer arrival times; replays of UTC logs can use these.
   */
  timeGenerated = Number.NaN;
  timeLogged = Number.NaN;
  callsign = '';
  /** Feet. */
  altitude = Number.NaN;
  /** Knots. */
  groundSpeed = Number.NaN;
  /** Degrees. */
  track = Number.NaN;
  lat = Number.NaN;
  lon = Number.NaN;
  /** Feet per minute. */
  verticalRate = Number.NaN;
  /** Squawk in 0xABCD octal-nibble form. */
  squawk = Number.NaN;
  /** Flags: 1 set, 0 clear, -1 absent. */
  alert = -1;
  emergency = -1;
  spi = -1;
  onGround = -1;
}

/** Counters of what an SBS stream contained besides MSG records. */
export interface SbsStats {
  records: number;
  /** SEL/ID/AIR/STA/CLK lines. */
  otherRecords: number;
  /** Lines with too few fields or an unknown record type (e.g. a partial first/last line). */
  partialLines: number;
  /** Lines longer than the buffer, discarded. */
  overlongLines: number;
}

/** Generous bound: a full MSG line is under 200 bytes. */
const MAX_LINE = 512;
const FIELDS = 22;

/** Incremental SBS framer: call `feed` with chunks split anywhere, `end` at end of input. */
export class SbsFramer {
  readonly stats: SbsStats = { records: 0, otherRecords: 0, partialLines: 0, overlongLines: 0 };
  private readonly record = new SbsRecord();
  private readonly line = new Uint8Array(MAX_LINE);
  private readonly starts = new Int32Array(FIELDS + 1);
  private readonly ends = new Int32Array(FIELDS + 1);
  private length = 0;
  private discarding = false;

  constructor(private readonly onRecord: (record: SbsRecord) => void) {}

  /** Consumes a chunk; calls the record callback for each complete MSG line. Never throws. */
  feed(chunk: Uint8Array): void {
    const line = this.line;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i] ?? 0;
      if (c === 0x0a) {
        if (!this.discarding) this.finishLine();
        this.discarding = false;
        this.length = 0;
      } else if (!this.discarding) {
        if (this.length === MAX_LINE) {
          this.stats.overlongLines++;
          this.discarding = true;
        } else {
          line[this.length++] = c;
        }
      }
    }
  }

  /** Flushes a final line that had no newline. */
  end(): void {
    if (!this.discarding && this.length > 0) this.finishLine();
    this.length = 0;
    this.discarding = false;
  }

  private finishLine(): void {
    const line = this.line;
    let length = this.length;
    if (length > 0 && line[length - 1] === 0x0d) length--;
    if (length === 0) return;
    const starts = this.starts;
    const ends = this.ends;
    let count = 0;
    starts[0] = 0;
    for (let i = 0; i < length && count < FIELDS; i++) {
      if (line[i] === 0x2c) {
        ends[count++] = i;
        starts[count] = i + 1;
      }
    }
    if (count < FIELDS) ends[count++] = length;
    const isMsg = ends[0] === 3 && line[0] === 0x4d && line[1] === 0x53 && line[2] === 0x47;
    if (!isMsg) {
      if (
        count >= 2 &&
        ends[0] !== undefined &&
        ends[0] >= 2 &&
        ends[0] <= 3 &&
        isUpper(line, ends[0])
      ) {
        this.stats.otherRecords++;
      } else {
        this.stats.partialLines++;
      }
      return;
    }
    if (count < FIELDS) {
      this.stats.partialLines++;
      return;
    }
    this.parseMsg();
  }

  private parseMsg(): void {
    const r = this.record;
    const type = this.number(2);
    if (!(type >= 1 && type <= 8)) {
      this.stats.partialLines++;
      return;
    }
    const line = this.line;
    r.transmissionType = type;
    r.sessionId = this.number(3);
    r.aircraftId = this.number(4);
    r.icao = parseHex(line, this.fieldStart(5), this.fieldEnd(5));
    r.flightId = this.number(6);
    r.timeGenerated = parseDateTime(
      line,
      this.fieldStart(7),
      this.fieldEnd(7),
      this.fieldStart(8),
      this.fieldEnd(8),
    );
    r.timeLogged = parseDateTime(
      line,
      this.fieldStart(9),
      this.fieldEnd(9),
      this.fieldStart(10),
      this.fieldEnd(10),
    );
    r.callsign = parseText(line, this.fieldStart(11), this.fieldEnd(11));
    r.altitude = this.number(12);
    r.groundSpeed = this.number(13);
    r.track = this.number(14);
    r.lat = this.number(15);
    r.lon = this.number(16);
    r.verticalRate = this.number(17);
    r.squawk = parseSquawk(line, this.fieldStart(18), this.fieldEnd(18));
    r.alert = parseFlag(line, this.fieldStart(19), this.fieldEnd(19));
    r.emergency = parseFlag(line, this.fieldStart(20), this.fieldEnd(20));
    r.spi = parseFlag(line, this.fieldStart(21), this.fieldEnd(21));
    r.onGround = parseFlag(line, this.fieldStart(22), this.fieldEnd(22));
    this.stats.records++;
    this.onRecord(r);
  }

  /** Byte offsets of 1-based field k of the current line. */
  private fieldStart(k: number): number {
    return this.starts[k - 1] ?? 0;
  }

  private fieldEnd(k: number): number {
    return this.ends[k - 1] ?? 0;
  }

  private number(k: number): number {
    return parseDecimal(this.line, this.fieldStart(k), this.fieldEnd(k));
  }
}

function isUpper(line: Uint8Array, end: number): boolean {
  for (let i = 0; i < end; i++) {
    const c = line[i] ?? 0;
    if (c < 0x41 || c > 0x5a) return false;
  }
  return true;
}
