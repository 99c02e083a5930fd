// A small deterministic generator (mulberry32) for the tests that draw generated cases, so a
// failure names a case that comes again with the same seed.

/** Numbers in [0, 1), the same sequence for the same seed. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
