// "The same sky seen by clients of both realtime processes" (issue 22 part 6): one client per
// realtime process subscribed to the whole world keeps the picture it is sent (full pictures,
// increments, removals). With the feeders paused the pictures must settle to the ingest
// processes' live tables: the same aircraft at the same positions (1e-4°, the batches' step).
import { HOST_PATHS } from '@skytrace/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { RealtimeCodec } from '../src/realtime/location.codec';

const codec = new RealtimeCodec();

export class WorldWatcher {
  /** icao → position in 1e-4° steps ("lat,lon"). */
  readonly picture = new Map<number, string>();
  private readonly socket: Socket;

  constructor(base: string, token: string) {
    this.socket = connect(base, {
      path: HOST_PATHS.socketIo,
      transports: ['websocket'],
      forceNew: true,
    });
    this.socket.on('connect', () => {
      void (async () => {
        await this.socket.emitWithAck('validate', { token });
        await this.socket.emitWithAck('sub', {
          clientBounds: { north: 90, south: -90, east: 180, west: -180 },
          limit: -1,
          increment: 1,
        });
      })().catch(() => undefined);
    });
    this.socket.on('location', (bytes: ArrayBuffer) => {
      const batch = codec.decodeLocation(new Uint8Array(bytes));
      if (batch.full) this.picture.clear();
      for (const icao of batch.removed) this.picture.delete(icao);
      let icao = 0;
      batch.icaoDelta.forEach((delta, i) => {
        icao += delta;
        // Already in 1e-4° steps.
        const lat = batch.originLat + (batch.lat[i] ?? 0);
        const lon = batch.originLon + (batch.lon[i] ?? 0);
        this.picture.set(icao, `${lat.toString()},${lon.toString()}`);
      });
    });
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** The positioned aircraft of a process's /data/aircraft.json, in 1e-4° steps. */
export async function tablePicture(base: string): Promise<Map<number, string>> {
  const file = (await (await fetch(`${base}${HOST_PATHS.aircraftJson}`)).json()) as {
    aircraft: { hex: string; lat?: number; lon?: number }[];
  };
  const picture = new Map<number, string>();
  for (const aircraft of file.aircraft) {
    if (aircraft.lat === undefined || aircraft.lon === undefined) continue;
    const key = `${Math.round(aircraft.lat * 1e4).toString()},${Math.round(aircraft.lon * 1e4).toString()}`;
    picture.set(Number.parseInt(aircraft.hex, 16), key);
  }
  return picture;
}

/** Aircraft of `expected` missing from `seen` or at another position (more than one step off). */
export function differences(expected: Map<number, string>, seen: Map<number, string>): number {
  let different = 0;
  for (const [icao, key] of expected) {
    const other = seen.get(icao);
    if (other === undefined) {
      different++;
      continue;
    }
    const [lat, lon] = key.split(',').map(Number);
    const [otherLat, otherLon] = other.split(',').map(Number);
    if (Math.abs((lat ?? 0) - (otherLat ?? 0)) > 1 || Math.abs((lon ?? 0) - (otherLon ?? 0)) > 1) {
      different++;
    }
  }
  for (const icao of seen.keys()) if (!expected.has(icao)) different++;
  return different;
}
