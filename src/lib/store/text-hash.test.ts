import { describe, expect, it } from 'vitest';
import { STORED_TEXT_HASH_PATTERN, storedTextHash } from './text-hash.ts';

describe('storedTextHash', () => {
  it("is FNV-1a's 32 bits in base 36 (the published test vectors)", () => {
    expect(storedTextHash('')).toBe((0x811c9dc5).toString(36));
    expect(storedTextHash('a')).toBe((0xe40c292c).toString(36));
    expect(storedTextHash('foobar')).toBe((0xbf9cf968).toString(36));
  });

  it('tells apart texts that differ by one character, and always fits its pattern', () => {
    const cart = JSON.stringify([{ lineitem_id: 'A', quantity: 1 }]);
    expect(storedTextHash(cart)).not.toBe(storedTextHash(cart.replace('1', '2')));
    for (const text of ['', cart, 'Ōtautahi 🚀', 'x'.repeat(10_000)])
      expect(storedTextHash(text)).toMatch(STORED_TEXT_HASH_PATTERN);
  });
});
