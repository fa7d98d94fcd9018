import { PassThrough } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, xmlText } from './export.sheet';
import { safeCellText, writeExport, type ExportCell, type ExportColumn } from './export.stream';

type Row = readonly ExportCell[];

/** One file of a zip, found through its central directory (archiver streams sizes after data). */
function zipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let entry = 0; entry < zip.readUInt16LE(end + 10); entry += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const size = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      return inflateRawSync(zip.subarray(start, start + size)).toString('utf8');
    }
    at += 46 + nameLength + extra;
  }
  throw new Error(`${name} not in the zip`);
}

async function* batches(rows: readonly Row[]): AsyncGenerator<readonly Row[]> {
  for (let index = 0; index < rows.length; index += 1_000) {
    await new Promise((resolve) => setImmediate(resolve));
    yield rows.slice(index, index + 1_000);
  }
}

async function collect(out: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of out) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const columns: ExportColumn<Row>[] = ['编号', 'text', 'note', 'count'].map((header, index) => ({
  header,
  width: 12,
  value: (row) => row[index] ?? null,
}));

/** The sheet exceljs itself writes for these rows (addRow and commit, one by one). */
async function exceljsSheet(rows: readonly Row[]): Promise<string> {
  const out = new PassThrough();
  const bytes = collect(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('rows');
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: 12,
  }));
  for (const row of rows) {
    sheet
      .addRow(row.map((value) => (typeof value === 'string' ? safeCellText(value) : value)))
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return zipEntry(await bytes, 'xl/worksheets/sheet1.xml');
}

async function exportSheet(rows: readonly Row[]): Promise<string> {
  const out = new PassThrough();
  const [, bytes] = await Promise.all([
    writeExport({ out, format: 'xlsx', sheetName: 'rows', columns, source: batches(rows) }),
    collect(out),
  ]);
  return zipEntry(bytes, 'xl/worksheets/sheet1.xml');
}

describe('sheet rows written directly', () => {
  it('are the bytes exceljs writes, for every kind of cell', async () => {
    const rows: Row[] = [
      [1, 'plain', null, 0],
      [-2.5, '', 'a < b & "c" \'d\' > e', 1e21],
      [null, null, null, null],
      [3, '=SUM(A1)', '-1', null],
      [4, 'tab\there\nline\r\nend', 'bell\u0007 nul\u0000 del\u007f', Number.NaN],
      [5, '中文 日本語 😀', '@home', 0.1 + 0.2],
      [null, null, null, 6],
      [-7, 'integers', -0, Number.MAX_SAFE_INTEGER],
      [2 ** 53, '-1e-7', -1e-7, 123_456_789_012],
    ];
    const written = await exportSheet(rows);
    expect(written).toBe(await exceljsSheet(rows));
    expect(written).toContain(
      '<c r="C3" t="str"><v>a &lt; b &amp; &quot;c&quot; &apos;d&apos; &gt; e</v></c>',
    );
    // A row of empty cells is not written; the next row keeps its number.
    expect(written).not.toContain('<row r="4"');
    expect(written).toContain(
      '<row r="8" spans="1:4" x14ac:dyDescent="0.25"><c r="D8"><v>6</v></c></row>',
    );
  });

  it('stay exact across many chunks and long text (the reused buffer)', async () => {
    const rows: Row[] = Array.from({ length: 5_000 }, (_, index) => [
      index,
      `row ${index} ${'文字'.repeat(index % 40)}`,
      index === 2_500 ? 'x'.repeat(300_000) : `n${index}`,
      index % 3 === 0 ? null : index * 1.5,
    ]);
    expect(await exportSheet(rows)).toBe(await exceljsSheet(rows));
  });

  it('names columns and escapes text as exceljs does', () => {
    expect([1, 26, 27, 52, 53, 702, 703, 16_384].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
    expect(xmlText('plain')).toBe('plain');
    expect(xmlText('<&>\'"\u0001\t')).toBe('&lt;&amp;&gt;&apos;&quot;\t');
  });
});
