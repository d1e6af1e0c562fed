import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret.server.ts';

describe('sameSecret', () => {
  const secret = 'x'.repeat(40);
  it('matches only the same text', () => {
    expect(sameSecret(secret, secret)).toBe(true);
    expect(sameSecret(`${secret}y`, secret)).toBe(false);
    expect(sameSecret('short', secret)).toBe(false);
    expect(sameSecret('', secret)).toBe(false);
  });
  it('never matches an absent value', () => {
    expect(sameSecret(undefined, secret)).toBe(false);
  });
  it('compares characters, not their normalised forms', () => {
    expect(sameSecret('e\u0301', '\u00e9')).toBe(false);
  });
});
