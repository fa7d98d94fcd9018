import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { safeCellText, sheetBacklog, writeExport, type ExportColumn } from './export.stream';

interface Row {
  id: number;
  text: string;
}

const columns: ExportColumn<Row>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'text', value: (row) => row.text },
];

async function* batches(rows: Row[], size: number): AsyncGenerator<Row[]> {
  for (let index = 0; index < rows.length; index += size) {
    // A database read between batches, as the real sources have.
    await new Promise((resolve) => setImmediate(resolve));
    yield rows.slice(index, index + size);
  }
}

async function collect(out: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of out) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('writeExport', () => {
  const rows: Row[] = [
    { id: 1, text: 'plain' },
    { id: 2, text: '=HYPERLINK("http://x")' },
    { id: 3, text: 'comma, "quote"\nnew line' },
    { id: 4, text: '-2+3' },
  ];

  it('writes CSV with quoting and formula-looking text neutralised', async () => {
    const out = new PassThrough();
    const counts: number[] = [];
    const [written, bytes] = await Promise.all([
      writeExport({
        out,
        format: 'csv',
        sheetName: 's',
        columns,
        source: batches(rows, 3),
        onRows: (n) => counts.push(n),
      }),
      collect(out),
    ]);
    expect(written).toBe(4);
    expect(counts).toEqual([3, 4]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'id,text\r\n1,plain\r\n2,"\'=HYPERLINK(""http://x"")"\r\n3,"comma, ""quote""\nnew line"\r\n4,\'-2+3\r\n',
    );
  });

  it('writes an .xlsx a spreadsheet reads back', async () => {
    const out = new PassThrough();
    const [, bytes] = await Promise.all([
      writeExport({ out, format: 'xlsx', sheetName: 'rows', columns, source: batches(rows, 2) }),
      collect(out),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('rows');
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(3).getCell(2).value).toBe('\'=HYPERLINK("http://x")');
    expect(sheet?.getRow(5).getCell(1).value).toBe(4);
  });

  it('stops reading rows when the download goes away', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    let read = 0;
    async function* endless(): AsyncGenerator<Row[]> {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        read += 100;
        yield Array.from({ length: 100 }, (_, index) => ({ id: index, text: 'x'.repeat(50) }));
      }
    }
    const writing = writeExport({ out, format: 'csv', sheetName: 's', columns, source: endless() });
    // Nobody reads: the writer waits at the first full buffer instead of reading on.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(read).toBeLessThanOrEqual(200);
    out.destroy();
    await expect(writing).rejects.toThrow('export stream closed');
  });

  it("sees the rows exceljs holds ahead of the zip (archiver's readable-stream 2 pipe)", async () => {
    const out = new PassThrough();
    out.resume();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false });
    const sheet = workbook.addWorksheet('s');
    sheet.addRow([0, 'first']).commit();
    // The zip takes the sheet's entry on a later turn; rows committed meanwhile wait in its pipe.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sheetBacklog(sheet)).toBe(0);
    for (let index = 1; index < 20_000; index += 1) {
      sheet.addRow([index, 'x'.repeat(40)]).commit();
    }
    // No turn of the event loop: nothing was compressed, so about a megabyte is held.
    expect(sheetBacklog(sheet)).toBeGreaterThan(500_000);
    sheet.commit();
    await workbook.commit();
    expect(sheetBacklog(sheet)).toBe(0);
  });

  it('leaves ordinary text alone', () => {
    expect(safeCellText('CA1234')).toBe('CA1234');
    expect(safeCellText('@home')).toBe("'@home");
  });
});
