import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  headerTag,
  keptHeaders,
  matchesEtag,
  MAX_TAG_HEADER_BYTES,
  OVERFLOW_TAG,
  pageCacheControl,
  pageCacheKey,
  policyUntil,
  purgeRequestTags,
  purgeTags,
  sharedCacheControl,
} from './http.ts';
import { SITE_WIDE_TAGS } from './tags.ts';

const get = (address: string) => pageCacheKey('GET', new URL(address));

describe('pageCacheKey', () => {
  it('keys GET and HEAD alike by scheme, host, path and query; other methods are never cached', () => {
    const url = new URL('https://shop.example/products/fixture-cad/');
    expect(pageCacheKey('GET', url)).toBe('https://shop.example/products/fixture-cad/');
    expect(pageCacheKey('HEAD', url)).toBe(pageCacheKey('GET', url));
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(pageCacheKey(method, url)).toBeUndefined();
  });

  it('never caches endpoints, the app, payments, previews, the search protocol or framework files', () => {
    for (const path of [
      '/api',
      '/api/cart',
      '/app',
      '/app/orders/',
      '/pay',
      '/pay/test/',
      '/preview',
      '/preview/page-home/',
      '/1/indexes/products/query',
      '/_astro/index.js',
    ]) {
      expect(get(`https://shop.example${path}`), path).toBeUndefined();
    }
  });

  it('keys GET /api/values, an endpoint only a publish changes (the route still has to ask)', () => {
    expect(get('https://shop.example/api/values')).toBe('https://shop.example/api/values/');
    expect(get('https://shop.example/api/values/more')).toBeUndefined();
  });

  it('a page whose path only starts like a never-cached folder is still cached', () => {
    for (const path of [
      '/apis-explained/',
      '/application-notes/',
      '/payment-options/',
      '/previews-of-2025/',
      '/100-tips/',
      '/products/api/',
    ]) {
      expect(get(`https://shop.example${path}`), path).toBeDefined();
    }
  });

  it('sorts query parameters: the same parameters in any order are one key', () => {
    expect(get('https://shop.example/products/?sort=name&page=2')).toBe(
      'https://shop.example/products/?page=2&sort=name',
    );
    expect(get('https://shop.example/products/?page=2&sort=name')).toBe(
      get('https://shop.example/products/?sort=name&page=2'),
    );
  });

  it('drops campaign tracking parameters (utm_*, gclid, fbclid, in any case): one page however it was linked', () => {
    const plain = get('https://shop.example/blog/');
    expect(get('https://shop.example/blog/?utm_source=news&utm_medium=email&UTM_Campaign=x&gclid=abc&fbclid=def')).toBe(
      plain,
    );
    expect(get('https://shop.example/blog/?utm_source=news&page=2&gclid=abc')).toBe(
      'https://shop.example/blog/?page=2',
    );
    expect(plain).toBe('https://shop.example/blog/');
  });

  it('a path with and without its trailing slash is one key', () => {
    expect(get('https://shop.example/products')).toBe(get('https://shop.example/products/'));
    expect(get('https://shop.example/')).toBe('https://shop.example/');
  });

  it('scheme and host (with its port) are part of the key', () => {
    const keys = new Set([
      get('https://shop.example/about/'),
      get('http://shop.example/about/'),
      get('https://other.example/about/'),
      get('https://shop.example:8443/about/'),
    ]);
    expect(keys.size).toBe(4);
  });

  it('a query longer than 256 characters (tracking parameters aside) is not kept', () => {
    expect(get(`https://shop.example/search/?q=${'x'.repeat(254)}`)).toBeDefined(); // 256 characters
    expect(get(`https://shop.example/search/?q=${'x'.repeat(255)}`)).toBeUndefined();
    expect(get(`https://shop.example/search/?q=short&utm_content=${'x'.repeat(500)}`)).toBe(
      'https://shop.example/search/?q=short',
    );
  });
});

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli whenever it is accepted, whatever the order or weights', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0.1', both)).toBe('br');
    expect(chooseEncoding('BR', both)).toBe('br');
  });

  it('falls back to gzip when brotli is not accepted or not available', () => {
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });

  it('q=0 refuses an encoding', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br ; q=0, gzip;q=0', both)).toBeUndefined();
  });

  it('* accepts any encoding not named, and *;q=0 refuses them', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0', both)).toBeUndefined();
    expect(chooseEncoding('gzip, *;q=0', both)).toBe('gzip');
  });

  it('no header, an empty one or only identity: the plain body', () => {
    expect(chooseEncoding(null, both)).toBeUndefined();
    expect(chooseEncoding('', both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding('br, gzip', [])).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  const etag = 'W/"abc123"';

  it('compares weakly: the weak and the strong form of one validator match each other', () => {
    expect(matchesEtag('W/"abc123"', etag)).toBe(true);
    expect(matchesEtag('"abc123"', etag)).toBe(true);
    expect(matchesEtag('W/"abc123"', '"abc123"')).toBe(true);
  });

  it('another validator does not match', () => {
    expect(matchesEtag('W/"abc124"', etag)).toBe(false);
    expect(matchesEtag('"abc12"', etag)).toBe(false);
  });

  it('finds the validator in a list, with or without spaces', () => {
    expect(matchesEtag('"old", W/"abc123"', etag)).toBe(true);
    expect(matchesEtag('"old",W/"abc123" ,"older"', etag)).toBe(true);
    expect(matchesEtag('"old", "older"', etag)).toBe(false);
  });

  it('* matches any page; no header matches none', () => {
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag(null, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
  });
});

describe('purgeTags', () => {
  it('puts the site-wide tags first, then documents, listings and the rest, each once', () => {
    const tags = purgeTags([
      'p:/products/',
      't:blog',
      'd:product-a',
      ...SITE_WIDE_TAGS,
      'routes',
      'd:product-a',
      't:blog',
    ]);
    expect(tags.slice(0, SITE_WIDE_TAGS.length).toSorted()).toEqual(SITE_WIDE_TAGS.map(headerTag).toSorted());
    expect(tags.slice(SITE_WIDE_TAGS.length)).toEqual(['d:product-a', 't:blog', 'routes']);
  });

  it('tags that fit are all kept, without the overflow tag', () => {
    const tags = purgeTags([...SITE_WIDE_TAGS, 'd:a', 'd:b']);
    expect(tags).toHaveLength(SITE_WIDE_TAGS.length + 2);
    expect(tags).not.toContain(OVERFLOW_TAG);
  });

  it('caps the header at MAX_TAG_HEADER_BYTES: the site-wide tags stay, the rest give way to OVERFLOW_TAG', () => {
    const many = Array.from({ length: 2_000 }, (_, index) => `d:document-${String(index).padStart(5, '0')}`);
    const tags = purgeTags(['p:/late-path/', ...many, ...SITE_WIDE_TAGS]);
    expect(tags.join(',').length).toBeLessThanOrEqual(MAX_TAG_HEADER_BYTES);
    expect(tags.join(' ').length).toBeLessThanOrEqual(MAX_TAG_HEADER_BYTES);
    expect(tags.at(-1)).toBe(OVERFLOW_TAG);
    expect(tags.slice(0, SITE_WIDE_TAGS.length).toSorted()).toEqual(SITE_WIDE_TAGS.map(headerTag).toSorted());
    expect(tags).not.toContain('p:/late-path/');
    expect(tags.length).toBeGreaterThan(50);
  });

  it('the served-path tags of a page become one routes tag for the CDN', () => {
    expect(purgeTags(['d:a', 'p:/one/', 'p:/two/', 'p:/three/'])).toEqual(['d:a', 'routes']);
  });

  it('a purge names the tags as pages carry them, and the overflow tag', () => {
    expect(purgeRequestTags(['d:a b', 'p:/new/', 't:blog', 'routes'])).toEqual([
      'd:a%20b',
      'routes',
      't:blog',
      OVERFLOW_TAG,
    ]);
  });

  it('encodes characters so that no comma, space or quote survives, and distinct tags stay distinct', () => {
    const tags = purgeTags(['d:/a path/with,comma/', 'd:quote"d', 'd:/café/', 'd:/a%2C/', 'd:/a,/']);
    for (const tag of tags) expect(tag).toMatch(/^[A-Za-z0-9._:/*!~'()%-]+$/);
    expect(tags).toContain('d:/a%20path/with%2Ccomma/');
    expect(tags).toContain('d:/caf%C3%A9/');
    expect(tags).toContain('d:/a%252C/');
    expect(tags).toContain('d:/a%2C/');
    expect(new Set(tags).size).toBe(5);
  });
});

describe('Cache-Control', () => {
  const policy = { maxAge: 86_400, staleWhileRevalidate: 60, staleIfError: 604_800 };

  it('browsers revalidate every time; shared caches read s-maxage and the stale windows', () => {
    expect(pageCacheControl(policy)).toBe(
      'public, max-age=0, must-revalidate, s-maxage=86400, stale-while-revalidate=60, stale-if-error=604800',
    );
  });

  it('CDN-Cache-Control gives the CDN its own max-age and stale windows, without must-revalidate', () => {
    expect(sharedCacheControl(policy)).toBe('public, max-age=86400, stale-while-revalidate=60, stale-if-error=604800');
  });

  it('a page whose prices change at a promo boundary is kept by a shared cache only until then, never served stale past it', () => {
    const now = Date.parse('2026-11-30T23:00:00Z');
    const boundary = Date.parse('2026-12-01T00:00:00Z');
    expect(policyUntil(policy, boundary, now)).toEqual({
      maxAge: 3600,
      staleWhileRevalidate: 0,
      staleIfError: 604_800,
    });
    expect(sharedCacheControl(policyUntil(policy, boundary, boundary - 1500))).toBe(
      'public, max-age=1, stale-while-revalidate=0, stale-if-error=604800',
    );
    expect(policyUntil(policy, boundary, boundary + 5000).maxAge).toBe(0);
    expect(policyUntil(policy, boundary + 2 * 86_400_000, now)).toBe(policy);
    expect(policyUntil(policy, undefined, now)).toBe(policy);
  });
});

describe('keptHeaders', () => {
  it('keeps the headers of the page (type, security policy) and drops those of one answer', () => {
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "script-src 'sha256-x'",
      'Set-Cookie': 'session=1',
      ETag: 'W/"x"',
      'Cache-Control': 'no-store',
      'X-Request-Id': 'r1',
      Date: 'now',
      'Content-Length': '10',
    });
    expect(
      keptHeaders(headers)
        .map(([name]) => name)
        .toSorted(),
    ).toEqual(['content-security-policy', 'content-type']);
  });
});
