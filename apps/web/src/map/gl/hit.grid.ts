// A uniform grid over instance positions (mercator units, relative to the layer's origin) for
// clicks and hover: the GPU draws the aircraft, so picking is answered in JS. Rebuilt once per
// batch in O(n) with flat typed arrays (cell start offsets + instance indices, like a CSR
// matrix); a query visits only the cells under the search square. Aircraft keep moving after the
// rebuild, so callers widen the radius by the farthest distance any aircraft can have flown.

export class HitGrid {
  private cellSize = 1;
  private minX = 0;
  private minY = 0;
  private columns = 0;
  private rows = 0;
  private starts = new Int32Array(1);
  private items = new Int32Array(0);

  /**
   * Indexes `count` points whose coordinates are `positions[i * stride]`,
   * `positions[i * stride + 1]`, with roughly `targetPerCell` points per occupied cell.
   */
  rebuild(positions: Float32Array, stride: number, count: number, targetPerCell = 4): void {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < count; i++) {
      const x = positions[i * stride] ?? 0;
      const y = positions[i * stride + 1] ?? 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    if (count === 0) {
      this.columns = 0;
      this.rows = 0;
      return;
    }
    const width = Math.max(maxX - minX, 1e-9);
    const height = Math.max(maxY - minY, 1e-9);
    const cells = Math.max(1, Math.min(count / targetPerCell, 1 << 20));
    this.cellSize = Math.sqrt((width * height) / cells) || width;
    this.minX = minX;
    this.minY = minY;
    this.columns = Math.min(Math.floor(width / this.cellSize) + 1, 4096);
    this.rows = Math.min(Math.floor(height / this.cellSize) + 1, 4096);
    this.cellSize = Math.max(width / (this.columns - 0.5), height / (this.rows - 0.5), 1e-12);
    const cellCount = this.columns * this.rows;
    if (this.starts.length < cellCount + 1) this.starts = new Int32Array(cellCount + 1);
    else this.starts.fill(0, 0, cellCount + 1);
    if (this.items.length < count) this.items = new Int32Array(count);
    const starts = this.starts;
    for (let i = 0; i < count; i++) {
      const cell = this.cellOf(positions[i * stride] ?? 0, positions[i * stride + 1] ?? 0);
      starts[cell + 1] = (starts[cell + 1] ?? 0) + 1;
    }
    for (let c = 0; c < cellCount; c++) starts[c + 1] = (starts[c + 1] ?? 0) + (starts[c] ?? 0);
    // Fill back to front so each cell's start ends where it began.
    const cursor = starts;
    for (let i = count - 1; i >= 0; i--) {
      const cell = this.cellOf(positions[i * stride] ?? 0, positions[i * stride + 1] ?? 0);
      const end = (cursor[cell + 1] ?? 0) - 1;
      cursor[cell + 1] = end;
      this.items[end] = i;
    }
    // After the fill starts[c + 1] is the start of cell c; shift back to starts[c].
    for (let c = 0; c < cellCount; c++) starts[c] = starts[c + 1] ?? 0;
    starts[cellCount] = count;
  }

  /** Calls `visit` with every indexed point within the square of half-size `radius` at (x, y). */
  query(x: number, y: number, radius: number, visit: (index: number) => void): void {
    if (this.columns === 0) return;
    const size = this.cellSize;
    const firstColumn = Math.max(0, Math.floor((x - radius - this.minX) / size));
    const lastColumn = Math.min(this.columns - 1, Math.floor((x + radius - this.minX) / size));
    const firstRow = Math.max(0, Math.floor((y - radius - this.minY) / size));
    const lastRow = Math.min(this.rows - 1, Math.floor((y + radius - this.minY) / size));
    for (let row = firstRow; row <= lastRow; row++) {
      for (let column = firstColumn; column <= lastColumn; column++) {
        const cell = row * this.columns + column;
        const end = this.starts[cell + 1] ?? 0;
        for (let k = this.starts[cell] ?? 0; k < end; k++) visit(this.items[k] ?? 0);
      }
    }
  }

  private cellOf(x: number, y: number): number {
    const column = Math.min(this.columns - 1, Math.floor((x - this.minX) / this.cellSize));
    const row = Math.min(this.rows - 1, Math.floor((y - this.minY) / this.cellSize));
    return row * this.columns + column;
  }
}
