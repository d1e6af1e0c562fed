/**
 * Deterministic randomness for the generator: a seeded PRNG (mulberry32) and Sanity-style `_key`s.
 * Nothing here reads the clock or Math.random, so the same command always writes the same bytes.
 */

/** A 32-bit FNV-1a hash of a string, used to seed per-item generators. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded random source with the few helpers the generator needs. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** `count` distinct items of a list (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
}

/** A mulberry32 generator seeded from a number or a string. */
export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(int(0, pool.length - 1), 1));
    return chosen;
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
}

const keyRng = createRng('tasman-cad-keys');
const usedKeys = new Set<string>();

/** A fresh 12-character `_key`, unique across the whole run (so unique within every array). */
export function key(): string {
  for (;;) {
    const candidate = Array.from({ length: 12 }, () => '0123456789abcdef'[keyRng.int(0, 15)]).join('');
    if (!usedKeys.has(candidate)) {
      usedKeys.add(candidate);
      return candidate;
    }
  }
}
