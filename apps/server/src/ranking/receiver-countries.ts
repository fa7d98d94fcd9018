// The community's receivers per country, for `/index/country`. A receiver's country is that of
// the nearest airport in the reference list (every airport has an ISO country; they are dense
// wherever people live, so the nearest one is in the receiver's own country except within a few
// kilometres of a border). Airports are read once into 1° buckets.
import { distanceMetres } from '@skytrace/contracts';
import type { Db } from '../db/db';
import type { DeviceRegistry } from '../devices/device.registry';
import { listDevices } from '../devices/devices.list';
import { airports } from '../reference/reference.schema';

/** Farther than this from any airport (open sea, Antarctica), a receiver has no country. */
const MAX_COUNTRY_KM = 400;
/** Buckets searched around the receiver's: ±4° of latitude covers 400 km. */
const SEARCH_CELLS = 4;

interface Entry {
  lat: number;
  lon: number;
  country: string;
}

export class CountryIndex {
  private readonly buckets = new Map<number, Entry[]>();

  static async load(db: Db): Promise<CountryIndex> {
    const rows = await db
      .select({ lat: airports.lat, lon: airports.lon, country: airports.country })
      .from(airports);
    const index = new CountryIndex();
    for (const row of rows) if (row.country) index.add(row);
    return index;
  }

  private static key(latCell: number, lonCell: number): number {
    return (latCell + 90) * 400 + ((((lonCell + 180) % 360) + 360) % 360);
  }

  add(entry: Entry): void {
    const key = CountryIndex.key(Math.floor(entry.lat), Math.floor(entry.lon));
    const list = this.buckets.get(key);
    if (list) list.push(entry);
    else this.buckets.set(key, [entry]);
  }

  /** ISO 3166-1 alpha-2 of the nearest airport within 400 km, or undefined. */
  countryAt(lat: number, lon: number): string | undefined {
    let best: string | undefined;
    let bestKm = MAX_COUNTRY_KM;
    const latCell = Math.floor(lat);
    const lonCell = Math.floor(lon);
    // Longitude degrees shrink towards the poles: widen the search so it still spans 400 km.
    const lonCells = Math.min(
      180,
      Math.ceil(SEARCH_CELLS / Math.max(0.05, Math.cos((lat * Math.PI) / 180))),
    );
    for (let dLat = -SEARCH_CELLS; dLat <= SEARCH_CELLS; dLat++) {
      for (let dLon = -lonCells; dLon <= lonCells; dLon++) {
        for (const entry of this.buckets.get(CountryIndex.key(latCell + dLat, lonCell + dLon)) ??
          []) {
          const km = distanceMetres(lat, lon, entry.lat, entry.lon) / 1000;
          if (km < bestKm) {
            bestKm = km;
            best = entry.country;
          }
        }
      }
    }
    return best;
  }
}

export interface ReceiverCount {
  receivers: number;
  online: number;
}

/**
 * Public receivers (registered, with a position) per country now; the airport index is read on
 * the first call.
 */
export function receiverCountries(
  db: Db,
  registry: DeviceRegistry,
): (now: number) => Promise<Map<string, ReceiverCount>> {
  let index: Promise<CountryIndex> | undefined;
  return async (now) => {
    index ??= CountryIndex.load(db).catch((error: unknown) => {
      index = undefined;
      throw error;
    });
    const countries = await index;
    const counts = new Map<string, ReceiverCount>();
    for (const device of await listDevices(db, registry, undefined, now)) {
      if (device.lat === null || device.lon === null) continue;
      const code = countries.countryAt(device.lat, device.lon);
      if (code === undefined) continue;
      const count = counts.get(code) ?? { receivers: 0, online: 0 };
      count.receivers++;
      if (device.online) count.online++;
      counts.set(code, count);
    }
    return counts;
  };
}
