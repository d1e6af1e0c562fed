import { describe, expect, it } from 'vitest';
import { jsonCodec } from './codec.ts';
import { readArrayOf, readString } from './stored-shapes.ts';
import { isCartLine, isRegionCode, isUser } from './types.ts';

describe('jsonCodec', () => {
  const strings = jsonCodec(readArrayOf(readString), ['fallback']);

  it('round-trips a value that reads', () => {
    const encoded = strings.encode(['a', 'b']);
    expect(encoded).toBe('["a","b"]');
    expect(strings.decode(encoded ?? '')).toEqual(['a', 'b']);
  });

  it('falls back on corrupt JSON without throwing', () => {
    expect(strings.decode('{not json')).toEqual(['fallback']);
    expect(strings.decode('')).toEqual(['fallback']);
    expect(strings.decode('undefined')).toEqual(['fallback']);
  });

  it('falls back on a stored value of the wrong shape', () => {
    expect(strings.decode('[1, 2]')).toEqual(['fallback']);
    expect(strings.decode('{"a": 1}')).toEqual(['fallback']);
    expect(strings.decode('null')).toEqual(['fallback']);
  });

  it('encodes undefined as "remove the key"', () => {
    const optionalUser = jsonCodec<unknown>((value) => value, undefined);
    expect(optionalUser.encode(undefined)).toBeUndefined();
  });

  it('does not throw on values JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const codec = jsonCodec<unknown>((value) => value, undefined);
    expect(codec.encode(cyclic)).toBeUndefined();
    expect(codec.encode(10n)).toBeUndefined();
  });
});

describe('stored shapes', () => {
  it('accepts only known region codes', () => {
    expect(isRegionCode('nz')).toBe(true);
    expect(isRegionCode('au')).toBe(true);
    expect(isRegionCode('us')).toBe(false);
    expect(isRegionCode('NZ')).toBe(false);
  });

  it('checks the fields the cart reads and keeps the rest', () => {
    const line = {
      lineitem_id: 'AB12CD34',
      _key: 'k1',
      quantity: 2,
      title: 'Strata BIM',
      extra: true,
      product: { product_id: 'p1' },
      price: { currency: 'NZD', amount: '10.00', price_id: 'pr1' },
    };
    expect(isCartLine(line)).toBe(true);
    expect(isCartLine({ ...line, quantity: '2' })).toBe(false);
    expect(isCartLine({ ...line, product: {} })).toBe(false);
    expect(isCartLine({ ...line, price: { currency: 'NZD' } })).toBe(false);
  });

  it('accepts a partial user and rejects wrong field types', () => {
    expect(isUser({ uid: 'u1', email: 'a@b.nz', marketingInfo: { any: 'thing' } })).toBe(true);
    expect(isUser({ uid: 42 })).toBe(false);
    expect(isUser({ emailVerified: 'yes' })).toBe(false);
    expect(isUser([])).toBe(false);
  });
});
