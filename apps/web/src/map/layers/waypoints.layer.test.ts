import type { Navaid } from '@skytrace/contracts';
import { describe, expect, it } from 'vitest';
import { navaidsAlong } from './waypoints.layer';

const navaid = (ident: string, lat: number, lon: number): Navaid => ({
  ident,
  name: ident,
  type: 'VOR-DME',
  frequencyKhz: 114_700,
  lat,
  lon,
  country: 'CN',
  airport: null,
});

describe('navaids along a track', () => {
  it('keeps those within 25 km of a track point', () => {
    // A track due east along 40° N from 116° to 118° E, a point every 0.1°.
    const track = Array.from({ length: 21 }, (_, i) => ({ lat: 40, lon: 116 + i / 10 }));
    const near = navaid('PEK', 40.05, 116.6); // ~6 km north
    const edge = navaid('EDG', 40.2, 117); // ~22 km north
    const far = navaid('FAR', 40.5, 117); // ~56 km north
    const beyond = navaid('END', 40, 118.5); // ~43 km past the last point
    expect(navaidsAlong([near, edge, far, beyond], track).map((n) => n.ident)).toEqual([
      'PEK',
      'EDG',
    ]);
    expect(navaidsAlong([near], [])).toEqual([]);
  });
});
