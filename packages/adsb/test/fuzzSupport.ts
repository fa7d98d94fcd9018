// Helpers for the fuzz tests: a seeded generator (so every run feeds the same bytes), random
// frames that pass the CRC (so fuzzing reaches the field decoders, not just the CRC check), and a
// measure of how much data an object holds on to.
import { modesChecksum } from '../src/index.js';

/** Deterministic 32-bit generator (mulberry32): returns integers in [0, 2^32). */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Integer in [0, n). */
  below(n: number): number {
    return this.next() % n;
  }

  /** Fill `bytes` with random bytes; `escapeBias` of 256 of them become `biasByte`. */
  fill(bytes: Uint8Array, biasByte = -1, escapeBias = 0): Uint8Array {
    for (let i = 0; i < bytes.length; i++) {
      const r = this.next();
      bytes[i] = biasByte >= 0 && r >>> 24 < escapeBias ? biasByte : r & 0xff;
    }
    return bytes;
  }
}

/**
 * A random Mode S frame of downlink format `df` whose parity is valid: plain CRC for DF11/17/18,
 * CRC XOR a random address (AP) for the others. Returns its length in bytes.
 */
export function randomValidFrame(random: SeededRandom, df: number, out: Uint8Array): number {
  const bytes = df >= 16 ? 14 : 7;
  random.fill(out.subarray(0, bytes));
  out[0] = (df << 3) | ((out[0] ?? 0) & 7);
  const overlay = df === 11 || df === 17 || df === 18 ? 0 : random.below(0x1000000);
  const parity = (modesChecksum(out, bytes * 8) ^ overlay) & 0xffffff;
  out[bytes - 3] = parity >>> 16;
  out[bytes - 2] = (parity >>> 8) & 0xff;
  out[bytes - 1] = parity & 0xff;
  return bytes;
}

/**
 * Bytes an object holds in typed arrays, strings and arrays reachable through its own fields
 * (private ones included), up to `depth` levels: a framer that buffers what it is fed shows up
 * here whatever its field is called.
 */
export function retainedBytes(value: unknown, depth = 4, seen = new Set<unknown>()): number {
  if (typeof value === 'string') return value.length * 2;
  if (value === null || typeof value !== 'object' || seen.has(value) || depth < 0) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return value.buffer.byteLength;
  let total = 0;
  if (value instanceof Map) {
    for (const [k, v] of value)
      total += 16 + retainedBytes(k, depth - 1, seen) + retainedBytes(v, depth - 1, seen);
    return total;
  }
  const entries = Array.isArray(value) ? value : Object.values(value);
  for (const entry of entries) total += 8 + retainedBytes(entry, depth - 1, seen);
  return total;
}

/** One mebibyte. */
export const MB = 1024 * 1024;
/** No framer needs more than a few frames' worth of state, whatever it was fed. */
export const FRAMER_MEMORY_LIMIT = 16 * 1024;

/** Feed `total` bytes taken from random places of `source` to `feed`, in random-sized chunks. */
export function feedInChunks(
  random: SeededRandom,
  source: Uint8Array,
  total: number,
  feed: (chunk: Uint8Array) => void,
): void {
  let fed = 0;
  while (fed < total) {
    const start = random.below(source.length);
    const size = Math.min(1 + random.below(64 * 1024), source.length - start, total - fed);
    feed(source.subarray(start, start + size));
    fed += size;
  }
}

/** A buffer of `size` copies of `byte`. */
export function filled(size: number, byte: number): Uint8Array {
  return new Uint8Array(size).fill(byte);
}

/** ASCII bytes of `text`. */
export function ascii(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
