import { describe, expect, it } from 'vitest';
import type { Runway } from '@skytrace/contracts';
import {
  bearingBetween,
  bearingDifference,
  runwayEndCamera,
  runwayEndOfSearch,
  runwayEndViews,
  runwayFeatures,
} from './runway-view';

// Beijing Capital 18L/36R as the API answers it (OurAirports thresholds and true headings).
const pek18L: Runway = {
  id: 235180,
  name: '18L/36R',
  lengthFt: 12500,
  widthFt: 197,
  surface: null,
  closed: false,
  ends: [
    {
      ident: '18L',
      position: { lat: 40.089359, lng: 116.594833 },
      elevationFt: 110,
      headingDeg: 173,
      displacedThresholdFt: null,
    },
    {
      ident: '36R',
      position: { lat: 40.055527, lng: 116.600166 },
      elevationFt: 99,
      headingDeg: 353,
      displacedThresholdFt: null,
    },
  ],
};

describe('runway-end views', () => {
  it('stands at each threshold looking along its true heading, tilted', () => {
    const views = runwayEndViews([pek18L]);
    expect(views.map((view) => [view.ident, view.runway, view.headingDeg])).toEqual([
      ['18L', '18L/36R', 173],
      ['36R', '18L/36R', 353],
    ]);
    expect(runwayEndCamera(views[1]!)).toEqual({
      center: [116.600166, 40.055527],
      zoom: 14,
      bearing: 353,
      pitch: 60,
    });
  });

  it('takes the direction towards the other threshold when no heading is published', () => {
    const [low, high] = pek18L.ends;
    const unpublished: Runway = {
      ...pek18L,
      ends: [
        { ...low!, headingDeg: null },
        { ...high!, headingDeg: null },
      ],
    };
    const [fromLow, fromHigh] = runwayEndViews([unpublished]);
    // The published 173°/353° are the geodesic directions rounded to whole degrees.
    expect(bearingDifference(fromLow!.headingDeg, 173)).toBeLessThan(1);
    expect(bearingDifference(fromHigh!.headingDeg, 353)).toBeLessThan(1);
  });

  it('leaves out ends it cannot orient or name, and repeated designators', () => {
    const lonely: Runway = {
      ...pek18L,
      id: 1,
      name: '09',
      ends: [{ ...pek18L.ends[0]!, ident: '09', headingDeg: null }],
    };
    const unnamed: Runway = {
      ...pek18L,
      id: 2,
      ends: pek18L.ends.map((end) => ({ ...end, ident: null })),
    };
    expect(runwayEndViews([pek18L, lonely, unnamed, pek18L])).toHaveLength(2);
  });

  it('measures bearings on the sphere and compares them across north', () => {
    expect(bearingBetween([0, 0], [0, 1])).toBeCloseTo(0, 6);
    expect(bearingBetween([0, 0], [1, 0])).toBeCloseTo(90, 6);
    expect(bearingBetween([0, 1], [0, 0])).toBeCloseTo(180, 6);
    expect(bearingDifference(-7, 353)).toBeCloseTo(0, 9);
    expect(bearingDifference(359, 1)).toBeCloseTo(2, 9);
  });

  it('reads the end from the link, ignoring anything that is not a designator', () => {
    expect(runwayEndOfSearch('?airport=PEK&rwy=36r')).toBe('36R');
    expect(runwayEndOfSearch('?rwy=')).toBeNull();
    expect(runwayEndOfSearch('?rwy=%3Cscript%3E')).toBeNull();
    expect(runwayEndOfSearch('?airport=PEK')).toBeNull();
  });

  it('draws runways with both thresholds as lines and marks the chosen end', () => {
    const { lines, ends } = runwayFeatures([pek18L], '36R');
    expect(lines.features[0]?.geometry.coordinates).toEqual([
      [116.594833, 40.089359],
      [116.600166, 40.055527],
    ]);
    expect(ends.features.map((end) => end.properties)).toEqual([
      { ident: '18L', chosen: false },
      { ident: '36R', chosen: true },
    ]);
  });
});
