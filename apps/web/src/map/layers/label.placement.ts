// Overlap test of the aircraft labels (labels.layer.ts): boxes are kept in a grid of square cells
// so each test looks only at the few boxes near it, which keeps a frame of a thousand labels
// linear rather than quadratic.

/** Grid cell, CSS px: about two label widths, so a box touches at most a few cells. */
const CELL = 64;
/** Cell key stride: more cells than any screen is wide. */
const STRIDE = 100_000;

export class LabelPlacement {
  private readonly grid = new Map<number, number[]>();
  /** left, top, right, bottom of every placed box, flat. */
  private readonly boxes: number[] = [];

  /** Forgets every placed box (start of a frame). */
  clear(): void {
    this.grid.clear();
    this.boxes.length = 0;
  }

  /** Places the box and returns true, or returns false when it overlaps a placed box. */
  place(left: number, top: number, right: number, bottom: number): boolean {
    const x0 = Math.floor(left / CELL);
    const x1 = Math.floor(right / CELL);
    const y0 = Math.floor(top / CELL);
    const y1 = Math.floor(bottom / CELL);
    const boxes = this.boxes;
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        for (const index of this.grid.get(cx * STRIDE + cy) ?? []) {
          if (
            left < (boxes[index + 2] ?? 0) &&
            right > (boxes[index] ?? 0) &&
            top < (boxes[index + 3] ?? 0) &&
            bottom > (boxes[index + 1] ?? 0)
          )
            return false;
        }
      }
    }
    const index = boxes.length;
    boxes.push(left, top, right, bottom);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const key = cx * STRIDE + cy;
        const cell = this.grid.get(key);
        if (cell === undefined) this.grid.set(key, [index]);
        else cell.push(index);
      }
    }
    return true;
  }
}
