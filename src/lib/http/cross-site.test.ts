import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './cross-site.ts';

const url = new URL('https://shop.example/api/forms');
const request = (method: string, headers: Record<string, string>) => new Request(url, { method, headers });

describe('isCrossSiteWrite: Astro’s origin rule, answered as JSON by the middleware', () => {
  it('refuses a write from another origin with a form content type or none', () => {
    expect(
      isCrossSiteWrite(request('POST', { origin: 'https://evil.example', 'content-type': 'text/plain' }), url),
    ).toBe(true);
    expect(isCrossSiteWrite(request('DELETE', {}), url)).toBe(true);
  });

  it('lets through the site’s own writes, reads, other methods and JSON without Origin (webhooks)', () => {
    expect(
      isCrossSiteWrite(
        request('POST', { origin: 'https://shop.example', 'content-type': 'application/x-www-form-urlencoded' }),
        url,
      ),
    ).toBe(false);
    expect(isCrossSiteWrite(request('GET', {}), url)).toBe(false);
    expect(isCrossSiteWrite(request('PROPFIND', {}), url)).toBe(false);
    expect(isCrossSiteWrite(request('POST', { 'content-type': 'application/json' }), url)).toBe(false);
  });
});
