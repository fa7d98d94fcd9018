import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = resolve(dirname(fileURLToPath(import.meta.url)), '../bin/adsb.mjs');
const dir = mkdtempSync(join(tmpdir(), 'adsb-cli-'));

function run(args: string[], input: string): Record<string, unknown>[] {
  const file = join(dir, 'input.avr');
  writeFileSync(file, input);
  const text = execFileSync(process.execPath, [bin, ...args, file], { encoding: 'utf8' });
  return text
    .trim()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

// The Riddle frames: identification, then an odd and an even airborne position.
const AVR = [
  '@0000000000008D4840D6202CC371C32CE0576098;',
  '@00000000000C8D40621D58C386435CC412692AD6;',
  '@00000000001C8D40621D58C382D690C8AC2863A7;',
].join('\n');

describe('adsb CLI', () => {
  it('decode prints one JSON object per message with the documented names', () => {
    const lines = run(['decode'], AVR);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      icao: '4840d6',
      df: 17,
      tc: 4,
      crcOk: true,
      callsign: 'KLM1023',
      category: 'A0',
      onGround: false,
      bds: '0,8',
      timestamp: 0,
    });
    expect(lines[2]).toMatchObject({
      icao: '40621d',
      altitude: 38000,
      onGround: false,
      timestamp: 0.000002,
    });
    expect(lines[2]!.lat).toBeCloseTo(52.2572, 4);
  });

  it('track prints the final aircraft states', () => {
    const lines = run(['track', '--format', 'avr', '--ref', '52.3,4.7'], AVR);
    const aircraft = lines.find((l) => l.icao === '40621d')!;
    expect(aircraft).toMatchObject({ altitude: 38000, messages: 2, seen: 0, seenPos: 0 });
    expect(lines.find((l) => l.icao === '4840d6')).toMatchObject({ callsign: 'KLM1023' });
  });
});
