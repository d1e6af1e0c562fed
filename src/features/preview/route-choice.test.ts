import { describe, expect, it } from 'vitest';
import type { Route } from '../content/site-routes.ts';
import { previewRouteFor, sitePathOf } from './route-choice.ts';

const routes: Route[] = [
  { kind: 'page', path: '/', pageId: 'page-home' },
  {
    kind: 'product',
    path: '/products/strata-bim/',
    productId: 'product-strata-bim',
    subpage: 'overview',
    canonicalPath: '/products/strata-bim/',
  },
  {
    kind: 'product',
    path: '/products/strata-bim/features/',
    productId: 'product-strata-bim',
    subpage: 'features',
    canonicalPath: '/products/strata-bim/features/',
  },
  {
    kind: 'product',
    path: '/nz/products/strata-bim/',
    productId: 'product-strata-bim',
    subpage: 'overview',
    region: 'nz',
    canonicalPath: '/products/strata-bim/',
  },
  { kind: 'page', path: '/about-us/', pageId: 'page-about-us' },
];
const product = { _id: 'product-strata-bim', _type: 'productFamily' };

describe('which page a preview shows', () => {
  it('shows the page the Studio asks for when it is one of the document’s', () => {
    expect(previewRouteFor(routes, product, '/nz/products/strata-bim/')?.path).toBe('/nz/products/strata-bim/');
    expect(previewRouteFor(routes, product, '/products/strata-bim/features')?.path).toBe(
      '/products/strata-bim/features/',
    );
    expect(previewRouteFor(routes, product, '/products/strata-bim/features/?region=nz#top')?.path).toBe(
      '/products/strata-bim/features/',
    );
  });

  it('shows the document’s first page without `at`, or when `at` is another document’s page or no site path', () => {
    for (const at of [
      undefined,
      null,
      '',
      '/about-us/',
      '/nowhere/',
      'https://example.com/products/strata-bim/',
      '//example.com/x/',
    ]) {
      expect(previewRouteFor(routes, product, at)?.path).toBe('/products/strata-bim/');
    }
  });

  it('previews the site configuration on the home page, or on any page the Studio asks for', () => {
    const siteConfig = { _id: 'siteConfig', _type: 'siteConfig' };
    expect(previewRouteFor(routes, siteConfig)?.path).toBe('/');
    expect(previewRouteFor(routes, siteConfig, '/about-us')?.path).toBe('/about-us/');
    expect(previewRouteFor(routes, siteConfig, '/nowhere/')?.path).toBe('/');
  });

  it('finds nothing for a document without a page', () => {
    expect(previewRouteFor(routes, { _id: 'team-ana-lee', _type: 'teamMember' }, '/about-us/')).toBeUndefined();
  });

  it('reads `at` as a site path', () => {
    expect(sitePathOf('/a/b')).toBe('/a/b/');
    expect(sitePathOf(' /a/ ')).toBe('/a/');
    expect(sitePathOf('a/b')).toBeUndefined();
  });
});
