import { describe, expect, it } from 'vitest';
import { cookieValue, rawCookieValue } from './cookies.ts';

describe('cookieValue', () => {
  it('finds the named cookie among others and decodes it', () => {
    expect(cookieValue('a=1; hubspotutk=abc%20def; b=2', 'hubspotutk')).toBe('abc def');
  });
  it('keeps an equals sign inside the value', () => {
    expect(cookieValue('grant=x.y=z', 'grant')).toBe('x.y=z');
  });
  it('answers undefined when the header or the cookie is absent', () => {
    expect(cookieValue(null, 'grant')).toBeUndefined();
    expect(cookieValue('other=1', 'grant')).toBeUndefined();
    expect(cookieValue('grant', 'grant')).toBeUndefined();
  });
  it('answers undefined for a value that is not valid percent-encoding', () => {
    expect(cookieValue('grant=%E0%A4%A', 'grant')).toBeUndefined();
  });
});

describe('rawCookieValue', () => {
  it('answers the value as sent, for a value with its own encoding', () => {
    expect(rawCookieValue('a=1; cart=1.x|A:B+c%2C:d=e; b=2', 'cart')).toBe('1.x|A:B+c%2C:d=e');
    expect(rawCookieValue('cart=%E0%A4%A', 'cart')).toBe('%E0%A4%A');
    expect(rawCookieValue('other=1; cart', 'cart')).toBeUndefined();
  });
});
