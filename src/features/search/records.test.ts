import { describe, expect, it } from 'vitest';
import {
  blocks,
  ref,
  regionDocuments,
  siteConfigDocument,
  slug,
  type RawDocument as Raw,
} from '../../../tests/fixtures/documents.ts';
import { buildSiteContent } from '../content/site-content.ts';
import { searchRecordSchema, type SearchRecord } from '../../schemas/search-record.ts';
import { buildSearchRecords, facetFiltersFromUrl, isSearchableProduct, productTypeSlug } from './records.ts';

const variant = (id: string, hidden = false, category = 'Software') => ({
  product_id: id,
  title: `Variant ${id}`,
  hidden,
  product_family_id: 'fam',
  product_category: category,
});

const base: Raw[] = [
  siteConfigDocument,
  ...regionDocuments,
  {
    _id: 'img-1',
    _type: 'sanity.imageAsset',
    url: '/images/strata.png',
    metadata: { dimensions: { width: 800, height: 600, aspectRatio: 4 / 3 } },
  },
];

const product = (id: string, slugText: string, extra: Record<string, unknown> = {}): Raw => ({
  _id: id,
  _type: 'productFamily',
  title: id,
  slug: slug(slugText),
  name: id,
  vendor: 'Strata',
  productDescription: `About ${id}`,
  product_family_id: `fam-${id}`,
  product_category: 'Software',
  overview: blocks,
  ...extra,
});

const docs: Raw[] = [
  ...base,
  product('Strata BIM', 'strata-bim', {
    industries: [ref('ind-arch')],
    regions: [ref('region-global')],
    image: { asset: ref('img-1') },
    products: [variant('v1'), variant('v2', true)],
  }),
  product('Tripod', 'tripod', { product_category: 'Hardware', regions: [ref('region-au')] }),
  product('Freight', 'freight', { product_category: 'Freight' }),
  product('All hidden', 'all-hidden', { products: [variant('v3', true)] }),
  {
    _id: 'ind-arch',
    _type: 'industry',
    title: 'Architecture',
    slug: slug('architecture'),
    summary: 'Design buildings',
    regions: [ref('region-nz')],
  },
  {
    _id: 'blog-1',
    _type: 'blog',
    blogType: 'watch',
    title: 'Webinar one',
    slug: slug('webinar-one'),
    excerpt: 'Watch it',
    publishDate: '2025-01-01',
    relatedTo: [ref('ind-arch')],
  },
  {
    _id: 'team-1',
    _type: 'teamMember',
    title: 'Ana Smith',
    bio: 'Bio',
    jobTitle: 'Trainer',
    email: 'ana@example.com',
    department: 'Training',
    regions: [ref('region-nz')],
    expertise: [ref('ind-arch')],
  },
  { _id: 'home', _type: 'page', title: 'Home', slug: slug('home'), template: 'home' },
  {
    _id: 'page-team',
    _type: 'page',
    title: 'Our team',
    slug: slug('our-team'),
    template: 'ourTeam',
    region: ref('region-global'),
    intro: 'People',
  },
  {
    _id: 'page-hidden',
    _type: 'page',
    title: 'Hidden',
    slug: slug('hidden'),
    template: 'generic',
    seo: { noIndex: true },
  },
  { _id: 'page-legal', _type: 'page', title: 'Privacy', slug: slug('privacy'), template: 'legal' },
];

const content = buildSiteContent(docs, {
  blogOrder: docs.filter((doc) => doc._type === 'blog').map(({ _id }) => ({ _id })),
  latestProductIds: [],
});
const records = buildSearchRecords(content);
const byId = (id: string): SearchRecord | undefined => records.find((record) => record.objectID === id);

describe('buildSearchRecords', () => {
  it("builds records the search port's contract accepts", () => {
    expect(records.length).toBeGreaterThan(5);
    for (const record of records) expect(searchRecordSchema.safeParse(record).error).toBeUndefined();
  });

  it('builds a product record with url, image, facets and regions', () => {
    expect(byId('Strata BIM')).toEqual({
      objectID: 'Strata BIM',
      kind: 'product',
      title: 'Strata BIM',
      description: 'About Strata BIM',
      keywords: 'Strata BIM Strata Variant v1',
      url: '/products/strata-bim/',
      image: '/images/strata.png',
      eyebrow: 'Strata',
      industries: { title: ['architecture', 'software'] },
      productType: 'software',
      region: ['nz', 'au'],
    });
    expect(byId('Tripod')).toMatchObject({
      productType: 'hardware',
      industries: { title: ['hardware'] },
      region: ['au'],
    });
  });

  it('lists products by title (the grid order with no query), whatever the dataset order', () => {
    const reversed = buildSiteContent(docs.toReversed(), { blogOrder: [], latestProductIds: [] });
    expect(
      buildSearchRecords(reversed)
        .filter((record) => record.kind === 'product')
        .map((record) => record.title),
    ).toEqual(['Strata BIM', 'Tripod']);
  });

  it('leaves out Freight, products whose variants are all hidden, the home page and noIndex pages', () => {
    expect(byId('Freight')).toBeUndefined();
    expect(byId('All hidden')).toBeUndefined();
    expect(byId('home')).toBeUndefined();
    expect(byId('page-hidden')).toBeUndefined();
    expect(records.map((record) => record.objectID).sort()).toEqual(
      ['Strata BIM', 'Tripod', 'blog-1', 'ind-arch', 'page-legal', 'page-team', 'team-1'].sort(),
    );
  });

  it('links industries, blogs, team members and pages by the site rules', () => {
    expect(byId('ind-arch')).toMatchObject({
      kind: 'industry',
      url: '/architecture/',
      description: 'Design buildings',
      industries: { title: ['architecture'] },
    });
    expect(byId('blog-1')).toMatchObject({
      kind: 'blog',
      url: '/knowledge-hub/webinar-one/',
      blogType: 'watch',
      description: 'Watch it',
      industries: { title: ['architecture'] },
    });
    expect(byId('team-1')).toMatchObject({
      kind: 'team',
      url: '/nz/our-team/',
      description: 'Trainer',
      region: ['nz'],
    });
    expect(byId('page-team')).toMatchObject({ kind: 'page', url: '/nz/our-team/', region: ['nz', 'au'] });
    expect(byId('page-legal')).toMatchObject({ kind: 'page', url: '/privacy/', region: [] });
  });

  it('judges products by category and variants', () => {
    expect(productTypeSlug('CTS')).toBe('cts');
    expect(isSearchableProduct(content.products.find((p) => p._id === 'Tripod')!)).toBe(true);
  });
});

describe('facetFiltersFromUrl', () => {
  it('maps ?industries.title= to an OR group of facet filters', () => {
    expect(facetFiltersFromUrl(new URLSearchParams('industries.title=architecture'))).toEqual([
      ['industries.title:architecture'],
    ]);
    expect(facetFiltersFromUrl(new URLSearchParams('industries.title=architecture&industries.title=software'))).toEqual(
      [['industries.title:architecture', 'industries.title:software']],
    );
  });

  it('maps blogType and ignores empty values and other parameters', () => {
    expect(facetFiltersFromUrl(new URLSearchParams('q=bim&industries.title=&blogType=watch'))).toEqual([
      ['blogType:watch'],
    ]);
    expect(facetFiltersFromUrl(new URLSearchParams(''))).toEqual([]);
  });
});
