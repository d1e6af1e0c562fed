import { describe, expect, it } from 'vitest';
import { dropSitemapUrls, hasNoindex } from './sitemap-noindex.ts';

describe('sitemap without noindex pages', () => {
  it('sees a robots noindex meta tag, whatever the attribute order', () => {
    expect(hasNoindex('<head><meta name="robots" content="noindex"></head>')).toBe(true);
    expect(hasNoindex('<meta name="robots" content="noindex, follow">')).toBe(true);
    expect(hasNoindex('<meta name="description" content="noindex is a word">')).toBe(false);
    expect(hasNoindex('<meta name="robots" content="index, follow">')).toBe(false);
  });

  it('drops the url entries a predicate rejects and keeps the rest', () => {
    const xml = '<urlset><url><loc>https://x.example/</loc></url><url><loc>https://x.example/hidden/</loc><lastmod>2026-01-01</lastmod></url></urlset>';
    expect(dropSitemapUrls(xml, (loc) => loc.endsWith('/hidden/'))).toBe('<urlset><url><loc>https://x.example/</loc></url></urlset>');
  });
});
