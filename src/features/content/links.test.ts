import { describe, expect, it } from 'vitest';
import { ref, slug } from '../../../tests/fixtures/documents.ts';
import { regionSwitchPath, resolveLink, type LinkContext } from './links.ts';
import {
  blogSchema,
  formSchema,
  industrySchema,
  pageSchema,
  productFamilySchema,
  regionSchema,
  trainingCourseSchema,
  type Link,
  type RegionCode,
} from './schemas/index.ts';
import type { ContentDocument } from './site-content.ts';

const documents: ContentDocument[] = [
  regionSchema.parse({ _id: 'region-nz', _type: 'region', iban: 'nz', title: 'New Zealand', hrefLang: 'en-NZ' }),
  regionSchema.parse({ _id: 'region-au', _type: 'region', iban: 'au', title: 'Australia', hrefLang: 'en-AU' }),
  regionSchema.parse({ _id: 'region-global', _type: 'globalised', title: 'Global' }),
  pageSchema.parse({ _id: 'page-home', _type: 'page', title: 'Home', slug: slug('home'), template: 'home' }),
  pageSchema.parse({ _id: 'page-privacy', _type: 'page', title: 'Privacy', slug: slug('privacy'), template: 'legal' }),
  pageSchema.parse({
    _id: 'page-contact',
    _type: 'page',
    title: 'Contact',
    slug: slug('get-in-touch'),
    template: 'contact',
    region: ref('region-global'),
  }),
  pageSchema.parse({
    _id: 'page-au-only',
    _type: 'page',
    title: 'AU events',
    slug: slug('events'),
    template: 'generic',
    region: ref('region-au'),
  }),
  pageSchema.parse({
    _id: 'page-training',
    _type: 'page',
    title: 'Training',
    slug: slug('services/training'),
    template: 'services',
    region: ref('region-global'),
  }),
  pageSchema.parse({
    _id: 'page-unrouted',
    _type: 'page',
    title: 'Draft-like',
    slug: slug('not-built'),
    template: 'generic',
  }),
  productFamilySchema.parse({
    _id: 'product-cad',
    _type: 'productFamily',
    title: 'Strata CAD',
    slug: slug('strata-cad'),
    name: 'Strata CAD',
    vendor: 'Strata',
    productDescription: 'CAD',
    product_family_id: 'fam-cad',
    product_category: 'Software',
    regions: [ref('region-global')],
  }),
  productFamilySchema.parse({
    _id: 'product-nz-only',
    _type: 'productFamily',
    title: 'Kiwi Survey',
    slug: slug('kiwi-survey'),
    name: 'Kiwi Survey',
    vendor: 'Kiwi',
    productDescription: 'Survey',
    product_family_id: 'fam-kiwi',
    product_category: 'Software',
    regions: [ref('region-nz')],
  }),
  productFamilySchema.parse({
    _id: 'product-global-only',
    _type: 'productFamily',
    title: 'Cloud Docs',
    slug: slug('cloud-docs'),
    name: 'Cloud Docs',
    vendor: 'Docs',
    productDescription: 'Docs',
    product_family_id: 'fam-docs',
    product_category: 'Software',
  }),
  productFamilySchema.parse({
    _id: 'product-freight',
    _type: 'productFamily',
    title: 'Freight',
    slug: slug('freight'),
    name: 'Freight',
    vendor: 'Us',
    productDescription: 'Freight',
    product_family_id: 'fam-freight',
    product_category: 'Freight',
    regions: [ref('region-global')],
  }),
  industrySchema.parse({
    _id: 'industry-construction',
    _type: 'industry',
    title: 'Construction',
    slug: slug('construction'),
  }),
  industrySchema.parse({ _id: 'industry-mining', _type: 'industry', title: 'Mining', slug: slug('mining') }),
  blogSchema.parse({
    _id: 'blog-1',
    _type: 'blog',
    blogType: 'read',
    title: 'Tips',
    slug: slug('bim-tips'),
    publishDate: '2025-01-01',
  }),
  trainingCourseSchema.parse({
    _id: 'course-1',
    _type: 'trainingCourse',
    title: 'CAD Basics',
    slug: slug('cad-basics'),
    region: 'AU',
    category: 'CAD',
    delivery: 'online',
    startDate: '2025-03-01',
    endDate: '2025-03-02',
    price: { currency: 'AUD', amount: '900.00' },
  }),
  formSchema.parse({ _id: 'form-1', _type: 'form', fields: [{ name: 'email', label: 'Email', type: 'email' }] }),
];

/** The paths the site serves for the documents above (as buildRoutes would make them). */
const knownPaths = new Set([
  '/',
  '/nz/',
  '/au/',
  '/privacy/',
  '/nz/get-in-touch/',
  '/au/get-in-touch/',
  '/au/events/',
  '/nz/services/training/',
  '/au/services/training/',
  '/products/',
  '/search/',
  '/app/',
  '/knowledge-hub/',
  '/products/strata-cad/',
  '/nz/products/strata-cad/',
  '/au/products/strata-cad/',
  '/products/kiwi-survey/',
  '/nz/products/kiwi-survey/',
  '/products/cloud-docs/',
  '/construction/',
  '/nz/construction/',
  '/au/construction/',
  '/mining/',
  '/knowledge-hub/bim-tips/',
  '/au/training-course/',
  '/au/training-course/cad-basics/',
  '/nz/training-course/',
]);

const ctx = (region?: RegionCode): LinkContext => ({
  region,
  content: { byId: new Map(documents.map((doc) => [doc._id, doc])) },
  knownPaths,
});
const internal = (id: string): Link => ({ internal: ref(id) });
const path = (value: string): Link => ({ path: value });

describe('external and missing links', () => {
  it('returns an external URL as it is, whatever the region', () => {
    expect(resolveLink({ external: 'https://vendor.example/x?y=1' }, ctx('au'))).toBe('https://vendor.example/x?y=1');
  });

  it('resolves no link to nothing', () => {
    expect(resolveLink(undefined, ctx('nz'))).toBeUndefined();
  });
});

describe('path links', () => {
  it('adds the active region prefix where the site serves the regional page', () => {
    expect(resolveLink(path('/get-in-touch'), ctx('nz'))).toBe('/nz/get-in-touch/');
    expect(resolveLink(path('/get-in-touch/'), ctx('au'))).toBe('/au/get-in-touch/');
    expect(resolveLink(path('/'), ctx('au'))).toBe('/au/');
  });

  it('keeps the plain path where there is no regional page', () => {
    expect(resolveLink(path('/privacy'), ctx('nz'))).toBe('/privacy/');
    expect(resolveLink(path('/mining/'), ctx('au'))).toBe('/mining/');
  });

  it('keeps the plain path on global pages (no active region)', () => {
    expect(resolveLink(path('/privacy/'), ctx())).toBe('/privacy/');
    expect(resolveLink(path('/'), ctx())).toBe('/');
  });

  it('does not prefix a path that already carries the region', () => {
    expect(resolveLink(path('/au/get-in-touch/'), ctx('au'))).toBe('/au/get-in-touch/');
  });

  it('keeps a path that names another region as it is', () => {
    expect(resolveLink(path('/nz/get-in-touch/'), ctx('au'))).toBe('/nz/get-in-touch/');
  });

  it('keeps the query string and hash', () => {
    expect(resolveLink(path('/products?q=revit'), ctx('nz'))).toBe('/products/?q=revit');
    expect(resolveLink(path('/knowledge-hub?blogType=watch'), ctx('au'))).toBe('/knowledge-hub/?blogType=watch');
    expect(resolveLink(path('/privacy#cookies'), ctx())).toBe('/privacy/#cookies');
    expect(resolveLink(path('/get-in-touch/?topic=sales#form'), ctx('nz'))).toBe('/nz/get-in-touch/?topic=sales#form');
  });

  it('resolves an unknown path to nothing', () => {
    expect(resolveLink(path('/no-such-page'), ctx('nz'))).toBeUndefined();
    expect(resolveLink(path('/no-such-page/'), ctx())).toBeUndefined();
    expect(resolveLink(path('/events'), ctx('nz'))).toBeUndefined();
  });

  it('gives /app paths no region prefix', () => {
    expect(resolveLink(path('/app'), ctx('au'))).toBe('/app');
    expect(resolveLink(path('/app/account'), ctx('nz'))).toBe('/app/account');
    expect(resolveLink(path('/app/orders/'), ctx())).toBe('/app/orders/');
  });

  it('gives /app paths with a query or hash no region prefix either', () => {
    expect(resolveLink(path('/app?tab=orders'), ctx('au'))).toBe('/app?tab=orders');
    expect(resolveLink(path('/app#cart'), ctx('nz'))).toBe('/app#cart');
    expect(resolveLink(path('/app/orders?status=processing'), ctx('au'))).toBe('/app/orders?status=processing');
  });

  it('does not take /application for an /app path', () => {
    expect(resolveLink(path('/application'), ctx('nz'))).toBeUndefined();
  });
});

describe('product links', () => {
  it('use the au page in the au region', () => {
    expect(resolveLink(internal('product-cad'), ctx('au'))).toBe('/au/products/strata-cad/');
  });

  it('fall back to /nz when the region is not au', () => {
    expect(resolveLink(internal('product-cad'), ctx('nz'))).toBe('/nz/products/strata-cad/');
    expect(resolveLink(internal('product-cad'), ctx())).toBe('/nz/products/strata-cad/');
    expect(resolveLink(internal('product-nz-only'), ctx())).toBe('/nz/products/kiwi-survey/');
  });

  it('use the global product page when the region has no page for the product', () => {
    expect(resolveLink(internal('product-nz-only'), ctx('au'))).toBe('/products/kiwi-survey/');
    expect(resolveLink(internal('product-global-only'), ctx('nz'))).toBe('/products/cloud-docs/');
  });

  it('resolve to nothing for a product the site does not serve (Freight)', () => {
    expect(resolveLink(internal('product-freight'), ctx('nz'))).toBeUndefined();
  });
});

describe('page links', () => {
  it('link a global page by its plain path, or its regional twin in a region', () => {
    expect(resolveLink(internal('page-privacy'), ctx('nz'))).toBe('/privacy/');
    expect(resolveLink(internal('page-home'), ctx())).toBe('/');
    expect(resolveLink(internal('page-home'), ctx('au'))).toBe('/au/');
  });

  it('use the selected region prefix with the plain path for pages of a globalised region', () => {
    expect(resolveLink(internal('page-contact'), ctx('au'))).toBe('/au/get-in-touch/');
    expect(resolveLink(internal('page-contact'), ctx('nz'))).toBe('/nz/get-in-touch/');
    expect(resolveLink(internal('page-training'), ctx('au'))).toBe('/au/services/training/');
  });

  it('use the default region for pages of a globalised region on global pages', () => {
    expect(resolveLink(internal('page-contact'), ctx())).toBe('/nz/get-in-touch/');
  });

  it("link a one-region page in that region's prefix from anywhere", () => {
    expect(resolveLink(internal('page-au-only'), ctx('nz'))).toBe('/au/events/');
    expect(resolveLink(internal('page-au-only'), ctx())).toBe('/au/events/');
  });

  it('resolve to nothing for a page the site does not serve', () => {
    expect(resolveLink(internal('page-unrouted'), ctx('nz'))).toBeUndefined();
  });
});

describe('other documents', () => {
  it('link industries with the active region prefix where a regional page exists', () => {
    expect(resolveLink(internal('industry-construction'), ctx('au'))).toBe('/au/construction/');
    expect(resolveLink(internal('industry-construction'), ctx())).toBe('/construction/');
    expect(resolveLink(internal('industry-mining'), ctx('nz'))).toBe('/mining/');
  });

  it('link blogs under /knowledge-hub with no region prefix', () => {
    expect(resolveLink(internal('blog-1'), ctx('au'))).toBe('/knowledge-hub/bim-tips/');
    expect(resolveLink(internal('blog-1'), ctx())).toBe('/knowledge-hub/bim-tips/');
  });

  it("link training courses under their own region's training-course path", () => {
    expect(resolveLink(internal('course-1'), ctx('nz'))).toBe('/au/training-course/cad-basics/');
  });

  it('link a region to its home page', () => {
    expect(resolveLink(internal('region-au'), ctx('nz'))).toBe('/au/');
    expect(resolveLink(internal('region-nz'), ctx())).toBe('/nz/');
  });

  it('link the globalised region to the selected region home, or the global home', () => {
    expect(resolveLink(internal('region-global'), ctx('au'))).toBe('/au/');
    expect(resolveLink(internal('region-global'), ctx())).toBe('/');
  });

  it('resolve a region whose home page the site does not serve to nothing', () => {
    const noRegionalHomes = { ...ctx('nz'), knownPaths: new Set(['/']) };
    expect(resolveLink(internal('region-au'), noRegionalHomes)).toBeUndefined();
  });

  it('resolve a missing document or one with no page (a form) to nothing', () => {
    expect(resolveLink(internal('no-such-id'), ctx('nz'))).toBeUndefined();
    expect(resolveLink(internal('form-1'), ctx('nz'))).toBeUndefined();
  });
});

describe('regionSwitchPath: where the region switcher goes from a page', () => {
  it('a product page goes to the same product in the other region when it is sold there', () => {
    expect(regionSwitchPath('/nz/products/strata-cad/', 'au', knownPaths)).toBe('/au/products/strata-cad/');
    expect(regionSwitchPath('/au/products/strata-cad/', 'nz', knownPaths)).toBe('/nz/products/strata-cad/');
    expect(regionSwitchPath('/nz/products/strata-cad/', undefined, knownPaths)).toBe('/products/strata-cad/');
    expect(regionSwitchPath('/products/strata-cad/', 'nz', knownPaths)).toBe('/nz/products/strata-cad/');
  });

  it("to the region's home when the page is not served in that region", () => {
    expect(regionSwitchPath('/nz/products/kiwi-survey/', 'au', knownPaths)).toBe('/au/');
    expect(regionSwitchPath('/au/events/', 'nz', knownPaths)).toBe('/nz/');
    expect(regionSwitchPath('/au/events/', undefined, knownPaths)).toBe('/');
  });

  it('/app screens and query strings: the region home, and the path without its query', () => {
    expect(regionSwitchPath('/app/', 'au', knownPaths)).toBe('/au/');
    expect(regionSwitchPath('/app/', undefined, knownPaths)).toBe('/');
    expect(regionSwitchPath('/nz/construction/?tab=2#top', 'au', knownPaths)).toBe('/au/construction/');
  });
});
