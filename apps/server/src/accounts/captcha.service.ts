import crypto from 'node:crypto';
import type { Db } from '../db/db';
import { consumeSecret, storeSecret } from './one-time.repo';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/l). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const CAPTCHA_TTL_MS = 5 * 60_000;
const WIDTH = 120;
const HEIGHT = 40;

function pick(max: number): number {
  return crypto.randomInt(max);
}

/** The captcha picture of `text`: rotated, jittered glyphs over noise curves. */
export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const [x1, y1, cx, cy, x2, y2] = [
      0,
      pick(HEIGHT),
      pick(WIDTH),
      pick(HEIGHT),
      WIDTH,
      pick(HEIGHT),
    ];
    parts.push(
      `<path d="M${x1} ${y1} Q${cx} ${cy} ${x2} ${y2}" stroke="hsl(${pick(360)},60%,45%)" fill="none" stroke-width="${1 + pick(2)}"/>`,
    );
  }
  Array.from(text).forEach((char, index) => {
    const x = 14 + index * 26 + pick(6);
    const y = 28 + pick(6);
    const angle = pick(50) - 25;
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-size="${24 + pick(6)}" font-weight="bold" fill="hsl(${pick(360)},55%,35%)" transform="rotate(${angle} ${x} ${y})">${char}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f6f8"/>${parts.join('')}</svg>`;
}

/** Creates a new captcha for `uuid` (replacing an older one) and returns its picture. */
export async function createCaptcha(db: Db, uuid: string): Promise<{ svg: string; text: string }> {
  let text = '';
  for (let i = 0; i < LENGTH; i += 1) text += ALPHABET[pick(ALPHABET.length)] ?? 'A';
  await storeSecret(db, 'captcha', uuid, text, CAPTCHA_TTL_MS);
  return { svg: renderCaptchaSvg(text), text };
}

/** Checks the answer to the captcha `uuid` (case-blind); each captcha can be tried once. */
export async function verifyCaptcha(db: Db, uuid: string, answer: string): Promise<boolean> {
  const matched = await consumeSecret(db, 'captcha', uuid, answer.trim().toUpperCase());
  // A wrong answer must not leave the same picture guessable again.
  if (!matched) await storeSecret(db, 'captcha', uuid, crypto.randomUUID(), 1);
  return matched;
}
