// The journal's bytes on disk: each record's checksum is Fletcher-16 reduced at every byte (the
// format journals of earlier builds were written in), so a journal left by an older process is
// replayed by a newer one and the other way round; a flipped byte still fails it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JournalKind, journalGenerations, readJournal, TraceJournal } from './trace.journal';

const HEADER_BYTES = 36;
const MAGIC_BYTES = 4;

/** Fletcher-16 as the format defines it: both sums reduced modulo 255 after every byte. */
function fletcherPerByte(bytes: Buffer, start: number, end: number): number {
  let low = 0;
  let high = 0;
  for (let i = start; i < end; i++) {
    if (i === start + 2) continue; // bytes 2–3 hold the checksum itself
    if (i === start + 3) continue;
    low = (low + (bytes[i] ?? 0)) % 255;
    high = (high + low) % 255;
  }
  return (high << 8) | low;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Journals `count` records with large words and callsigns of every length up to 64 bytes. */
function writeRecords(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skytrace-journal-format-'));
  dirs.push(dir);
  const journal = new TraceJournal(dir);
  const words = new Int32Array(6);
  for (let n = 0; n < count; n++) {
    for (let i = 1; i < words.length; i++) words[i] = (n * 2_654_435_761 + i * 40_503) | 0;
    const callsign = n % 5 === 0 ? undefined : '航'.repeat(n % 22) + 'Z'.repeat(n % 3);
    journal.append(JournalKind.Kept, 0xff_ffff - n, callsign, words, 0, 17_950_000_000 + n);
  }
  journal.close();
  return dir;
}

function fileOf(dir: string): Buffer {
  const generation = journalGenerations(dir)[0] ?? 0;
  return fs.readFileSync(path.join(dir, `${String(generation).padStart(12, '0')}.journal`));
}

describe('trace journal format', () => {
  it('writes every record with the per-byte Fletcher-16 of its bytes', () => {
    const dir = writeRecords(300);
    const bytes = fileOf(dir);
    let offset = MAGIC_BYTES;
    let records = 0;
    while (offset < bytes.length) {
      const end = offset + HEADER_BYTES + (bytes[offset + 1] ?? 0);
      expect(bytes.readUInt16LE(offset + 2)).toBe(fletcherPerByte(bytes, offset, end));
      offset = end;
      records++;
    }
    expect(offset).toBe(bytes.length);
    expect(records).toBe(300);
    expect(readJournal(dir).records).toHaveLength(300);
  });

  it('stops at a record whose bytes changed after it was written', () => {
    const dir = writeRecords(40);
    const file = path.join(dir, fs.readdirSync(dir)[0] ?? '');
    const bytes = fileOf(dir);
    let offset = MAGIC_BYTES;
    for (let n = 0; n < 25; n++) offset += HEADER_BYTES + (bytes[offset + 1] ?? 0);
    bytes[offset + 20] = (bytes[offset + 20] ?? 0) ^ 0x10;
    fs.writeFileSync(file, bytes);
    const contents = readJournal(dir);
    expect(contents.records).toHaveLength(25);
    expect(contents.tornBytes).toBe(bytes.length - offset);
  });
});
