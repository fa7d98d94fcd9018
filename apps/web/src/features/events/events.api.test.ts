import { describe, expect, it } from 'vitest';
import { eventPlaybackPath, feedQuery, type FeedEvent } from './events.api';

const event: FeedEvent = {
  id: 1,
  kind: 'goAround',
  icao: '780123',
  callsign: 'CES5101',
  fnum: 'MU5101',
  airport: 'ZBAA',
  airportIata: 'PEK',
  runway: '36',
  time: 1_800_000_000.4,
  lat: 40,
  lon: 116.5,
  altitude: 700,
  details: {},
};

describe('event feed calls', () => {
  it('asks for kinds in a stable order and the region rounded and clamped', () => {
    expect(feedQuery([], null)).toEqual({ minutes: '120', limit: '100' });
    expect(
      feedQuery(['return', 'divert'], { west: -190, south: 30.123, east: 121.999, north: 95 }),
    ).toEqual({
      minutes: '120',
      limit: '100',
      kinds: 'divert,return',
      lat1: '30.12',
      lon1: '-180.00',
      lat2: '90.00',
      lon2: '122.00',
    });
  });

  it('links to the aircraft playback around the event, opened at its moment', () => {
    const long = 1_800_010_000;
    expect(eventPlaybackPath(event, long, false)).toBe(
      '/playbacksup/780123/780123/1799999100/1800000600?t=1800000000',
    );
    // A fresh event: the window ends now (at least a minute after it), under /mobile on a phone.
    expect(eventPlaybackPath(event, 1_800_000_030, true)).toBe(
      '/mobile/playbacksup/780123/780123/1799999100/1800000060?t=1800000000',
    );
  });
});
