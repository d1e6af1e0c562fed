import { describe, expect, it } from 'vitest';
import { WEBORDER_ID_PATTERN, newWeborderId } from './order-id.ts';

describe('newWeborderId', () => {
  it("is 'WO-' and 8 uppercase letters and digits", () => {
    for (let i = 0; i < 200; i += 1) expect(newWeborderId()).toMatch(WEBORDER_ID_PATTERN);
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 500 }, () => newWeborderId())).size).toBe(500);
  });

  it('maps bytes onto A-Z0-9 and redraws bytes at or above 252 (no modulo bias)', () => {
    const sequence = [255, 252, 0, 25, 26, 35, 36, 251, 1, 2, 3];
    const random = (bytes: Uint8Array) => {
      bytes.fill(0);
      sequence.slice(0, bytes.length).forEach((value, index) => (bytes[index] = value));
      return bytes;
    };
    // 0→A, 25→Z, 26→0, 35→9, 36→A, 251→251%36=35→9, 1→B, 2→C
    expect(newWeborderId(random)).toBe('WO-AZ09A9BC');
  });
});
