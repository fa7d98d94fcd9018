// Aircraft icons drawn on a canvas at start-up (no sprite server): one pre-coloured image per
// altitude band, plus ground and emergency, so the symbol layer needs no SDF recolouring and
// edges stay crisp. Drawn nose up; the layer rotates them to the track.

const SIZE = 48;
// A jet silhouette in a 48 × 48 box: fuselage, swept wings, tailplane.
const OUTLINE: readonly [number, number][] = [
  [24, 2],
  [27, 8],
  [27, 18],
  [45, 29],
  [45, 33],
  [27, 27],
  [26.5, 38],
  [33, 43],
  [33, 46],
  [24, 44],
  [15, 46],
  [15, 43],
  [21.5, 38],
  [21, 27],
  [3, 33],
  [3, 29],
  [21, 18],
  [21, 8],
];

/** An RGBA image of the aircraft in `color`, `pixelRatio` times the CSS size. */
export function drawAircraftIcon(
  color: string,
  pixelRatio: number,
): { width: number; height: number; data: Uint8ClampedArray } {
  const size = Math.round(SIZE * pixelRatio);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context === null) return { width: 1, height: 1, data: new Uint8ClampedArray(4) };
  context.scale(pixelRatio, pixelRatio);
  context.beginPath();
  OUTLINE.forEach(([x, y], i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.closePath();
  context.lineJoin = 'round';
  context.lineWidth = 2.5;
  context.strokeStyle = 'rgba(4, 12, 24, 0.9)';
  context.stroke();
  context.fillStyle = color;
  context.fill();
  return { width: size, height: size, data: context.getImageData(0, 0, size, size).data };
}
