import { describe, expect, it } from 'vitest';
import { bearerOf, tokenFingerprint } from './bearer.server.ts';

describe('operator bearer tokens', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerOf('Bearer abc.def')).toBe('abc.def');
    expect(bearerOf('bearer   abc ')).toBe('abc');
    expect(bearerOf('Basic abc')).toBeUndefined();
    expect(bearerOf(null)).toBeUndefined();
  });

  it('names a token by 8 hex digits that do not contain it', () => {
    expect(tokenFingerprint('a-very-long-operator-token-of-32-chars')).toMatch(/^[0-9a-f]{8}$/);
  });
});
