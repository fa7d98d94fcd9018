import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeAvrFrame } from './avrWriter.js';
import {
  BEAST_MAX_FRAME_BYTES,
  beastTimestampFromMs,
  writeBeastFrame,
  writeBeastPingRequest,
  writeBeastUuidFrame,
} from './beastWriter.js';
import { formatSbsLine, SBS_MAX_LINE_BYTES, writeSbsLine } from './sbsWriter.js';
import { fromHex, toHex } from './testing.js';

describe('Beast writer', () => {
  it('writes type, 48-bit timestamp, signal and frame without escapes when none are needed', () => {
    const out = new Uint8Array(64);
    // First long frame of readsb-push-beast-reduce-plus-with-uuid.bin (offset 0x70).
    const end = writeBeastFrame(out, 0, fromHex('5F4001594B0FBB'), 7, 0x030bf18cc2ab, 0x13);
    expect(toHex(out, end)).toBe('1A32030BF18CC2AB135F4001594B0FBB');
  });

  it('doubles every 0x1a after the leading one', () => {
    const out = new Uint8Array(64);
    const frame = fromHex('1A1A1A1A1A1A1A');
    const end = writeBeastFrame(out, 3, frame, 7, 0x1a001a001a1a, 0x1a);
    expect(toHex(out.subarray(3, end))).toBe(
      '1A32' + '1A1A001A1A001A1A1A1A' + '1A1A' + '1A1A'.repeat(7),
    );
    expect(end - 3).toBeLessThanOrEqual(BEAST_MAX_FRAME_BYTES);
  });

  it('writes Mode A/C and long frames with their type bytes', () => {
    const out = new Uint8Array(64);
    writeBeastFrame(out, 0, fromHex('0000'), 2, 0, 0);
    expect(out[1]).toBe(0x31);
    writeBeastFrame(out, 0, new Uint8Array(14), 14, 0, 0);
    expect(out[1]).toBe(0x33);
    expect(() => writeBeastFrame(out, 0, new Uint8Array(14), 5, 0, 0)).toThrow(RangeError);
    expect(() => writeBeastFrame(out, 30, new Uint8Array(14), 14, 0, 0)).toThrow(RangeError);
  });

  it('converts milliseconds to the 12 MHz counter and wraps at 2^48', () => {
    expect(beastTimestampFromMs(1)).toBe(12_000);
    expect(beastTimestampFromMs(2 ** 48 / 12_000 + 1)).toBe(12_000);
  });

  it('writes the UUID frame readsb sends, padded with f to 36 characters', () => {
    const out = new Uint8Array(40);
    const end = writeBeastUuidFrame(out, 0, '0123456789abcdef0123456789abcdef');
    // The first 38 bytes of readsb-push-beast-reduce-plus-with-uuid.bin.
    expect(toHex(out, end)).toBe(
      '1AE4' + toHex(new TextEncoder().encode('0123456789abcdef0123456789abcdefffff')),
    );
  });
});

describe('readsb feeder preamble', () => {
  it('reproduces the first 96 bytes readsb pushes with uuid= (UUID, ping request, 5 heartbeats)', () => {
    const out = new Uint8Array(200);
    let end = writeBeastUuidFrame(out, 0, '0123456789abcdef0123456789abcdef');
    end = writeBeastPingRequest(out, end);
    // Five all-zero Mode A/C frames: readsb's heartbeat, sent five times on connect.
    for (let i = 0; i < 5; i++) end = writeBeastFrame(out, end, new Uint8Array(2), 2, 0, 0);
    // readsb-push-beast-reduce-plus-with-uuid.bin in ../shared/data/adsb, bytes 0-95.
    expect(toHex(out, end).toLowerCase()).toBe(
      '1ae4' +
        '3031323334353637383961626364656630313233343536373839616263646566' +
        '66666666' +
        '1a574f' +
        '1a31000000000000000000'.repeat(5),
    );
  });
});

describe('AVR writer', () => {
  it('writes *hex; and @timestamp hex; lines', () => {
    const out = new Uint8Array(100);
    const frame = fromHex('8D406B902015A678D4D220AA4BDA');
    let end = writeAvrFrame(out, 0, frame, 14);
    end = writeAvrFrame(out, end, frame, 7, 0x0123456789ab);
    expect(new TextDecoder().decode(out.subarray(0, end))).toBe(
      '*8D406B902015A678D4D220AA4BDA;\n@0123456789AB8D406B902015A6;\n',
    );
    // The 12 MHz counter wraps at 2^48.
    end = writeAvrFrame(out, 0, frame, 7, 2 ** 48 + 5);
    expect(new TextDecoder().decode(out.subarray(0, end))).toBe('@0000000000058D406B902015A6;\n');
    end = writeAvrFrame(out, 0, frame, 7, -1);
    expect(new TextDecoder().decode(out.subarray(0, end))).toBe('@FFFFFFFFFFFF8D406B902015A6;\n');
  });
});

describe('SBS writer', () => {
  const timeMs = Date.UTC(2026, 10, 21, 20, 44, 47, 955);
  it('writes an airborne position line like readsb', () => {
    const line = formatSbsLine({
      type: 3,
      icao: 0x71be34,
      timeMs,
      altitudeFt: 35000,
      lat: 59.734589,
      lon: 31.997955,
      alert: false,
      spi: false,
      onGround: false,
    });
    expect(line).toBe(
      'MSG,3,1,1,71BE34,1,2026/11/21,20:44:47.955,2026/11/21,20:44:47.955,,35000,,,59.734589,31.997955,,,0,,0,0\r\n',
    );
    expect(line.trimEnd().split(',')).toHaveLength(22);
  });

  it('writes identification, velocity and squawk lines with their fields in place', () => {
    const id = formatSbsLine({
      type: 1,
      icao: 0x424263,
      timeMs,
      callsign: 'UTA470',
      onGround: false,
    });
    expect(id).toContain(',UTA470  ,,,,,,,,,,,0\r\n');
    const velocity = formatSbsLine({
      type: 4,
      icao: 0x400159,
      timeMs,
      groundSpeedKt: 204.4,
      trackDeg: 313,
      verticalRateFpm: -640,
    });
    expect(velocity.endsWith(',,,204,313,,,-640,,,,,\r\n')).toBe(true);
    const squawk = formatSbsLine({
      type: 6,
      icao: 0x42460c,
      timeMs,
      squawk: '2442',
      alert: true,
      emergency: false,
      spi: false,
      onGround: true,
    });
    expect(squawk.endsWith(',,,,,,,,2442,-1,0,0,-1\r\n')).toBe(true);
  });
});

describe('SBS writer without strings', () => {
  it('writes the date and time fields of any instant from year 0 to 9999 as Date does', () => {
    const out = new Uint8Array(SBS_MAX_LINE_BYTES);
    fc.assert(
      fc.property(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), (timeMs) => {
        const end = writeSbsLine(out, 0, { type: 8, icao: 1, timeMs });
        const fields = new TextDecoder().decode(out.subarray(0, end)).split(',');
        // "+002026-11-21T20:44:47.955Z" style ISO for years outside 0-9999 never occurs here.
        const iso = new Date(timeMs).toISOString();
        expect(`${fields[6]} ${fields[7]}`).toBe(
          `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 23)}`,
        );
      }),
      { seed: 1090, numRuns: 2000 },
    );
  });

  it('keeps every line within SBS_MAX_LINE_BYTES and 22 fields, whatever the values', () => {
    const out = new Uint8Array(SBS_MAX_LINE_BYTES * 2);
    const end = writeSbsLine(out, 3, {
      type: 3,
      icao: 0x1ffffff,
      timeMs: Number.NaN,
      callsign: 'A,B,C,D,E,F',
      altitudeFt: -1e12,
      groundSpeedKt: 999_999_999,
      trackDeg: Number.NaN,
      lat: -0.0000001,
      lon: 180,
      verticalRateFpm: -999_999_999,
      squawk: '7700',
      alert: true,
      emergency: true,
      spi: true,
      onGround: true,
    });
    const line = new TextDecoder().decode(out.subarray(3, end));
    expect(end - 3).toBeLessThanOrEqual(SBS_MAX_LINE_BYTES);
    expect(line.trimEnd().split(',')).toHaveLength(22);
    // Commas in a callsign would shift every later field: they become spaces.
    expect(line).toContain(',A B C D ,,999999999,,0.000000,180.000000,-999999999,7700,-1,-1,-1,-1');
    expect(line.startsWith('MSG,3,1,1,FFFFFF,1,1970/01/01,00:00:00.000,')).toBe(true);
    expect(() =>
      writeSbsLine(out, SBS_MAX_LINE_BYTES + 1, { type: 1, icao: 1, timeMs: 0 }),
    ).toThrow(RangeError);
  });
});
