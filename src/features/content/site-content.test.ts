import { describe, expect, it } from 'vitest';
import { siteConfigDocument, type RawDocument } from '../../../tests/fixtures/documents.ts';
import { assertUsable, buildSiteContent, documentOf } from './site-content.ts';

const siteConfig = siteConfigDocument;
const lists = { blogOrder: [], latestProductIds: [] };

describe('buildSiteContent', () => {
  it('a document without a valid routed slug is left out, named with its _id, _type and field; the rest builds', () => {
    const bad = {
      _id: 'page-broken',
      _type: 'page',
      title: 'Broken',
      slug: { current: 'Broken Slug' },
      template: 'generic',
    };
    const good = { _id: 'page-fine', _type: 'page', title: 'Fine', slug: { current: 'fine' } };
    const content = buildSiteContent([siteConfig, bad, good], lists);
    expect(content.pages.map((page) => page._id)).toEqual(['page-fine']);
    expect(content.problems).toEqual([
      expect.objectContaining({ _id: 'page-broken', _type: 'page', field: 'slug.current', outcome: 'left out' }),
    ]);
  });

  it('a bad optional field is dropped and its document kept, with a problem naming the field', () => {
    const member = { _id: 'team-a', _type: 'teamMember', title: 'Ann', email: 'not an address' };
    const content = buildSiteContent([siteConfig, member], lists);
    expect(content.team).toEqual([expect.objectContaining({ _id: 'team-a', title: 'Ann' })]);
    expect(content.team[0]?.email).toBeUndefined();
    expect(content.problems).toEqual([
      expect.objectContaining({ _id: 'team-a', field: 'email', outcome: 'field dropped' }),
    ]);
  });

  it('a bad block inside a document is dropped, the rest of the page kept, and the block path named', () => {
    const page = {
      _id: 'page-blocks',
      _type: 'page',
      title: 'Blocks',
      slug: { current: 'blocks' },
      template: 'generic',
      blocks: [
        { _type: 'text', _key: 'a', body: 'fine' },
        { _type: 'timeline', _key: 'b', events: 'not a list' },
      ],
    };
    const content = buildSiteContent([siteConfig, page], lists);
    expect(content.pages[0]?.blocks.map((block) => block._key)).toEqual(['a']);
    expect(content.problems).toEqual([
      expect.objectContaining({ _id: 'page-blocks', field: 'blocks.1.events', outcome: 'field dropped' }),
    ]);
  });

  it('fields the contract does not require are optional, with the fallbacks a reader expects', () => {
    const documents: RawDocument[] = [
      { _id: 'siteConfig', _type: 'siteConfig', defaultSEO: { pageTitle: 'Fallback Brand', pageDescription: 'd' } },
      {
        _id: 'product-x',
        _type: 'productFamily',
        slug: { current: 'x' },
        name: 'X Pro',
        products: [{ product_id: 'v1' }],
      },
      { _id: 'team-b', _type: 'teamMember', title: 'Bo' },
      { _id: 'page-y', _type: 'page', slug: { current: 'y' } },
    ];
    const content = buildSiteContent(documents, lists);
    expect(content.problems).toEqual([]);
    expect(content.siteConfig.siteName).toBe('Fallback Brand');
    expect(content.products[0]).toMatchObject({
      title: 'X Pro',
      name: 'X Pro',
      product_family_id: 'product-x',
      product_category: 'Software',
    });
    expect(content.products[0]?.productDescription).toBeUndefined();
    expect(content.products[0]?.products[0]).toMatchObject({
      product_family_id: 'product-x',
      product_category: 'Software',
    });
    expect(content.team[0]?.bio).toBeUndefined();
    expect(content.pages[0]).toMatchObject({ title: 'y', template: 'generic' });
  });

  it('a block of an unknown type is kept as unknown, not an error', () => {
    const page = {
      _id: 'page-mystery',
      _type: 'page',
      title: 'Mystery',
      slug: { current: 'mystery' },
      template: 'generic',
      blocks: [{ _type: 'mysteryWidget', _key: 'm', anything: 1 }],
    };
    const content = buildSiteContent([siteConfig, page], lists);
    expect(content.pages[0]?.blocks).toEqual([{ _type: 'mysteryWidget', _key: 'm', unknown: true }]);
  });

  it('a dataset without siteConfig fails and says so', () => {
    expect(() => buildSiteContent([], lists)).toThrow(/siteConfig document is missing/);
  });

  it('content without a home page is unusable: assertUsable says so; with one it passes', () => {
    const home = { _id: 'page-home', _type: 'page', title: 'Home', slug: { current: 'home' }, template: 'home' };
    expect(() => assertUsable(buildSiteContent([siteConfig], lists))).toThrow(/no home page/);
    expect(() => assertUsable(buildSiteContent([siteConfig, home], lists))).not.toThrow();
  });

  it('joins products to the industries they reference, with the industry’s own list first', () => {
    const industry = {
      _id: 'ind',
      _type: 'industry',
      title: 'Ind',
      slug: { current: 'ind' },
      products: [{ _ref: 'p-own' }],
    };
    const product = (id: string) => ({
      _id: id,
      _type: 'productFamily',
      title: id,
      slug: { current: id },
      name: id,
      vendor: 'V',
      productDescription: 'd',
      product_family_id: id,
      product_category: 'Software',
      industries: [{ _ref: 'ind' }],
    });
    const content = buildSiteContent([siteConfig, industry, product('p-own'), product('p-ref')], lists);
    expect(content.industryProducts.get('ind')).toEqual(['p-own', 'p-ref']);
  });
});

describe('documentOf', () => {
  const content = buildSiteContent([siteConfig], lists);

  it('returns the document of the expected type', () => {
    expect(documentOf(content, 'siteConfig', 'siteConfig').siteName).toBe('Tasman CAD');
  });

  it('names the id and the type it expected when the document is missing or of another type', () => {
    expect(() => documentOf(content, 'nope', 'page')).toThrow('Expected a page with _id nope, found nothing');
    expect(() => documentOf(content, 'siteConfig', 'blog')).toThrow(
      'Expected a blog with _id siteConfig, found siteConfig',
    );
  });
});
