import { describe, expect, it } from 'vitest';
import { pageCacheSettings } from './settings.ts';

describe('page cache settings', () => {
  it('defaults: 64 MB, a CDN keeps a page a moment, no purge and no tag header', () => {
    expect(pageCacheSettings({})).toEqual({
      maxBytes: 64 * 1024 * 1024,
      shared: { maxAge: 1, staleWhileRevalidate: 2, staleIfError: 86_400 },
      purge: undefined,
      tagHeader: undefined,
    });
  });

  it('with a purge URL a CDN keeps pages a day and pages carry Cache-Tag', () => {
    const settings = pageCacheSettings({ CDN_PURGE_URL: 'https://purge.example/cdn', CDN_PURGE_TOKEN: 'token' });
    expect(settings.shared.maxAge).toBe(86_400);
    expect(settings.purge).toEqual({ url: 'https://purge.example/cdn', token: 'token', style: 'generic' });
    expect(settings.tagHeader).toBe('Cache-Tag');
  });

  it('CDN_TAG_HEADER chooses Surrogate-Key, or none', () => {
    expect(
      pageCacheSettings({ CDN_PURGE_URL: 'https://purge.example/', CDN_TAG_HEADER: 'Surrogate-Key' }).tagHeader,
    ).toBe('Surrogate-Key');
    expect(
      pageCacheSettings({ CDN_PURGE_URL: 'https://purge.example/', CDN_TAG_HEADER: 'none' }).tagHeader,
    ).toBeUndefined();
    expect(pageCacheSettings({ CDN_TAG_HEADER: 'Surrogate-Key' }).tagHeader).toBe('Surrogate-Key');
  });

  it('CDN_PURGE_STYLE=varnish purges the Varnish way and pages carry Surrogate-Key, which xkey reads', () => {
    const settings = pageCacheSettings({ CDN_PURGE_URL: 'http://127.0.0.1:8080/', CDN_PURGE_STYLE: 'varnish' });
    expect(settings.purge).toEqual({ url: 'http://127.0.0.1:8080/', token: undefined, style: 'varnish' });
    expect(settings.tagHeader).toBe('Surrogate-Key');
    expect(() => pageCacheSettings({ CDN_PURGE_STYLE: 'fastly' })).toThrow(/CDN_PURGE_STYLE: generic or varnish/);
  });

  it('a bad value names the variable', () => {
    expect(() => pageCacheSettings({ PAGE_CACHE_MAX_MB: 'lots' })).toThrow(/PAGE_CACHE_MAX_MB/);
    expect(() => pageCacheSettings({ CDN_PURGE_URL: 'ftp://purge.example/' })).toThrow(/CDN_PURGE_URL/);
    expect(() => pageCacheSettings({ CDN_TAG_HEADER: 'Edge-Tag' })).toThrow(
      /CDN_TAG_HEADER: Cache-Tag, Surrogate-Key or none/,
    );
  });
});
