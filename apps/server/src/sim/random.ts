// Seeded randomness: every choice the simulator makes comes from these, so a given SIM_SEED gives
// the same fleet, schedule and events. Each aircraft, leg and receiver draws from its own stream
// (seeded by hashing its identity), so adding one aircraft does not reshuffle all the others.

/** 32-bit FNV-1a style mix of numbers into a seed. */
export function hashSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash ^= part >>> 0;
    hash = Math.imul(hash, 0x01000193);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 12;
  }
  return hash >>> 0;
}

/** Numeric seed of a text (SIM_SEED may be any string). */
export function seedFromText(text: string): number {
  const codes = Array.from(text, (char) => char.charCodeAt(0));
  return hashSeed(codes.length, ...codes);
}

/** Mulberry32: small, fast and good enough for traffic (not for anything secret). */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [0, count). */
  int(count: number): number {
    return Math.floor(this.next() * count);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** An index chosen with probability proportional to its weight (all weights ≥ 0). */
  weighted(weights: ArrayLike<number>): number {
    let total = 0;
    for (let i = 0; i < weights.length; i++) total += weights[i] ?? 0;
    let pick = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      pick -= weights[i] ?? 0;
      if (pick < 0) return i;
    }
    return weights.length - 1;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}
