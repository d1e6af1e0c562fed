// One page per template to measure: fixed paths from the spec, content pages from the demo dataset.
import { readFileSync } from 'node:fs';

const nonEmpty = (blocks) => Array.isArray(blocks) && blocks.length > 0;

/** [template, path] pairs; content pages are the first of their kind in the dataset. */
export function benchPages(datasetPath) {
  const docs = readFileSync(datasetPath, 'utf8').split('\n').filter((line) => line.trim())
    .map((line) => JSON.parse(line)).filter((doc) => !doc._id.startsWith('drafts.'));
  const products = docs.filter((doc) => doc._type === 'productFamily' && doc.product_category !== 'Freight' && doc.slug);
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
    ['blog', first(docs.filter((doc) => doc._type === 'blog' && doc.slug), (doc) => `/knowledge-hub/${doc.slug.current}/`)],
    ['all products', '/products/'],
    ['all products (industry filter)', '/products/?industries.title=architecture'],
    ['product overview', product((doc) => nonEmpty(doc.overview), '')],
    ['product features', product((doc) => doc.publishFeatures && nonEmpty(doc.features), 'features/')],
    ['product technical', product((doc) => doc.publishTechnical && nonEmpty(doc.technical), 'technical/')],
    ['product services', product((doc) => doc.publishServices && nonEmpty(doc.services), 'services/')],
    ['buy now', product((doc) => doc.hasBuyNowPage, 'buy-now/')],
    ['industry', first(docs.filter((doc) => doc._type === 'industry' && doc.slug), (doc) => `/${doc.slug.current}/`)],
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
 * little stricter than the gzip sizes `npm run bench` prints. Issue 15: /search and the /app screens
 * 100 KB, buy-now 75 KB. Content pages ship only the header's scripts (8 kB gzip, 13 requests: about
 * 20 kB on the wire); 32 KB leaves room for a small island yet fails on React arriving by accident.
 */
export function scriptBudget(template) {
  if (template === 'buy now') return 75 * 1024;
  if (['search', 'app', 'cart (app)', 'checkout (app)', 'all products (industry filter)'].includes(template)) return 100 * 1024;
  return 32 * 1024;
}

/**
 * Where the shop templates stand today, as ceilings for `npm test`'s Lighthouse check where they are
 * still above issue 15's targets: bytes on the wire measured 25 Nov 2026 — /app 159 kB, cart and
 * checkout 158 kB after issues 11-16 were merged; /app 136 kB, cart and checkout 133 kB once the
 * build's scripts came without the document-only headers (about 0.6 kB a file,
 * scripts/serve/listener.ts) — plus about 5 %. One Lighthouse run sometimes records chunks that are
 * both preloaded and imported with 0 bytes (115 kB for /app and the cart in one run): the ceilings
 * come from runs that counted every chunk. Buy-now (128 kB, now 23 kB: its island hydrates on
 * intent) meets its 75 KB. A change that adds script fails CI, while the remaining work (README
 * "Lighthouse CI") brings them down to `scriptBudget`. Lower a ceiling when a template gets lighter;
 * delete it once the target is met.
 */
export const SCRIPT_CEILINGS_TODAY = {
  app: 140 * 1024,
  'cart (app)': 140 * 1024,
  'checkout (app)': 140 * 1024,
};
