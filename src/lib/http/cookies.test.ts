import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies.ts';

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
