// Map labels drawn on a canvas and handed to MapLibre as images: the map has no glyph server, so
// symbol text is not available. One image per label, drawn only when the symbol layer first asks
// for it (the map's missing-image resolver, map/image.resolver.ts), so a view of 300 airports costs only the labels that are placed.

export interface LabelColours {
  text: string;
  halo: string;
}

const FONT_PX = 12;
const PADDING_PX = 3;

/** An RGBA image of `text` with a halo, `pixelRatio` times the CSS size. */
export function drawLabelImage(
  text: string,
  colours: LabelColours,
  pixelRatio: number,
): { width: number; height: number; data: Uint8ClampedArray } {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (context === null) return { width: 1, height: 1, data: new Uint8ClampedArray(4) };
  const font = `600 ${FONT_PX}px system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif`;
  context.font = font;
  const cssWidth = Math.ceil(context.measureText(text).width) + PADDING_PX * 2;
  const cssHeight = FONT_PX + PADDING_PX * 2;
  canvas.width = Math.max(1, Math.round(cssWidth * pixelRatio));
  canvas.height = Math.round(cssHeight * pixelRatio);
  // Resizing the canvas resets its state.
  context.scale(pixelRatio, pixelRatio);
  context.font = font;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = 3;
  context.strokeStyle = colours.halo;
  context.strokeText(text, PADDING_PX, cssHeight / 2);
  context.fillStyle = colours.text;
  context.fillText(text, PADDING_PX, cssHeight / 2);
  return {
    width: canvas.width,
    height: canvas.height,
    data: context.getImageData(0, 0, canvas.width, canvas.height).data,
  };
}

/** The device pixel ratio labels are drawn at (1–3). */
export function labelPixelRatio(): number {
  return Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
}
