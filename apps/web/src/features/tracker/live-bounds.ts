import type { ClientBounds } from '@skytrace/contracts';

interface LngLatBoundsLike {
  getNorth(): number;
  getSouth(): number;
  getEast(): number;
  getWest(): number;
}

/** Map bounds as the `sub` payload's clientBounds, clamped to the ranges the server accepts. */
export function liveBounds(bounds: LngLatBoundsLike): ClientBounds {
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
  return {
    north: clamp(bounds.getNorth(), -90, 90),
    south: clamp(bounds.getSouth(), -90, 90),
    east: clamp(bounds.getEast(), -180, 360),
    west: clamp(bounds.getWest(), -360, 180),
  };
}
