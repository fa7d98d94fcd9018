// Great-circle geometry for forecast tracks (spherical Earth: errors of ~0.5 % are invisible on
// a live map and irrelevant to an ETA).
import { distanceMetres, EARTH_MEAN_RADIUS_M } from '@skytrace/contracts';

const RAD = Math.PI / 180;

/** Points along the great circle from A to B, about `stepKm` apart, both ends included. */
export function greatCirclePoints(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
  stepKm: number,
): { lat: number; lon: number; fromStartKm: number }[] {
  const total = distanceMetres(lat1, lon1, lat2, lon2) / 1000;
  const steps = Math.max(1, Math.ceil(total / stepKm));
  const angle = (total * 1000) / EARTH_MEAN_RADIUS_M;
  const [x1, y1, z1] = toVector(lat1, lon1);
  const [x2, y2, z2] = toVector(lat2, lon2);
  const points = [];
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    // Spherical interpolation; a zero angle (same point) degenerates to the start.
    const a = angle === 0 ? 1 - f : Math.sin((1 - f) * angle) / Math.sin(angle);
    const b = angle === 0 ? f : Math.sin(f * angle) / Math.sin(angle);
    const x = a * x1 + b * x2;
    const y = a * y1 + b * y2;
    const z = a * z1 + b * z2;
    points.push({
      lat: Math.atan2(z, Math.hypot(x, y)) / RAD,
      lon: Math.atan2(y, x) / RAD,
      fromStartKm: total * f,
    });
  }
  return points;
}

function toVector(lat: number, lon: number): [number, number, number] {
  return [
    Math.cos(lat * RAD) * Math.cos(lon * RAD),
    Math.cos(lat * RAD) * Math.sin(lon * RAD),
    Math.sin(lat * RAD),
  ];
}
