import { describe, expect, it } from 'vitest';
import { LINE_ID_PATTERN, WEBORDER_ID_PATTERN, newLineId, newWeborderId } from './ids.ts';

/** A random source that answers `values` from the end (nanoid reads its bytes last first), zeros before them. */
const bytes = (values: readonly number[]) => (size: number) => {
  const answer = new Uint8Array(size);
  answer.set([...values].reverse(), size - values.length);
  return answer;
};

describe('order ids', () => {
  it("number orders 'WO-' and 8 uppercase letters and digits, and lines 8 of the same", () => {
    for (let i = 0; i < 200; i += 1) {
      expect(newWeborderId()).toMatch(WEBORDER_ID_PATTERN);
      expect(newLineId()).toMatch(LINE_ID_PATTERN);
    }
  });

  it('differ between calls', () => {
    expect(new Set(Array.from({ length: 500 }, () => newWeborderId())).size).toBe(500);
    expect(new Set(Array.from({ length: 500 }, () => newLineId())).size).toBe(500);
  });

  it('map bytes onto A-Z0-9 and redraw bytes at or above 252 (no modulo bias)', () => {
    // 255 and 252 are redrawn; 0→A, 25→Z, 26→0, 35→9, 36→A, 251→251%36=35→9, 1→B, 2→C
    const sequence = [255, 252, 0, 25, 26, 35, 36, 251, 1, 2, 3];
    expect(newWeborderId(bytes(sequence))).toBe('WO-AZ09A9BC');
    expect(newLineId(bytes([255, 254, 253, 252, 0, 1, 2, 3, 4, 5, 6, 7]))).toBe('ABCDEFGH');
  });
});
