import { describe, expect, it } from 'vitest';
import { HitGrid } from './hit.grid';

function pointsOf(coordinates: readonly [number, number][], stride = 3): Float32Array {
  const data = new Float32Array(coordinates.length * stride);
  coordinates.forEach(([x, y], i) => {
    data[i * stride] = x;
    data[i * stride + 1] = y;
    data[i * stride + 2] = 99; // other attributes are skipped
  });
  return data;
}

function found(grid: HitGrid, x: number, y: number, radius: number): number[] {
  const hits: number[] = [];
  grid.query(x, y, radius, (index) => hits.push(index));
  return hits.sort((a, b) => a - b);
}

describe('hit grid', () => {
  it('finds exactly the points within the query square, by brute-force comparison', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const coordinates = Array.from({ length: 2000 }, (): [number, number] => [
      random() * 0.05,
      random() * 0.03,
    ]);
    const grid = new HitGrid();
    grid.rebuild(pointsOf(coordinates), 3, coordinates.length);
    for (let q = 0; q < 50; q++) {
      const x = random() * 0.05;
      const y = random() * 0.03;
      const radius = 0.002;
      const expected = coordinates
        .map(([px, py], i) => (Math.abs(px - x) <= radius && Math.abs(py - y) <= radius ? i : -1))
        .filter((i) => i >= 0);
      // The grid may offer a few extra candidates from border cells, never miss one.
      const hits = found(grid, x, y, radius);
      for (const index of expected) expect(hits).toContain(index);
      expect(hits.length).toBeLessThan(expected.length + 60);
    }
  });

  it('handles one point, coincident points and an empty index', () => {
    const grid = new HitGrid();
    grid.rebuild(pointsOf([[0.5, 0.5]]), 3, 1);
    expect(found(grid, 0.5, 0.5, 0.001)).toEqual([0]);
    grid.rebuild(
      pointsOf([
        [0.1, 0.1],
        [0.1, 0.1],
      ]),
      3,
      2,
    );
    expect(found(grid, 0.1, 0.1, 0.001)).toEqual([0, 1]);
    grid.rebuild(new Float32Array(0), 3, 0);
    expect(found(grid, 0.1, 0.1, 1)).toEqual([]);
  });

  it('is reused across rebuilds with fewer points (no stale entries)', () => {
    const grid = new HitGrid();
    grid.rebuild(
      pointsOf([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
      3,
      3,
    );
    grid.rebuild(pointsOf([[5, 5]]), 3, 1);
    expect(found(grid, 5, 5, 10)).toEqual([0]);
  });
});
