import { describe, expect, it } from 'vitest';
import { httpFeeder, readsbConnector, readsbRelay, sbsFeed, socatForwarder } from './feeder-setup';

const target = {
  host: 'feed.example.org',
  beastPort: 30004,
  sbsPort: 30006,
  httpUrl: 'https://skytrace.example.org/adsb/ReceiveCompressADSB.php',
  uuid: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
};

describe('feeder set-up lines', () => {
  it("fill in this server's host, ports and the user's UUID", () => {
    expect(readsbConnector(target)).toBe(
      '--net-connector feed.example.org,30004,beast_reduce_plus_out,uuid=0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    );
    expect(readsbRelay(target)).toContain('--net-connector 127.0.0.1,30005,beast_in');
    expect(readsbRelay(target)).toContain(readsbConnector(target));
    expect(socatForwarder(target)).toContain('TCP:feed.example.org:30004');
    // The SBS input reads the UUID as hex from the first line.
    expect(sbsFeed(target)).toContain('echo "UUID 0f1e2d3c4b5a69788796a5b4c3d2e1f0"');
    expect(sbsFeed(target)).toContain('TCP:feed.example.org:30006');
  });

  it('writes an HTTP feeder posting from and code to the feed URL', () => {
    const script = httpFeeder(target);
    expect(script).toContain(`URL = "${target.httpUrl}"`);
    expect(script).toContain(`UUID = "${target.uuid}"`);
    expect(script).toContain('{"from": UUID, "code": code}');
    expect(script).toContain('zlib.compress');
  });
});
