// Small builders for the feeder tests: SBS lines, Beast frames and raw sockets on loopback.
import { formatIcaoHex } from '@skytrace/contracts';
import net from 'node:net';
import zlib from 'node:zlib';
import {
  BEAST_UUID_FRAME_BYTES,
  encodeIdentification,
  encodeIdentityReply,
  writeBeastFrame,
  writeBeastUuidFrame,
} from '@skytrace/adsb';

/** One SBS MSG line (22 fields); empty fields for what is not given. */
export function sbsLine(fields: {
  icao: number;
  type?: number;
  callsign?: string;
  altitude?: number;
  lat?: number;
  lon?: number;
  squawk?: string;
}): string {
  const hex = formatIcaoHex(fields.icao);
  const stamp = '2026/11/21,20:44:47.302';
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
  return [
    `MSG,${fields.type ?? 3},1,1,${hex},1,${stamp},${stamp}`,
    fields.callsign ?? '',
    number(fields.altitude),
    '',
    '',
    number(fields.lat),
    number(fields.lon),
    '',
    fields.squawk ?? '',
    '',
    '',
    '',
    '0',
  ].join(',');
}

/** base64(zlib(text)), the `code` of an HTTP feeder post. */
export function compressed(lines: string[]): string {
  return zlib.deflateSync(`${lines.join('\n')}\n`).toString('base64');
}

function beast(frame: Uint8Array): Uint8Array {
  const out = new Uint8Array(64);
  return out.slice(0, writeBeastFrame(out, 0, frame, frame.length, 0, 200));
}

/** A Beast DF17 identification frame. */
export function beastIdentification(icao: number, callsign: string): Uint8Array {
  const frame = new Uint8Array(14);
  encodeIdentification(frame, { icao, callsign, category: 3 });
  return beast(frame);
}

/** A Beast DF5 identity reply (squawk). */
export function beastSquawk(icao: number, squawk: string): Uint8Array {
  const frame = new Uint8Array(7);
  encodeIdentityReply(frame, { icao, squawk });
  return beast(frame);
}

/** The Beast `1a e4` frame announcing a feeder UUID. */
export function beastUuid(uuid: string): Uint8Array {
  const out = new Uint8Array(BEAST_UUID_FRAME_BYTES);
  writeBeastUuidFrame(out, 0, uuid);
  return out;
}

/** Connects to a feeder port of 127.0.0.1 (from `localAddress` when given). */
export function connect(port: number, localAddress?: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({
      port,
      host: '127.0.0.1',
      ...(localAddress ? { localAddress } : {}),
    });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
    socket.on('error', () => undefined);
  });
}

/** Resolves when the server has closed the socket. */
export function closed(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });
}
