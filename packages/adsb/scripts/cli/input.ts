// Input side of the CLI: picks a framer by format and feeds it a file or stdin in chunks.

import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** Wire formats the CLI reads. */
export type Format = 'beast' | 'avr' | 'sbs';

/** Format from a file name, or undefined when the extension says nothing. */
export function formatFromName(path: string): Format | undefined {
  if (/\.(beast|bin)$/i.test(path)) return 'beast';
  if (/\.avr$/i.test(path)) return 'avr';
  if (/\.(sbs|csv|basestation)$/i.test(path)) return 'sbs';
  return undefined;
}

/** Format from the first bytes of a stream: 0x1a Beast, '*'/'@'/'%'/'<' AVR, else SBS. */
export function sniffFormat(first: Uint8Array): Format {
  const c = first[0];
  if (c === 0x1a) return 'beast';
  if (c === 0x2a || c === 0x40 || c === 0x25 || c === 0x3c) return 'avr';
  return 'sbs';
}

/** Opens FILE, or stdin for '-' / no argument. */
export function openInput(path: string | undefined): Readable {
  return path === undefined || path === '-' ? process.stdin : createReadStream(path);
}
