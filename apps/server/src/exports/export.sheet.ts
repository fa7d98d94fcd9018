// A sheet's data rows written as XML straight into exceljs' streaming sheet. exceljs builds a Row,
// a Cell and a value object per cell, a model per row and an array of XML pieces before one
// string reaches the zip: about 10 KB of garbage a row, which a million-row export turned into
// tens of megabytes of old generation and unfreed buffers (issue 16's RSS target). This writes
// the same bytes exceljs writes for text, numbers and empty cells (`export.sheet.test.ts`
// compares them) with one string per row and one write per chunk of rows.
import type { ExportColumn } from './export.cell';
import { safeCellText } from './export.cell';

/** What of exceljs' WorksheetWriter this relies on besides its typed API. */
export interface StreamingSheet {
  getRow(row: number): { commit(): void };
  /** The sheet's part in the zip; exceljs opens it on first use. Not in its typings. */
  stream: { write(chunk: Buffer): unknown };
}

/** `A`…`Z`, `AA`…: the letters of a 1-based column number. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

// exceljs' xmlEncode: the five entities, and the control characters XML 1.0 forbids dropped
// (tab, line feed and carriage return stay).
// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex
const XML_SPECIALS = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const XML_ENTITIES: Readonly<Record<string, string>> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Text as exceljs escapes it inside an element. */
export function xmlText(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(XML_SPECIALS, (special) => XML_ENTITIES[special] ?? '');
}

/** Bytes of row XML gathered before they go to the sheet (exceljs copies them into its own). */
const CHUNK_BYTES = 256 * 1024;
/** Room kept for the markup around a value and a row number. */
const MARKUP_BYTES = 64;

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const ROW_OPEN = ascii('<row r="');
const NUMBER_OPEN = ascii('"><v>');
const TEXT_OPEN = ascii('" t="str"><v>');
const CELL_CLOSE = ascii('</v></c>');
const ROW_CLOSE = ascii('</row>');

/**
 * Rows of one sheet after its header row. `add` presents a row column by column straight into
 * one reused buffer: no array, object or string per row (joined strings were the garbage V8
 * ended up placing in the old generation, where a million rows left 35 MB of it); `flush` hands
 * what the buffer holds to the sheet, which copies it. A fresh buffer per chunk would be garbage
 * outside the heap that V8 frees only at a full collection (up to 64 MB of it, the
 * external-memory limit that triggers one).
 */
export class SheetRows<Row> {
  /** `<c r="` and the column's letters, per column. */
  private readonly references: Uint8Array[];
  /** What follows a row's number in its opening tag. */
  private readonly rowOpenEnd: Uint8Array;
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  private number = 2;

  /** Commits the header row (row 1, from `sheet.columns`), which opens the sheet's data. */
  constructor(
    private readonly sheet: StreamingSheet,
    private readonly columns: readonly ExportColumn<Row>[],
  ) {
    sheet.getRow(1).commit();
    this.references = columns.map((_, index) => ascii(`<c r="${columnLetters(index + 1)}`));
    // exceljs counts empty cells in a row's span: every column has one.
    this.rowOpenEnd = ascii(`" spans="1:${columns.length}" x14ac:dyDescent="0.25">`);
  }

  /** Serialises one row; a row whose cells are all empty is skipped, as exceljs does. */
  add(row: Row): void {
    const number = this.number;
    this.number = number + 1;
    let open = false;
    for (let index = 0; index < this.columns.length; index += 1) {
      const value = this.columns[index]?.value(row) ?? null;
      if (value === null) continue;
      // Integers are written digit by digit: `String(n)` keeps its answer in V8's number-string
      // cache, which lives in the old generation, so a million ids became old garbage.
      const integer = typeof value === 'number' && Number.isSafeInteger(value);
      const text = integer
        ? ''
        : typeof value === 'number'
          ? String(value)
          : xmlText(safeCellText(value));
      // UTF-8 takes at most 3 bytes per UTF-16 unit.
      this.reserve(text.length * 3 + MARKUP_BYTES * 2 + this.rowOpenEnd.length);
      if (!open) {
        this.bytes(ROW_OPEN);
        this.digits(number);
        this.bytes(this.rowOpenEnd);
        open = true;
      }
      this.bytes(this.references[index] as Uint8Array);
      this.digits(number);
      this.bytes(typeof value === 'number' ? NUMBER_OPEN : TEXT_OPEN);
      if (integer) this.integer(value);
      else this.used += this.buffer.write(text, this.used);
      this.bytes(CELL_CLOSE);
    }
    if (open) {
      this.reserve(ROW_CLOSE.length);
      this.bytes(ROW_CLOSE);
    }
  }

  /** Hands the gathered rows to the sheet's stream, which copies them before this returns. */
  flush(): void {
    if (this.used === 0) return;
    this.sheet.stream.write(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  /** Makes room for `bytes` more: flushes (a row may span two chunks), grows for a huge cell. */
  private reserve(bytes: number): void {
    if (this.used + bytes <= this.buffer.length) return;
    this.flush();
    if (bytes > this.buffer.length) this.buffer = Buffer.allocUnsafe(bytes);
  }

  private bytes(piece: Uint8Array): void {
    const { buffer } = this;
    let at = this.used;
    for (let index = 0; index < piece.length; index += 1) buffer[at++] = piece[index] as number;
    this.used = at;
  }

  /** A safe integer as `String` writes it (`-0` as `0`). */
  private integer(value: number): void {
    if (value < 0) {
      this.buffer[this.used++] = 45; // '-'
      this.digits(-value);
    } else this.digits(value === 0 ? 0 : value);
  }

  /** A non-negative integer's decimal digits, without making a string of it. */
  private digits(value: number): void {
    let width = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) width += 1;
    let rest = value;
    for (let at = this.used + width - 1; at >= this.used; at -= 1) {
      this.buffer[at] = 48 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.used += width;
  }
}
