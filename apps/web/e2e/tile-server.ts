import { createServer, type Server } from 'node:http';
import { deflateSync } from 'node:zlib';

// A weather imagery server for the browser tests: answers `/{layer}/{time}/{z}/{x}/{y}.png`
// with a real 256 × 256 PNG whose colour depends on the frame time, and records which frame
// times were asked for (so a test can tell every frame was fetched before any was shown).

const SIZE = 256;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A one-colour RGBA PNG (half transparent, like radar echoes over the map). */
export function solidPng(red: number, green: number, blue: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const row = Buffer.alloc(1 + SIZE * 4);
  for (let x = 0; x < SIZE; x++) row.set([red, green, blue, 128], 1 + x * 4);
  const pixels = Buffer.concat(Array.from({ length: SIZE }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TileServer {
  baseUrl: string;
  /** Frame times (Unix seconds) asked for, by layer name. */
  requested: (layer: string) => Set<number>;
  stop: () => Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  const seen = new Map<string, Set<number>>();
  const server: Server = createServer((request, response) => {
    const match = /^\/(\w+)\/(\d+)\/\d+\/\d+\/\d+\.png$/.exec(request.url ?? '');
    if (match === null) {
      response.writeHead(404).end();
      return;
    }
    const [, layer = '', time = '0'] = match;
    const frames = seen.get(layer) ?? new Set<number>();
    frames.add(Number(time));
    seen.set(layer, frames);
    // Each frame its own shade, so the frames differ on screen.
    const shade = (Number(time) / 600) % 8;
    const png = layer === 'radar' ? solidPng(40, 120 + shade * 16, 60) : solidPng(220, 220, 230);
    response.writeHead(200, {
      'content-type': 'image/png',
      'access-control-allow-origin': '*',
      'cache-control': 'max-age=600',
    });
    response.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port.toString()}`,
    requested: (layer) => seen.get(layer) ?? new Set(),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
