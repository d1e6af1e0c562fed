import { describe, expect, it } from 'vitest';
import { documentRoutes } from './document-routes.ts';

const regions = [
  { _id: 'region-nz', _type: 'region', iban: 'nz', title: 'New Zealand' },
  { _id: 'region-au', _type: 'region', iban: 'au', title: 'Australia' },
  { _id: 'region-global', _type: 'globalised', title: 'Global' },
];
const block = { _type: 'text', _key: 'k1', body: 'Hello' };

describe('documentRoutes: where one document appears', () => {
  it('a product in both regions: its global and regional pages, including published sub-pages only', () => {
    const product = {
      _id: 'drafts.product-strata',
      _type: 'productFamily',
      slug: { current: 'strata' },
      regions: [{ _ref: 'region-global' }],
      overview: [block],
      features: [block],
      publishFeatures: true,
      technical: [block],
      publishTechnical: false,
      hasBuyNowPage: true,
    };
    expect(documentRoutes(product, regions).map((route) => route.path)).toEqual([
      '/products/strata/',
      '/products/strata/features/',
      '/products/strata/buy-now/',
      '/nz/products/strata/',
      '/nz/products/strata/features/',
      '/nz/products/strata/buy-now/',
      '/au/products/strata/',
      '/au/products/strata/features/',
      '/au/products/strata/buy-now/',
    ]);
  });

  it('a regional page is under its region; a home page at the region root', () => {
    expect(
      documentRoutes(
        { _id: 'p', _type: 'page', slug: { current: 'about-us' }, region: { _ref: 'region-au' } },
        regions,
      ).map((r) => r.path),
    ).toEqual(['/au/about-us/']);
    expect(
      documentRoutes(
        { _id: 'h', _type: 'page', slug: { current: 'home' }, template: 'home', region: { _ref: 'region-nz' } },
        regions,
      ).map((r) => r.path),
    ).toEqual(['/nz/']);
  });

  it('blogs, courses and industries', () => {
    expect(documentRoutes({ _id: 'b', _type: 'blog', slug: { current: 'news' } }, regions).map((r) => r.path)).toEqual([
      '/knowledge-hub/news/',
    ]);
    expect(
      documentRoutes({ _id: 'c', _type: 'trainingCourse', slug: { current: 'intro' }, region: 'AU' }, regions).map(
        (r) => r.path,
      ),
    ).toEqual(['/au/training-course/intro/']);
    expect(
      documentRoutes({ _id: 'i', _type: 'industry', slug: { current: 'mining' }, customers: [block] }, regions).map(
        (r) => r.path,
      ),
    ).toEqual(['/mining/', '/mining/customers/']);
  });

  it('the site configuration is seen on the home page; documents without pages and broken slugs have none', () => {
    expect(documentRoutes({ _id: 'siteConfig', _type: 'siteConfig' }, regions).map((r) => r.path)).toEqual(['/']);
    expect(documentRoutes({ _id: 't', _type: 'teamMember', title: 'A' }, regions)).toEqual([]);
    expect(documentRoutes({ _id: 'b', _type: 'blog', slug: { current: 'Not A Slug' } }, regions)).toEqual([]);
  });
});
