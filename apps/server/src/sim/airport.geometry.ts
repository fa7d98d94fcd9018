// Where flights start and end at each airport: a gate beside the runway, the runway threshold
// and the final approach fix 10 nm out on the extended centre line (where a 3° glide path from
// ~3,200 ft above the field begins). Derived once from the airport's position and runway heading.
import { destinationPoint } from './geo';
import { AIRPORTS } from './world/airports';

/** Threshold to the airport reference point, nm (half of a typical 3 km runway). */
const HALF_RUNWAY_NM = 0.8;
/** Gate offset to the side of the runway, nm. */
const GATE_OFFSET_NM = 0.5;
/** Final approach fix distance before the threshold, nm. */
export const FINAL_APPROACH_NM = 10;
/** 3° glide path: tan(3°) × 6,076 ft per nm. */
export const GLIDE_FT_PER_NM = 318;

export interface AirportGeometry {
  thresholdLat: Float64Array;
  thresholdLon: Float64Array;
  fafLat: Float64Array;
  fafLon: Float64Array;
  gateLat: Float64Array;
  gateLon: Float64Array;
}

function compute(): AirportGeometry {
  const n = AIRPORTS.length;
  const geometry: AirportGeometry = {
    thresholdLat: new Float64Array(n),
    thresholdLon: new Float64Array(n),
    fafLat: new Float64Array(n),
    fafLon: new Float64Array(n),
    gateLat: new Float64Array(n),
    gateLon: new Float64Array(n),
  };
  const point = new Float64Array(2);
  AIRPORTS.forEach((airport, i) => {
    const back = (airport.runwayDeg + 180) % 360;
    destinationPoint(airport.lat, airport.lon, back, HALF_RUNWAY_NM, point);
    const [thresholdLat = 0, thresholdLon = 0] = point;
    geometry.thresholdLat[i] = thresholdLat;
    geometry.thresholdLon[i] = thresholdLon;
    destinationPoint(thresholdLat, thresholdLon, back, FINAL_APPROACH_NM, point);
    geometry.fafLat[i] = point[0] ?? 0;
    geometry.fafLon[i] = point[1] ?? 0;
    destinationPoint(
      airport.lat,
      airport.lon,
      (airport.runwayDeg + 90) % 360,
      GATE_OFFSET_NM,
      point,
    );
    geometry.gateLat[i] = point[0] ?? 0;
    geometry.gateLon[i] = point[1] ?? 0;
  });
  return geometry;
}

/** Geometry of every airport in AIRPORTS, by index. */
export const GEOMETRY: AirportGeometry = compute();
