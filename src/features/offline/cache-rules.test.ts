import { describe, expect, it } from 'vitest';
import { cacheRuleFor } from './cache-rules.ts';

const ORIGIN = 'https://shop.example';
const rule = (path: string, { method = 'GET', mode = 'no-cors', origin = ORIGIN } = {}) =>
  cacheRuleFor({ method, url: `${origin}${path}`, mode }, ORIGIN);

describe('cacheRuleFor (service worker)', () => {
  it('keeps visited pages and their assets', () => {
    expect(rule('/nz/about-us/', { mode: 'navigate' })).toBe('page');
    expect(rule('/_astro/Header.abc123.js')).toBe('cache-first');
    expect(rule('/favicon.svg')).toBe('network-first');
  });

  it('never serves /app/*, /api/*, search, payment or preview from the cache', () => {
    for (const path of [
      '/app/',
      '/app/cart/',
      '/api/health',
      '/api/location?lat=1&lon=1',
      '/1/indexes/*/queries',
      '/pay/W1/',
      '/preview/',
      '/build.json',
      '/sw.js',
    ]) {
      expect(rule(path, { mode: path.startsWith('/app') ? 'navigate' : 'cors' }), path).toBe('network-only');
    }
  });

  it('leaves other methods and other origins to the network', () => {
    expect(rule('/nz/', { method: 'POST', mode: 'navigate' })).toBe('network-only');
    expect(rule('/gtm.js', { origin: 'https://www.googletagmanager.com' })).toBe('network-only');
  });

  it('does not mistake a path that merely starts like a reserved one', () => {
    expect(rule('/application-notes/', { mode: 'navigate' })).toBe('page');
    expect(rule('/apis-explained/', { mode: 'navigate' })).toBe('page');
  });
});
