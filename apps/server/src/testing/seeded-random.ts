/**
 * A deterministic random source in [0, 1) (xorshift32) for tests and benchmarks: the same seed
 * gives the same traffic and the same chunk boundaries on every run and machine.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}
