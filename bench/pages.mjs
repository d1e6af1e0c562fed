// One page per template to measure: fixed paths (docs/requirements.md#pages-and-routes), content pages from the demo dataset.
import { readFileSync } from 'node:fs';
import { isPublishedId } from '../src/schemas/document-id.ts';

const nonEmpty = (blocks) => Array.isArray(blocks) && blocks.length > 0;

/** [template, path] pairs; content pages are the first of their kind in the dataset. */
export function benchPages(datasetPath) {
  const docs = readFileSync(datasetPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .filter((doc) => isPublishedId(doc._id));
  const products = docs.filter(
    (doc) => doc._type === 'productFamily' && doc.product_category !== 'Freight' && doc.slug,
  );
  const first = (list, toPath) => (list.length > 0 ? toPath(list[0]) : undefined);
  const product = (test, sub) => first(products.filter(test), (doc) => `/products/${doc.slug.current}/${sub}`);
  const pages = [
    ['home', '/'],
    ['home (nz)', '/nz/'],
    ['generic page', '/about-us/'],
    ['contact', '/get-in-touch/'],
    ['legal', '/privacy/'],
    ['our team', '/nz/our-team/'],
    ['services', '/nz/services/training/'],
    ['knowledge hub', '/knowledge-hub/'],
    [
      'blog',
      first(
        docs.filter((doc) => doc._type === 'blog' && doc.slug),
        (doc) => `/knowledge-hub/${doc.slug.current}/`,
      ),
    ],
    ['all products', '/products/'],
    ['all products (industry filter)', '/products/?industries.title=architecture'],
    ['product overview', product((doc) => nonEmpty(doc.overview), '')],
    ['product features', product((doc) => doc.publishFeatures && nonEmpty(doc.features), 'features/')],
    ['product technical', product((doc) => doc.publishTechnical && nonEmpty(doc.technical), 'technical/')],
    ['product services', product((doc) => doc.publishServices && nonEmpty(doc.services), 'services/')],
    ['buy now', product((doc) => doc.hasBuyNowPage, 'buy-now/')],
    [
      'industry',
      first(
        docs.filter((doc) => doc._type === 'industry' && doc.slug),
        (doc) => `/${doc.slug.current}/`,
      ),
    ],
    ['AU training course', '/au/training-course/'],
    ['NZ training course', '/nz/training-course/'],
    ['search', '/search?q=design'],
    ['app', '/app/'],
    ['cart (app)', '/app/cart/'],
    ['checkout (app)', '/app/checkout/'],
    ['404', '/no-such-page/'],
  ];
  return pages.filter(([, path]) => path !== undefined);
}

/** The templates where people buy and search: what `npm test` audits with Lighthouse (one run each). */
export const SHOP_AND_SEARCH_TEMPLATES = ['buy now', 'search', 'app', 'cart (app)', 'checkout (app)'];

/** Templates whose pages say `noindex`: Lighthouse's SEO category cannot be 1 there (is-crawlable). */
export const NOINDEX_TEMPLATES = ['search', 'app', 'cart (app)', 'checkout (app)', '404'];

/**
 * Script budget per template: bytes of JavaScript on the wire before any interaction (Lighthouse's
 * resource summary: brotli bodies plus response headers, about 0.9 kB a script with the CSP), so a
 * little stricter than the gzip sizes `npm run bench` prints. /search and the /app screens
 * 100 KB, buy-now 75 KB. Content pages ship only the header's scripts (8 kB gzip, 13 requests: about
 * 20 kB on the wire); 32 KB leaves room for a small island yet fails on React arriving by accident.
 */
export function scriptBudget(template) {
  if (template === 'buy now') return 75 * 1024;
  if (['search', 'app', 'cart (app)', 'checkout (app)', 'all products (industry filter)'].includes(template))
    return 100 * 1024;
  return 32 * 1024;
}
