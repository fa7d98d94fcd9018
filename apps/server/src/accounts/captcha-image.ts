import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import sharp from 'sharp';

// The captcha picture is pixels only. svg-captcha turns each character into an outline path
// from its bundled font (no text nodes, no download); sharp rasterises that, then every pixel
// is moved along two random sine waves and speckled, and only the PNG leaves the server. Nothing
// in the answer's bytes maps back to characters without reading the picture.

/** svg-captcha's documented `svgCaptcha(text, options)` call (its typings omit it). */
type SvgCaptcha = (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
) => string;
const svgCaptcha = createRequire(import.meta.url)('svg-captcha') as SvgCaptcha;

/** Displayed size in CSS pixels; drawn at twice that and sampled down through the warp. */
export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;
const SCALE = 2;
const BACKGROUND = [244, 246, 248] as const;
/** Pixels whose random byte is below this (of 256) become grey speckles: about 5 %. */
const SPECKLE_BELOW = 13;

function random(max: number): number {
  return crypto.randomInt(max);
}

/** The outline SVG of `text`: dark random hues, thickened glyphs, three crossing curves. */
function outlineSvg(text: string): string {
  const width = CAPTCHA_WIDTH * SCALE;
  const height = CAPTCHA_HEIGHT * SCALE;
  const drawn = svgCaptcha(text, { width, height, fontSize: 54 * SCALE, noise: 3, color: false })
    // The font's strokes are hairlines at this size; a same-colour stroke makes them legible.
    .replace(/<path fill="[^"]+"/g, () => {
      const colour = `hsl(${random(360)},70%,${30 + random(12)}%)`;
      return `<path fill="${colour}" stroke="${colour}" stroke-width="3"`;
    })
    .replace(/stroke="([^"]+)" fill="none"/g, () => {
      return `stroke="hsl(${random(360)},60%,50%)" stroke-width="3" fill="none"`;
    });
  const body = drawn.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const [r, g, b] = BACKGROUND;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${r},${g},${b})"/>${body}</svg>`;
}

/** A PNG of `text`, distorted and noisy, CAPTCHA_WIDTH × CAPTCHA_HEIGHT pixels. */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  const sourceWidth = CAPTCHA_WIDTH * SCALE;
  const sourceHeight = CAPTCHA_HEIGHT * SCALE;
  const source = await sharp(Buffer.from(outlineSvg(text)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const out = Buffer.alloc(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  // Wave amplitudes (px) and periods chosen per picture, so no two share a geometry.
  const ampX = 2 + random(3);
  const ampY = 3 + random(3);
  const freqX = (2 * Math.PI) / (35 + random(30));
  const freqY = (2 * Math.PI) / (55 + random(30));
  const phaseX = random(628) / 100;
  const phaseY = random(628) / 100;
  const noise = crypto.randomBytes(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 2);
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const pixel = y * CAPTCHA_WIDTH + x;
      const target = pixel * 3;
      if ((noise[pixel * 2] ?? 255) < SPECKLE_BELOW) {
        out.fill((noise[pixel * 2 + 1] ?? 0) % 200, target, target + 3);
        continue;
      }
      const sx = Math.round((x + ampX * Math.sin(y * freqX + phaseX)) * SCALE);
      const sy = Math.round((y + ampY * Math.sin(x * freqY + phaseY)) * SCALE);
      if (sx < 0 || sy < 0 || sx >= sourceWidth || sy >= sourceHeight) {
        out.set(BACKGROUND, target);
        continue;
      }
      source.copy(out, target, (sy * sourceWidth + sx) * 3, (sy * sourceWidth + sx) * 3 + 3);
    }
  }
  return sharp(out, { raw: { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, channels: 3 } })
    .png()
    .toBuffer();
}
