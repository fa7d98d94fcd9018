import { describe, expect, it } from 'vitest';
import { SbsFramer, SbsRecord } from './sbs.js';

const ascii = (s: string): Uint8Array => new TextEncoder().encode(s);

function collect(text: string, chunk = text.length): { framer: SbsFramer; records: SbsRecord[] } {
  const records: SbsRecord[] = [];
  const framer = new SbsFramer((r) => records.push(Object.assign(new SbsRecord(), r)));
  const bytes = ascii(text);
  for (let i = 0; i < bytes.length; i += chunk) framer.feed(bytes.subarray(i, i + chunk));
  framer.end();
  return { framer, records };
}

describe('SbsFramer', () => {
  const position =
    'MSG,3,1,1,4CA2D4,1,2018/04/03,19:02:28.285,2018/04/10,21:24:39.437,,36000,,,51.45735,-1.02826,,,0,0,0,0';
  const ident =
    'MSG,1,1,1,4CA2D4,1,2018/04/03,19:02:29.000,2018/04/03,19:02:29.000,RYR1SA  ,,,,,,,,,,,';
  const velocity =
    'MSG,4,1,1,4CA2D4,1,2018/04/03,19:02:30.000,2018/04/03,19:02:30.000,,,420.5,263.1,,,-832,,,,,0';
  const squawk =
    'MSG,6,1,1,4CA2D4,1,2018/04/03,19:02:31.000,2018/04/03,19:02:31.000,,,,,,,,7700,-1,-1,0,-1';

  it('parses all 22 fields with CRLF or LF line ends', () => {
    const { records } = collect(`${position}\r\n${ident}\n${velocity}\r\n${squawk}\n`);
    expect(records).toHaveLength(4);
    const [p, i, v, s] = records;
    expect(p).toMatchObject({
      transmissionType: 3,
      icao: 0x4ca2d4,
      altitude: 36000,
      lat: 51.45735,
      lon: -1.02826,
    });
    expect(p!.timeGenerated).toBeCloseTo(Date.UTC(2018, 3, 3, 19, 2, 28) / 1000 + 0.285, 3);
    expect(p!.onGround).toBe(0);
    expect(i!.callsign).toBe('RYR1SA');
    expect(v).toMatchObject({ groundSpeed: 420.5, track: 263.1, verticalRate: -832 });
    expect(s).toMatchObject({ squawk: 0x7700, alert: 1, emergency: 1, spi: 0, onGround: 1 });
  });

  it('tolerates a partial first and last line and other record types', () => {
    const text = `,,36000,,,51.4,-1.0,,,0,0,0,0\nSTA,,5,179,400AE7,10103,2008/11/28,14:58:51.153\n${position}\nMSG,3,1,1,4CA2`;
    const { framer, records } = collect(text, 5);
    expect(records).toHaveLength(1);
    expect(framer.stats).toMatchObject({ records: 1, otherRecords: 1, partialLines: 2 });
  });

  it('discards an endless line and keeps going', () => {
    const { framer, records } = collect(`MSG,${'9'.repeat(100000)}\n${position}\n`, 4096);
    expect(records).toHaveLength(1);
    expect(framer.stats.overlongLines).toBe(1);
  });
});
