import type { Reader } from './stored-shapes.ts';

/** Prefix of every localStorage key the site writes. */
export const STORAGE_PREFIX = 'tasman:';

/** How a persisted value is written to and read from a localStorage string. */
export interface JsonCodec<T> {
  /** A JSON string, or `undefined` to remove the key (for `undefined` or unserialisable values). */
  encode: (value: T) => string | undefined;
  /** The stored value if it parses and reads (stored-shapes.ts), else the fallback. Never throws. */
  decode: (encoded: string) => T;
}

/**
 * A JSON codec checked by a reader: corrupt, foreign or outdated stored values fall back to the
 * default instead of throwing or leaking a wrong shape into the islands.
 */
export function jsonCodec<T>(read: Reader<T>, fallback: T): JsonCodec<T> {
  return {
    encode(value) {
      if (value === undefined) return undefined;
      try {
        return JSON.stringify(value);
      } catch {
        // Cycles or BigInt: keep the value in memory only.
        return undefined;
      }
    },
    decode(encoded) {
      try {
        return read(JSON.parse(encoded)) ?? fallback;
      } catch {
        return fallback;
      }
    },
  };
}
