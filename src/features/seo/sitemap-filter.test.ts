import { describe, expect, it } from 'vitest';
import { isSitemapPath, robotsTxt } from './sitemap-filter.ts';

describe('isSitemapPath', () => {
  it.each([
    '/',
    '/nz/',
    '/au/',
    '/products/',
    '/products/strata-bim/',
    '/products/strata-bim/features/',
    '/nz/products/strata-bim/buy-now/',
    '/knowledge-hub/',
    '/knowledge-hub/bim-in-2025/',
    '/manufacturing/',
    '/nz/services/training/',
    '/privacy/',
    '/standard-terms-and-conditions/',
    '/nz/training-course/',
    '/searchlight-suite/',
    '/application-notes/',
    '/apis-explained/',
  ])('lists content page %s', (path) => {
    expect(isSitemapPath(path)).toBe(true);
  });

  it.each([
    '/app',
    '/app/',
    '/app/account/',
    '/app/cart',
    '/app/thank-you-for-your-order/',
    '/API/contacts',
    '/api/web-orders',
    '/search',
    '/search/',
    '/404',
    '/404/',
    '/404.html',
    '/500/',
    '/offline/',
    '/preview',
    '/preview/page/abc/',
    '/nz/preview/',
    '/nz/app/',
    '/au/search/',
    '/page-data/app-data.json',
    '/robots.txt',
    '/sitemap-index.xml',
    '/logo.svg',
    '/_dev-layout/',
    '/drafts.page/',
    '/%E0%A4%A',
    'relative/path',
    '//evil.example/',
  ])('leaves out %s', (path) => {
    expect(isSitemapPath(path)).toBe(false);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the app, API and search, and points at the sitemap index', () => {
    const text = robotsTxt('https://www.tasmancad.example/sitemap-index.xml');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    for (const line of ['Disallow: /app/', 'Disallow: /api/', 'Disallow: /search']) expect(text).toContain(line);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain('Sitemap: https://www.tasmancad.example/sitemap-index.xml\n');
  });
});
