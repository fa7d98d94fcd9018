import { describe, expect, it } from 'vitest';
import { AvrFramer } from './avr.js';
import { bytesToHex } from '../hex.js';

const ascii = (s: string): Uint8Array => new TextEncoder().encode(s);

function collect(text: string, chunk = text.length): { hex: string; ts: number; signal: number }[] {
  const out: { hex: string; ts: number; signal: number }[] = [];
  const framer = new AvrFramer((f) =>
    out.push({ hex: bytesToHex(f.data), ts: f.timestamp, signal: f.signal }),
  );
  const bytes = ascii(text);
  for (let i = 0; i < bytes.length; i += chunk) framer.feed(bytes.subarray(i, i + chunk));
  return out;
}

describe('AvrFramer', () => {
  const text =
    '*8D4840D6202CC371C32CE0576098;\r\n' +
    '@0001020304055D484FDEA248F5;\n' +
    '<000102030405FF8D4840D6202CC371C32CE0576098;\n' +
    '*0000;\n' +
    '*7700;\n';

  it('reads the plain, timestamped and signal forms and skips heartbeats', () => {
    expect(collect(text)).toEqual([
      { hex: '8d4840d6202cc371c32ce0576098', ts: Number.NaN, signal: Number.NaN },
      { hex: '5d484fdea248f5', ts: 0x000102030405, signal: Number.NaN },
      { hex: '8d4840d6202cc371c32ce0576098', ts: 0x000102030405, signal: 0xff },
      { hex: '7700', ts: Number.NaN, signal: Number.NaN },
    ]);
  });

  it('is independent of chunk boundaries', () => {
    const whole = collect(text);
    for (const size of [1, 2, 3, 7, 13]) expect(collect(text, size)).toEqual(whole);
  });

  it('counts bad lines and recovers on the next frame', () => {
    const framer = new AvrFramer(() => undefined);
    framer.feed(ascii('*8D48ZZ;\n*123;\nhello\n*' + 'A'.repeat(10000) + ';\n*5D484FDEA248F5;\n'));
    expect(framer.stats.frames).toBe(1);
    expect(framer.stats.badLines).toBe(3);
  });
});
