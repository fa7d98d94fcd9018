// Navaids (VOR, DME, NDB…) of China, Southeast Asia and their neighbours from OurAirports
// (public domain), vendored as data/navaids.json by scripts/navaids-subset.mjs. Read once into
// memory: 1,608 rows, ~100 kB; a bbox scan of them is well under a millisecond.
import {
  NAVAID_LIMIT,
  type Navaid,
  type NavaidPoints,
  type NavaidQuery,
} from '@skytrace/contracts';
import navaidData from '../reference/data/navaids.json' with { type: 'json' };

type NavaidRow = [string, string, string, number | null, number, number, string, string | null];

let loaded: Navaid[] | undefined;

/** Every vendored navaid, sorted by country then ident. */
export function allNavaids(): Navaid[] {
  loaded ??= (navaidData.rows as NavaidRow[]).map(
    ([ident, name, type, frequencyKhz, lat, lon, country, airport]) => ({
      ident,
      name,
      type,
      frequencyKhz,
      lat,
      lon,
      country,
      airport,
    }),
  );
  return loaded;
}

/** The navaids inside a map view, at most NAVAID_LIMIT. */
export function navaidsInBox(box: NavaidQuery): NavaidPoints {
  const inside = allNavaids().filter(
    (n) => n.lat >= box.lat1 && n.lat <= box.lat2 && n.lon >= box.lon1 && n.lon <= box.lon2,
  );
  return { points: inside.slice(0, NAVAID_LIMIT), truncated: inside.length > NAVAID_LIMIT };
}
