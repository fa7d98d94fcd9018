// A device's city: the city of the nearest airport that names one, within 80 km. Airports are
// read once into 1° buckets, so 10,000 devices are placed in a few milliseconds.
import { and, isNotNull } from 'drizzle-orm';
import { distanceMetres } from '@skytrace/contracts';
import type { Db } from '../db/db';
import { airports } from '../reference/reference.schema';

const MAX_CITY_KM = 80;

export interface City {
  en: string;
  zh: string | null;
}

interface Entry {
  lat: number;
  lon: number;
  city: City;
}

export class CityIndex {
  private readonly buckets = new Map<number, Entry[]>();

  static async load(db: Db): Promise<CityIndex> {
    const rows = await db
      .select({ lat: airports.lat, lon: airports.lon, en: airports.cityEn, zh: airports.cityZh })
      .from(airports)
      .where(and(isNotNull(airports.cityEn), isNotNull(airports.iata)));
    const index = new CityIndex();
    for (const row of rows) {
      if (!row.en) continue;
      index.add({ lat: row.lat, lon: row.lon, city: { en: row.en, zh: row.zh } });
    }
    return index;
  }

  private static key(latCell: number, lonCell: number): number {
    return (latCell + 90) * 400 + ((((lonCell + 180) % 360) + 360) % 360);
  }

  add(entry: Entry): void {
    const key = CityIndex.key(Math.floor(entry.lat), Math.floor(entry.lon));
    const list = this.buckets.get(key);
    if (list) list.push(entry);
    else this.buckets.set(key, [entry]);
  }

  /** The nearest airport city within 80 km, or null. */
  nearest(lat: number, lon: number): City | null {
    let best: City | null = null;
    let bestKm = MAX_CITY_KM;
    const latCell = Math.floor(lat);
    const lonCell = Math.floor(lon);
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLon = -2; dLon <= 2; dLon++) {
        for (const entry of this.buckets.get(CityIndex.key(latCell + dLat, lonCell + dLon)) ?? []) {
          const km = distanceMetres(lat, lon, entry.lat, entry.lon) / 1000;
          if (km < bestKm) {
            bestKm = km;
            best = entry.city;
          }
        }
      }
    }
    return best;
  }
}

/** An owner's name shown publicly: first and last character, the rest starred. */
export function maskName(name: string | null | undefined): string | null {
  if (!name) return null;
  const chars = Array.from(name);
  if (chars.length <= 1) return `${chars[0] ?? ''}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
