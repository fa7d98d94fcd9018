import { useEffect, useRef, useState } from 'react';

/** Spec §9: the watermark appears after 1 s, tiled from a 250×220 canvas, at −20°, light grey. */
export const WATERMARK = {
  delayMs: 1000,
  tileWidth: 250,
  tileHeight: 220,
  angleDegrees: -20,
  colour: 'rgba(211, 211, 211, 0.55)',
} as const;

/** One 250×220 tile with `text` turned −20° about its centre. */
function drawTile(text: string): HTMLCanvasElement {
  const tile = document.createElement('canvas');
  tile.width = WATERMARK.tileWidth;
  tile.height = WATERMARK.tileHeight;
  const context = tile.getContext('2d');
  if (!context) return tile;
  context.translate(tile.width / 2, tile.height / 2);
  context.rotate((WATERMARK.angleDegrees * Math.PI) / 180);
  context.fillStyle = WATERMARK.colour;
  context.font = '600 18px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, 0, 0);
  return tile;
}

/**
 * A canvas laid over its positioned parent (the photo), filled with the watermark's tile once a
 * second has passed, and redrawn when the photo changes size. It takes no pointer events, so
 * the photo under it behaves as before.
 */
export function Watermark({ text }: { text: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), WATERMARK.delayMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!shown || !element) return;
    const tile = drawTile(text);
    const draw = () => {
      const { width, height } = element.getBoundingClientRect();
      element.width = Math.max(1, Math.round(width));
      element.height = Math.max(1, Math.round(height));
      const context = element.getContext('2d');
      const pattern = context?.createPattern(tile, 'repeat');
      if (!context || !pattern) return;
      context.fillStyle = pattern;
      context.fillRect(0, 0, element.width, element.height);
      element.dataset.drawn = 'true';
    };
    draw();
    const observer = new ResizeObserver(draw);
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, text]);

  return (
    <canvas
      ref={canvas}
      className="gallery-watermark"
      data-testid="gallery-watermark"
      aria-hidden="true"
      hidden={!shown}
    />
  );
}
