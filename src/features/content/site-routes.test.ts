import { describe, expect, it } from 'vitest';
import {
  blocks,
  ref,
  regionDocuments,
  siteConfigDocument,
  slug,
  type RawDocument as Raw,
} from '../../../tests/fixtures/documents.ts';
import { buildSiteContent } from './site-content.ts';
import { buildRoutes, joinPath, regionCodesOf, regionOfPath, type Route } from './site-routes.ts';

const base: Raw[] = [siteConfigDocument, ...regionDocuments];

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
const blog = (id: string, slugText: string): Raw => ({
  _id: id,
  _type: 'blog',
  blogType: 'read',
  title: id,
  slug: slug(slugText),
  publishDate: '2025-01-01',
});
const course = (id: string, slugText: string, region: 'AU' | 'NZ'): Raw => ({
  _id: id,
  _type: 'trainingCourse',
  title: id,
  slug: slug(slugText),
  region,
  category: 'CAD',
  delivery: 'online',
  startDate: '2025-03-01',
  endDate: '2025-03-02',
  price: { currency: region === 'AU' ? 'AUD' : 'NZD', amount: '900.00' },
});

/** Routes of a site made of the base documents plus `docs` (blogs listed in the order given). */
function routesOf(...docs: Raw[]): Route[] {
  const raw = [...base, ...docs];
  const content = buildSiteContent(raw, {
    blogOrder: raw.filter((doc) => doc._type === 'blog').map(({ _id }) => ({ _id })),
    latestProductIds: [],
  });
  return buildRoutes(content);
}
const paths = (routes: Route[]) => routes.map((route) => route.path).sort();
const at = (routes: Route[], path: string) => routes.find((route) => route.path === path);
const TRAINING_CATALOGUES = ['/au/training-course/', '/nz/training-course/'];

describe('pages', () => {
  it('routes a global page at its slug and the global home page at /', () => {
    const routes = routesOf(
      page('home', 'home', { template: 'home' }),
      page('privacy', 'privacy', { template: 'legal' }),
    );
    expect(at(routes, '/')).toEqual({ kind: 'page', path: '/', pageId: 'home' });
    expect(at(routes, '/privacy/')).toEqual({ kind: 'page', path: '/privacy/', pageId: 'privacy' });
  });

  it('routes a regional page under its region, and a regional home page at the region root', () => {
    const routes = routesOf(
      page('home-au', 'home', { template: 'home', region: ref('region-au') }),
      page('about-nz', 'about-us', { region: ref('region-nz') }),
    );
    expect(at(routes, '/au/')).toEqual({ kind: 'page', path: '/au/', pageId: 'home-au', region: 'au' });
    expect(at(routes, '/nz/about-us/')).toEqual({
      kind: 'page',
      path: '/nz/about-us/',
      pageId: 'about-nz',
      region: 'nz',
    });
    expect(at(routes, '/about-us/')).toBeUndefined();
  });

  it('expands a page of the globalised region to au and nz', () => {
    const routes = routesOf(page('contact', 'get-in-touch', { template: 'contact', region: ref('region-global') }));
    expect(at(routes, '/nz/get-in-touch/')).toMatchObject({ pageId: 'contact', region: 'nz' });
    expect(at(routes, '/au/get-in-touch/')).toMatchObject({ pageId: 'contact', region: 'au' });
    expect(at(routes, '/get-in-touch/')).toBeUndefined();
  });

  it('routes nested regional slugs such as services/training', () => {
    const routes = routesOf(
      page('training', 'services/training', { template: 'services', region: ref('region-global') }),
    );
    expect(paths(routes)).toEqual([
      '/au/services/training/',
      '/au/training-course/',
      '/nz/services/training/',
      '/nz/training-course/',
    ]);
  });

  it('routes a page of an unknown region nowhere', () => {
    expect(paths(routesOf(page('lost', 'lost', { region: ref('region-missing') })))).toEqual(TRAINING_CATALOGUES);
  });
});

describe('products', () => {
  it('routes a product with an overview at /products/{slug}/ and under each of its regions', () => {
    const routes = routesOf(product('cad', 'strata-cad', { regions: [ref('region-global')] }));
    expect(at(routes, '/products/strata-cad/')).toEqual({
      kind: 'product',
      path: '/products/strata-cad/',
      productId: 'cad',
      subpage: 'overview',
      canonicalPath: '/products/strata-cad/',
    });
    expect(at(routes, '/nz/products/strata-cad/')).toMatchObject({
      subpage: 'overview',
      region: 'nz',
      canonicalPath: '/nz/products/strata-cad/',
    });
    expect(at(routes, '/au/products/strata-cad/')).toMatchObject({ subpage: 'overview', region: 'au' });
  });

  it('routes a product only under the regions it names', () => {
    const routes = routesOf(product('survey', 'kiwi-survey', { regions: [ref('region-nz')] }));
    expect(at(routes, '/nz/products/kiwi-survey/')).toBeDefined();
    expect(at(routes, '/au/products/kiwi-survey/')).toBeUndefined();
  });

  it('does not repeat regional routes when regions overlap (nz and globalised)', () => {
    expect(() =>
      routesOf(product('cad', 'strata-cad', { regions: [ref('region-nz'), ref('region-global')] })),
    ).not.toThrow();
  });

  it('shows the buy-now page at the root of a product without an overview', () => {
    const routes = routesOf(
      product('licence', 'licence', { overview: [], hasBuyNowPage: true, regions: [ref('region-au')] }),
    );
    expect(at(routes, '/products/licence/')).toMatchObject({
      subpage: 'buy-now',
      canonicalPath: '/products/licence/buy-now/',
    });
    expect(at(routes, '/products/licence/buy-now/')).toMatchObject({
      subpage: 'buy-now',
      canonicalPath: '/products/licence/buy-now/',
    });
    expect(at(routes, '/au/products/licence/')).toMatchObject({
      subpage: 'buy-now',
      region: 'au',
      canonicalPath: '/au/products/licence/buy-now/',
    });
  });

  it('gives a product with neither overview nor buy-now page no root route', () => {
    const routes = routesOf(product('bare', 'bare', { overview: [], features: blocks, publishFeatures: true }));
    expect(at(routes, '/products/bare/')).toBeUndefined();
    expect(at(routes, '/products/bare/features/')).toMatchObject({ subpage: 'features' });
  });

  it('routes sub-pages only when published and with blocks', () => {
    const routes = routesOf(
      product('cad', 'strata-cad', {
        features: blocks,
        publishFeatures: true,
        technical: blocks,
        publishTechnical: false,
        services: [],
        publishServices: true,
        hasBuyNowPage: true,
      }),
    );
    expect(paths(routes).filter((path) => path.startsWith('/products/'))).toEqual([
      '/products/strata-cad/',
      '/products/strata-cad/buy-now/',
      '/products/strata-cad/features/',
    ]);
  });

  it('routes every published sub-page globally', () => {
    const routes = routesOf(
      product('cad', 'strata-cad', {
        features: blocks,
        publishFeatures: true,
        technical: blocks,
        publishTechnical: true,
        services: blocks,
        publishServices: true,
        hasBuyNowPage: true,
      }),
    );
    for (const subpage of ['features', 'technical', 'services', 'buy-now'] as const) {
      expect(at(routes, `/products/strata-cad/${subpage}/`), subpage).toMatchObject({
        subpage,
        canonicalPath: `/products/strata-cad/${subpage}/`,
      });
    }
  });

  it('limits regional product sub-pages to overview, features and buy-now', () => {
    const routes = routesOf(
      product('cad', 'strata-cad', {
        regions: [ref('region-nz')],
        features: blocks,
        publishFeatures: true,
        technical: blocks,
        publishTechnical: true,
        services: blocks,
        publishServices: true,
        hasBuyNowPage: true,
      }),
    );
    expect(paths(routes).filter((path) => path.startsWith('/nz/products/'))).toEqual([
      '/nz/products/strata-cad/',
      '/nz/products/strata-cad/buy-now/',
      '/nz/products/strata-cad/features/',
    ]);
  });

  it('never routes Freight', () => {
    const routes = routesOf(
      product('freight', 'freight', {
        product_category: 'Freight',
        hasBuyNowPage: true,
        regions: [ref('region-global')],
      }),
    );
    expect(paths(routes).filter((path) => path.includes('freight'))).toEqual([]);
  });
});

describe('industries', () => {
  it('routes the overview at /{slug}/ and services and customers when they have blocks', () => {
    const routes = routesOf(
      industry('construction', 'construction', { services: blocks, customers: blocks }),
      industry('mining', 'mining', { customers: blocks }),
    );
    expect(at(routes, '/construction/')).toEqual({
      kind: 'industry',
      path: '/construction/',
      industryId: 'construction',
      subpage: 'overview',
    });
    expect(at(routes, '/construction/services/')).toMatchObject({ subpage: 'services' });
    expect(at(routes, '/construction/customers/')).toMatchObject({ subpage: 'customers' });
    expect(at(routes, '/mining/services/')).toBeUndefined();
    expect(at(routes, '/mining/customers/')).toMatchObject({ industryId: 'mining', subpage: 'customers' });
  });
});

describe('blogs and training', () => {
  it('routes blogs at /knowledge-hub/{slug}/', () => {
    const routes = routesOf(blog('b1', 'bim-tips'), blog('b2', 'webinar-recap'));
    expect(at(routes, '/knowledge-hub/bim-tips/')).toEqual({
      kind: 'blog',
      path: '/knowledge-hub/bim-tips/',
      blogId: 'b1',
    });
    expect(at(routes, '/knowledge-hub/webinar-recap/')).toMatchObject({ blogId: 'b2' });
  });

  it('routes a training catalogue per region, even with no courses', () => {
    const routes = routesOf();
    expect(at(routes, '/nz/training-course/')).toEqual({
      kind: 'trainingCatalogue',
      path: '/nz/training-course/',
      region: 'nz',
    });
    expect(at(routes, '/au/training-course/')).toEqual({
      kind: 'trainingCatalogue',
      path: '/au/training-course/',
      region: 'au',
    });
  });

  it('routes each course under its own region', () => {
    const routes = routesOf(course('c1', 'cad-basics', 'AU'), course('c2', 'cad-basics', 'NZ'));
    expect(at(routes, '/au/training-course/cad-basics/')).toEqual({
      kind: 'trainingCourse',
      path: '/au/training-course/cad-basics/',
      courseId: 'c1',
      region: 'au',
    });
    expect(at(routes, '/nz/training-course/cad-basics/')).toMatchObject({ courseId: 'c2', region: 'nz' });
  });
});

describe('path collisions', () => {
  const expectCollision = (docs: Raw[], path: string, ids: string[]) => {
    let message = '';
    try {
      routesOf(...docs);
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toContain(path);
    for (const id of ids) expect(message).toContain(`"${id}"`);
  };

  it('throws naming both documents when two pages claim a path', () => {
    expectCollision([page('p1', 'about'), page('p2', 'about')], '/about/', ['p1', 'p2']);
  });

  it('throws when an industry and a page claim a path', () => {
    expectCollision([page('p1', 'construction'), industry('i1', 'construction')], '/construction/', ['p1', 'i1']);
  });

  it('throws when a regional page claims the training catalogue path', () => {
    expectCollision([page('p1', 'training-course', { region: ref('region-nz') })], '/nz/training-course/', ['p1']);
  });

  it('throws when two products share a slug', () => {
    expectCollision([product('a', 'same'), product('b', 'same')], '/products/same/', ['a', 'b']);
  });

  it('throws when a globalised page and a regional page meet in one region', () => {
    expectCollision(
      [page('g', 'events', { region: ref('region-global') }), page('n', 'events', { region: ref('region-nz') })],
      '/nz/events/',
      ['g', 'n'],
    );
  });
});

describe('reserved paths', () => {
  it.each([
    ['search', '/search/'],
    ['app', '/app/'],
    ['api', '/api/'],
    ['404', '/404/'],
    ['studio', '/studio/'],
  ])('refuses a page at /%s/, which a route file owns', (slugText, path) => {
    expect(() => routesOf(page('p1', slugText))).toThrow(new RegExp(`reserved path ${path}.*"p1"`));
  });

  it('refuses a page under /app/', () => {
    expect(() => routesOf(page('p1', 'app/account'))).toThrow(/reserved path \/app\/account\//);
  });

  it('refuses a page under /studio/, the editors’ Studio path', () => {
    expect(() => routesOf(page('p1', 'studio/intent'))).toThrow(/reserved path \/studio\/intent\//);
  });

  it('allows a regional page whose slug is a reserved word (/nz/search/ is not reserved)', () => {
    expect(at(routesOf(page('p1', 'search', { region: ref('region-nz') })), '/nz/search/')).toBeDefined();
  });
});

describe('helpers', () => {
  it('joinPath makes /a/b/ from segments and drops empty ones', () => {
    expect(joinPath()).toBe('/');
    expect(joinPath('nz', undefined, '', 'products/strata-cad/')).toBe('/nz/products/strata-cad/');
    expect(joinPath('/a//b/')).toBe('/a/b/');
  });

  it('regionOfPath reads the region from the first segment', () => {
    expect(regionOfPath('/au/products/x/')).toBe('au');
    expect(regionOfPath('/nz/')).toBe('nz');
    expect(regionOfPath('/products/x/')).toBeUndefined();
    expect(regionOfPath('/nzl/')).toBeUndefined();
  });

  it('regionCodesOf expands globalised to every region, in the site order', () => {
    const content = buildSiteContent(base, { blogOrder: [], latestProductIds: [] });
    expect(regionCodesOf([ref('region-global')], content)).toEqual(['nz', 'au']);
    expect(regionCodesOf([ref('region-au'), ref('region-nz')], content)).toEqual(['nz', 'au']);
    expect(regionCodesOf([ref('missing')], content)).toEqual([]);
  });
});
