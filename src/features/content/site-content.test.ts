import { describe, expect, it } from 'vitest';
import { siteConfigDocument } from '../../../tests/fixtures/documents.ts';
import { buildSiteContent, ContentValidationError, documentOf } from './site-content.ts';

const siteConfig = siteConfigDocument;
const lists = { blogOrder: [], latestProductIds: [] };

describe('buildSiteContent', () => {
  it('a bad document fails with its _id, _type and the field at fault', () => {
    const bad = { _id: 'page-broken', _type: 'page', title: 'Broken', slug: { current: 'Broken Slug' }, template: 'generic' };
    const build = () => buildSiteContent([siteConfig, bad], lists);
    expect(build).toThrow(ContentValidationError);
    expect(build).toThrow(/page-broken \(page\) slug\.current:/);
  });

  it('a bad block inside a document names the block path', () => {
    const page = {
      _id: 'page-blocks', _type: 'page', title: 'Blocks', slug: { current: 'blocks' }, template: 'generic',
      blocks: [{ _type: 'text', _key: 'a', body: 'fine' }, { _type: 'timeline', _key: 'b', events: 'not a list' }],
    };
    expect(() => buildSiteContent([siteConfig, page], lists)).toThrow(/page-blocks \(page\) blocks\.1\.events:/);
  });

  it('a block of an unknown type is kept as unknown, not an error', () => {
    const page = {
      _id: 'page-mystery', _type: 'page', title: 'Mystery', slug: { current: 'mystery' }, template: 'generic',
      blocks: [{ _type: 'mysteryWidget', _key: 'm', anything: 1 }],
    };
    const content = buildSiteContent([siteConfig, page], lists);
    expect(content.pages[0]?.blocks).toEqual([{ _type: 'mysteryWidget', _key: 'm', unknown: true }]);
  });

  it('a dataset without siteConfig fails and says so', () => {
    expect(() => buildSiteContent([], lists)).toThrow(/siteConfig document is missing/);
  });

  it('joins products to the industries they reference, with the industry’s own list first', () => {
    const industry = { _id: 'ind', _type: 'industry', title: 'Ind', slug: { current: 'ind' }, products: [{ _ref: 'p-own' }] };
    const product = (id: string) => ({
      _id: id, _type: 'productFamily', title: id, slug: { current: id }, name: id, vendor: 'V', productDescription: 'd',
      product_family_id: id, product_category: 'Software', industries: [{ _ref: 'ind' }],
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
    expect(() => documentOf(content, 'siteConfig', 'blog')).toThrow('Expected a blog with _id siteConfig, found siteConfig');
  });
});
