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
import { buildRoutes } from '../content/site-routes.ts';
import { sitemapUrls } from './sitemap.ts';

const SITE = 'https://www.tasmancad.example';

const page = (id: string, slugText: string, extra: Record<string, unknown> = {}): Raw => ({
  _id: id,
  _type: 'page',
  title: id,
  slug: slug(slugText),
  template: 'generic',
  ...extra,
});
const product = (id: string, slugText: string, extra: Record<string, unknown> = {}): Raw => ({
  _id: id,
  _type: 'productFamily',
  title: id,
  slug: slug(slugText),
  name: id,
  vendor: 'Strata',
  productDescription: 'x',
  product_family_id: `fam-${id}`,
  product_category: 'Software',
  overview: blocks,
  ...extra,
});
const industry = (id: string, slugText: string, extra: Record<string, unknown> = {}): Raw => ({
  _id: id,
  _type: 'industry',
  title: id,
  slug: slug(slugText),
  ...extra,
});
const blog = (id: string, slugText: string, extra: Record<string, unknown> = {}): Raw => ({
  _id: id,
  _type: 'blog',
  blogType: 'read',
  title: id,
  slug: slug(slugText),
  publishDate: '2025-01-01',
  ...extra,
});
const course = (id: string, slugText: string): Raw => ({
  _id: id,
  _type: 'trainingCourse',
  title: id,
  slug: slug(slugText),
  region: 'NZ',
  category: 'CAD',
  delivery: 'online',
  startDate: '2025-03-01',
  endDate: '2025-03-02',
  price: { currency: 'NZD', amount: '900.00' },
});
const home = page('home', 'home', { template: 'home' });

/** The sitemap of a site made of the base documents plus `docs`. */
function sitemapOf(...docs: Raw[]) {
  const raw = [siteConfigDocument, ...regionDocuments, home, ...docs];
  const content = buildSiteContent(raw, {
    blogOrder: raw.filter((doc) => doc._type === 'blog').map(({ _id }) => ({ _id })),
    latestProductIds: [],
  });
  return sitemapUrls(buildRoutes(content), content, SITE);
}
const pathsOf = (...docs: Raw[]): string[] => sitemapOf(...docs).map((url) => new URL(url.loc).pathname);

describe('which pages the sitemap lists', () => {
  it('lists every content route by absolute URL, sorted, the on-demand listings included', () => {
    const urls = sitemapOf(
      page('products', 'products', { template: 'allProducts' }),
      page('hub', 'knowledge-hub', { template: 'knowledgeHub' }),
      product('cad', 'strata-cad', { regions: [ref('region-au')] }),
      industry('mfg', 'manufacturing'),
      blog('post', 'bim-in-2025'),
      course('c1', 'cad-fundamentals'),
    );
    expect(urls.map((url) => url.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/au/products/strata-cad/`,
      `${SITE}/au/training-course/`,
      `${SITE}/knowledge-hub/`,
      `${SITE}/knowledge-hub/bim-in-2025/`,
      `${SITE}/manufacturing/`,
      `${SITE}/nz/training-course/`,
      `${SITE}/nz/training-course/cad-fundamentals/`,
      `${SITE}/products/`,
      `${SITE}/products/strata-cad/`,
    ]);
  });

  it('leaves out every page of a document marked seo.noIndex, whatever its type', () => {
    const hidden = { seo: { noIndex: true } };
    const paths = pathsOf(
      page('unlisted', 'unlisted-page', hidden),
      page('listed', 'listed-page', { seo: { noIndex: false } }),
      product('secret', 'secret-cad', {
        ...hidden,
        features: blocks,
        publishFeatures: true,
        regions: [ref('region-global')],
      }),
      industry('quiet', 'quiet-industry', { ...hidden, services: blocks }),
      blog('draft-like', 'not-for-search', hidden),
    );
    expect(paths).toEqual(['/', '/au/training-course/', '/listed-page/', '/nz/training-course/']);
  });

  it('leaves out paths that are never indexable content, even when a document routes there', () => {
    const paths = pathsOf(page('search', 'search', { region: ref('region-au') }), page('preview', 'preview'));
    expect(paths).not.toContain('/au/search/');
    expect(paths).not.toContain('/preview/');
  });

  it('lists a buy-now page shown at a product root by its canonical buy-now URL only', () => {
    const paths = pathsOf(
      product('licence', 'licence', { overview: [], hasBuyNowPage: true, regions: [ref('region-au')] }),
    );
    expect(paths).toEqual(expect.arrayContaining(['/products/licence/buy-now/', '/au/products/licence/buy-now/']));
    expect(paths).not.toContain('/products/licence/');
    expect(paths).not.toContain('/au/products/licence/');
  });

  it("dates each page by its document's _updatedAt, and leaves lastmod out when there is none or it is no date", () => {
    const urls = sitemapOf(
      blog('dated', 'dated', { _updatedAt: '2026-03-04T05:06:07Z' }),
      blog('odd', 'odd', { _updatedAt: 'yesterday' }),
    );
    expect(urls.find((url) => url.loc.endsWith('/dated/'))).toEqual({
      loc: `${SITE}/knowledge-hub/dated/`,
      lastmod: '2026-03-04T05:06:07.000Z',
    });
    expect(urls.find((url) => url.loc.endsWith('/odd/'))).toEqual({ loc: `${SITE}/knowledge-hub/odd/` });
    expect(urls.find((url) => url.loc.endsWith('/au/training-course/'))).toEqual({
      loc: `${SITE}/au/training-course/`,
    });
  });

  it('follows the content: a page added or deleted by a publish is listed or gone on the next render', () => {
    expect(pathsOf(blog('new', 'new-post'))).toContain('/knowledge-hub/new-post/');
    expect(pathsOf()).not.toContain('/knowledge-hub/new-post/');
  });
});
