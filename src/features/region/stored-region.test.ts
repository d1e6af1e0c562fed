import { describe, expect, it } from 'vitest';
import { buyerRegion } from './stored-region.ts';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'tasman:region' ? value : null) });

describe('the stored region, read without the store', () => {
  it('is the stored region code', () => {
    expect(buyerRegion(storage('"au"'))).toBe('au');
  });

  it('is the default region (nz) when nothing, or nothing valid, is stored', () => {
    expect(buyerRegion(storage(null))).toBe('nz');
    expect(buyerRegion(storage('"global"'))).toBe('nz');
    expect(buyerRegion(storage('{bad json'))).toBe('nz');
    expect(buyerRegion(undefined)).toBe('nz');
  });
});
