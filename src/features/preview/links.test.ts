import { describe, expect, it } from 'vitest';
import type { Route } from '../content/site-routes.ts';
import { previewLinkMap, rewritePreviewLinks } from './links.ts';

const routes: Route[] = [
  {
    kind: 'product',
    path: '/products/strata/',
    productId: 'product-strata',
    subpage: 'overview',
    canonicalPath: '/products/strata/',
  },
  {
    kind: 'product',
    path: '/nz/products/strata/',
    productId: 'product-strata',
    subpage: 'overview',
    region: 'nz',
    canonicalPath: '/nz/products/strata/',
  },
  { kind: 'page', path: '/about-us/', pageId: 'page-about' },
  { kind: 'trainingCatalogue', path: '/nz/training-course/', region: 'nz' },
];

describe('links inside a preview', () => {
  const map = previewLinkMap(routes, new Set(['product-strata']));

  it('send every page of a drafted document to its preview, keeping query and hash', () => {
    const html = '<a href="/nz/products/strata/">A</a><a href="/products/strata?tab=1#buy">B</a>';
    expect(rewritePreviewLinks(html, map)).toBe(
      '<a href="/preview/product-strata/">A</a><a href="/preview/product-strata/?tab=1#buy">B</a>',
    );
  });

  it('leave links to documents without drafts, other sites and assets alone', () => {
    const html =
      '<a href="/about-us/">x</a><a href="https://example.com/products/strata/">y</a><link href="/_astro/a.css">';
    expect(rewritePreviewLinks(html, map)).toBe(html);
  });
});
