import type { Map as MapLibreMap } from 'maplibre-gl';
import { supplyMissingImages } from '../image.resolver';
import { labelPixelRatio } from '../layers/label.image';
import type { BaseMapPalette } from './basemap.palette';

// The base map's labels as canvas images (like the airport labels, map/layers/label.image.ts):
// MapLibre asks for each image the first time a symbol needs it (map/image.resolver), so a view
// draws only the labels it shows, in the browser's own fonts, Chinese included. An image's name
// says everything needed to draw it: `bm/{generation}/{kind}/{text}`; a new language or style
// bumps the generation, and the old images are dropped.

export type LabelKind = 'city1' | 'city2' | 'region' | 'country' | 'code';

const PREFIX = 'bm/';
const FONT_FAMILY = 'system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif';

interface KindStyle {
  fontPx: number;
  weight: number;
  colour: keyof BaseMapPalette;
  /** Radius of the place dot drawn left of the text (CSS px); 0 for none. */
  dot: number;
  upper?: boolean;
  spacing?: number;
}

const KIND_STYLES: Record<LabelKind, KindStyle> = {
  city1: { fontPx: 13, weight: 600, colour: 'placeText', dot: 3.2 },
  city2: { fontPx: 11.5, weight: 500, colour: 'placeText', dot: 2.4 },
  region: { fontPx: 11, weight: 500, colour: 'regionText', dot: 0, spacing: 1 },
  country: { fontPx: 12.5, weight: 700, colour: 'countryText', dot: 0, upper: true, spacing: 1.5 },
  code: { fontPx: 10.5, weight: 700, colour: 'airport', dot: 0 },
};

/** The name of a label image: `bm/{generation}/` followed by `{kind}/{text}`. */
export function labelImageId(generation: number, rest: string): string {
  return `${PREFIX}${generation}/${rest}`;
}

/** Kind and text of a label image name of `generation`; null for any other image. */
export function parseLabelImageId(
  id: string,
  generation: number,
): { kind: LabelKind; text: string } | null {
  const prefix = labelImageId(generation, '');
  if (!id.startsWith(prefix)) return null;
  const rest = id.slice(prefix.length);
  const slash = rest.indexOf('/');
  const kind = rest.slice(0, slash);
  const text = rest.slice(slash + 1);
  if (slash < 0 || !(kind in KIND_STYLES) || text === '') return null;
  return { kind: kind as LabelKind, text };
}

const HALO_PX = 2.5;
const GAP_PX = 3;

/** Draws the label images the map asks for, in the current palette. */
export class BaseMapLabels {
  private generation = 0;
  private palette: BaseMapPalette | null = null;
  private readonly drawn = new Set<string>();
  private readonly stopSupplying: () => void;

  constructor(private readonly map: MapLibreMap) {
    this.stopSupplying = supplyMissingImages(map, this.supplyImage);
  }

  get currentGeneration(): number {
    return this.generation;
  }

  /** New colours or language: the next generation of images; the old ones are removed. */
  restart(palette: BaseMapPalette): number {
    this.palette = palette;
    this.generation += 1;
    for (const id of this.drawn) if (this.map.hasImage(id)) this.map.removeImage(id);
    this.drawn.clear();
    return this.generation;
  }

  destroy(): void {
    this.stopSupplying();
  }

  private readonly supplyImage = (id: string): boolean => {
    const label = parseLabelImageId(id, this.generation);
    if (label === null || this.palette === null) return false;
    if (this.map.hasImage(id)) return true;
    const ratio = labelPixelRatio();
    this.map.addImage(id, drawLabel(label.kind, label.text, this.palette, ratio), {
      pixelRatio: ratio,
    });
    this.drawn.add(id);
    return true;
  };
}

/** One label: an optional dot, then the text with a halo; `ratio` times the CSS size. */
function drawLabel(
  kind: LabelKind,
  rawText: string,
  palette: BaseMapPalette,
  ratio: number,
): { width: number; height: number; data: Uint8ClampedArray } {
  const style = KIND_STYLES[kind];
  const text = style.upper ? rawText.toLocaleUpperCase('en') : rawText;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (context === null) return { width: 1, height: 1, data: new Uint8ClampedArray(4) };
  const font = `${style.weight} ${style.fontPx}px ${FONT_FAMILY}`;
  const spacing = style.spacing ?? 0;
  context.font = font;
  context.letterSpacing = `${spacing}px`;
  const textWidth = Math.ceil(context.measureText(text).width);
  // DOT_CENTRE_PX (basemap.style) = HALO_PX + dot radius of the largest dot, rounded.
  const dotSpace = style.dot > 0 ? 5 + style.dot + GAP_PX : HALO_PX;
  const cssWidth = dotSpace + textWidth + HALO_PX + 1;
  const cssHeight = Math.ceil(style.fontPx + HALO_PX * 2 + 2);
  canvas.width = Math.max(1, Math.round(cssWidth * ratio));
  canvas.height = Math.max(1, Math.round(cssHeight * ratio));
  // Resizing the canvas resets its state.
  context.scale(ratio, ratio);
  context.font = font;
  context.letterSpacing = `${spacing}px`;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  const middle = cssHeight / 2;
  if (style.dot > 0) {
    context.beginPath();
    context.arc(5, middle, style.dot, 0, Math.PI * 2);
    context.fillStyle = palette.placeText;
    context.strokeStyle = palette.halo;
    context.lineWidth = 1.5;
    context.stroke();
    context.fill();
  }
  context.lineWidth = HALO_PX * 2;
  context.strokeStyle = palette.halo;
  context.strokeText(text, dotSpace, middle);
  context.fillStyle = palette[style.colour];
  context.fillText(text, dotSpace, middle);
  return {
    width: canvas.width,
    height: canvas.height,
    data: context.getImageData(0, 0, canvas.width, canvas.height).data,
  };
}
