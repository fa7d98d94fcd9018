import { describe, expect, it } from 'vitest';
import { netConnector } from './feeder-commands';

describe('netConnector', () => {
  it('points readsb at our Beast port with reduced Beast output and a UUID', () => {
    expect(netConnector('feed.example.org')).toBe(
      '--net-connector feed.example.org,30004,beast_reduce_plus_out,uuid=00000000-0000-0000-0000-000000000000',
    );
  });
});
