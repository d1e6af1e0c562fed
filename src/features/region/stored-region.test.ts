import { describe, expect, it } from 'vitest';
import { storedRegion } from './stored-region.ts';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'tasman:region' ? value : null) });

describe('the stored region, read without the store', () => {
  it('is the stored region code', () => {
    expect(storedRegion(storage('"au"'))).toBe('au');
  });

  it('is the default region (nz) when nothing, or nothing valid, is stored', () => {
    expect(storedRegion(storage(null))).toBe('nz');
    expect(storedRegion(storage('"global"'))).toBe('nz');
    expect(storedRegion(storage('{bad json'))).toBe('nz');
    expect(storedRegion(undefined)).toBe('nz');
  });
});
