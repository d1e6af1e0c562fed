import { describe, expect, it } from 'vitest';
import { bearerOf, tokenFingerprint, tokenMatches } from './bearer.server.ts';

describe('operator bearer tokens', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerOf('Bearer abc.def')).toBe('abc.def');
    expect(bearerOf('bearer   abc ')).toBe('abc');
    expect(bearerOf('Basic abc')).toBeUndefined();
    expect(bearerOf(null)).toBeUndefined();
  });

  it('matches the same token only, whatever the lengths', () => {
    const token = 'x'.repeat(40);
    expect(tokenMatches(token, token)).toBe(true);
    expect(tokenMatches(`${token}y`, token)).toBe(false);
    expect(tokenMatches('short', token)).toBe(false);
    expect(tokenMatches(undefined, token)).toBe(false);
  });

  it('names a token by 8 hex digits that do not contain it', () => {
    expect(tokenFingerprint('a-very-long-operator-token-of-32-chars')).toMatch(/^[0-9a-f]{8}$/);
  });
});
