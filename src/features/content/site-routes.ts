/**
 * The site's route table, pure: how content documents become URL paths (`buildRoutes`), the regions
 * and the path helpers. site-routes.server.ts loads the content and builds it once per build.
 */
import type { RegionCode } from './schemas/index.ts';
import { regionCodes } from '../../schemas/regions.ts';
import type { SiteContent } from './site-content.ts';

export type ProductSubpage = 'overview' | 'features' | 'technical' | 'services' | 'buy-now';
export type IndustrySubpage = 'overview' | 'services' | 'customers';

/** One content route: a path and what renders there. */
export type Route =
  | { kind: 'page'; path: string; pageId: string; region?: RegionCode }
  | {
      kind: 'product';
      path: string;
      productId: string;
      subpage: ProductSubpage;
      region?: RegionCode;
      canonicalPath: string;
    }
  | { kind: 'industry'; path: string; industryId: string; subpage: IndustrySubpage }
  | { kind: 'blog'; path: string; blogId: string }
  | { kind: 'trainingCatalogue'; path: string; region: RegionCode }
  | { kind: 'trainingCourse'; path: string; courseId: string; region: RegionCode };

/** The document a route shows, if it shows one. */
export function documentIdOf(route: Route): string | undefined {
  switch (route.kind) {
    case 'page':
      return route.pageId;
    case 'product':
      return route.productId;
    case 'industry':
      return route.industryId;
    case 'blog':
      return route.blogId;
    case 'trainingCourse':
      return route.courseId;
    case 'trainingCatalogue':
      return undefined;
  }
}

/**
 * Paths that route files own (fixed pages, the /app mini-app, endpoints): a content document claiming
 * one of them, or a path under /app/ or /api/, would be shadowed or clash with the route file.
 */
export const RESERVED_PATHS: readonly string[] = [
  '/app/',
  '/api/',
  '/search/',
  '/404/',
  '/500/',
  '/offline/',
  '/studio/',
];
const isReserved = (path: string): boolean =>
  RESERVED_PATHS.includes(path) ||
  path.startsWith('/app/') ||
  path.startsWith('/api/') ||
  path.startsWith('/studio/') ||
  path.startsWith('/_');

/** `/a/b/` from segments; empty segments are dropped. */
export const joinPath = (...segments: (string | undefined)[]): string => {
  const parts = segments.flatMap((segment) => (segment ?? '').split('/')).filter(Boolean);
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
};

/** The region codes a list of region references stands for (a `globalised` region means every region). */
export function regionCodesOf(refs: readonly { _ref: string }[], content: Pick<SiteContent, 'byId'>): RegionCode[] {
  const codes = new Set<RegionCode>();
  for (const ref of refs) {
    const region = content.byId.get(ref._ref);
    if (region?._type === 'globalised') regionCodes.forEach((code) => codes.add(code));
    else if (region?._type === 'region' && region.iban) codes.add(region.iban);
  }
  return regionCodes.filter((code) => codes.has(code));
}

/** Whether a product family has pages and appears in listings (Freight never does). */
export const isListedProduct = (product: SiteContent['products'][number]): boolean =>
  product.product_category !== 'Freight';

function pageRoutes(content: SiteContent): Route[] {
  return content.pages.flatMap((page): Route[] => {
    const slug = page.template === 'home' ? '' : page.slug.current;
    if (!page.region) return [{ kind: 'page', path: joinPath(slug), pageId: page._id }];
    return regionCodesOf([page.region], content).map((region) => ({
      kind: 'page',
      path: joinPath(region, slug),
      pageId: page._id,
      region,
    }));
  });
}

function productRoutes(content: SiteContent): Route[] {
  return content.products.filter(isListedProduct).flatMap((product) => {
    const slug = product.slug.current;
    const hasOverview = product.overview.length > 0;
    const subpages: ProductSubpage[] = [
      ...(product.publishFeatures && product.features.length > 0 ? (['features'] as const) : []),
      ...(product.publishTechnical && product.technical.length > 0 ? (['technical'] as const) : []),
      ...(product.publishServices && product.services.length > 0 ? (['services'] as const) : []),
      ...(product.hasBuyNowPage ? (['buy-now'] as const) : []),
    ];
    const routesUnder = (base: string, region: RegionCode | undefined, allowed: ProductSubpage[]): Route[] => {
      const common = { productId: product._id, ...(region ? { region } : {}) };
      const sub = subpages.filter((page) => allowed.includes(page));
      const root: Route[] = hasOverview
        ? [{ kind: 'product', path: base, subpage: 'overview', canonicalPath: base, ...common }]
        : product.hasBuyNowPage // a product without an overview shows its buy-now page at its root
          ? [{ kind: 'product', path: base, subpage: 'buy-now', canonicalPath: joinPath(base, 'buy-now'), ...common }]
          : [];
      return [
        ...root,
        ...sub.map((subpage): Route => {
          const path = joinPath(base, subpage);
          return { kind: 'product', path, subpage, canonicalPath: path, ...common };
        }),
      ];
    };
    return [
      ...routesUnder(joinPath('products', slug), undefined, ['features', 'technical', 'services', 'buy-now']),
      ...regionCodesOf(product.regions, content).flatMap((region) =>
        routesUnder(joinPath(region, 'products', slug), region, ['features', 'buy-now']),
      ),
    ];
  });
}

function industryRoutes(content: SiteContent): Route[] {
  return content.industries.flatMap((industry) => {
    const base = joinPath(industry.slug.current);
    const subpages: IndustrySubpage[] = [
      ...(industry.services.length > 0 ? (['services'] as const) : []),
      ...(industry.customers.length > 0 ? (['customers'] as const) : []),
    ];
    return [
      { kind: 'industry', path: base, industryId: industry._id, subpage: 'overview' } as const,
      ...subpages.map(
        (subpage) => ({ kind: 'industry', path: joinPath(base, subpage), industryId: industry._id, subpage }) as const,
      ),
    ];
  });
}

function trainingRoutes(content: SiteContent): Route[] {
  return regionCodes.flatMap((region): Route[] => [
    { kind: 'trainingCatalogue', path: joinPath(region, 'training-course'), region },
    ...content.trainingCourses
      .filter((course) => course.region.toLowerCase() === region)
      .map((course): Route => ({
        kind: 'trainingCourse',
        path: joinPath(region, 'training-course', course.slug.current),
        courseId: course._id,
        region,
      })),
  ]);
}

/**
 * Every content route of the site, built once from the content. Two documents that claim the same
 * path fail the build, naming both; so does a document claiming a reserved path (RESERVED_PATHS).
 */
export function buildRoutes(content: SiteContent): Route[] {
  const routes = [
    ...pageRoutes(content),
    ...productRoutes(content),
    ...industryRoutes(content),
    ...content.blogs.map((blog): Route => ({
      kind: 'blog',
      path: joinPath('knowledge-hub', blog.slug.current),
      blogId: blog._id,
    })),
    ...trainingRoutes(content),
  ];
  const seen = new Map<string, Route>();
  for (const route of routes) {
    if (isReserved(route.path))
      throw new Error(`A document claims the reserved path ${route.path}: ${describe(route)}`);
    const other = seen.get(route.path);
    if (other) throw new Error(`Two documents claim the path ${route.path}: ${describe(other)} and ${describe(route)}`);
    seen.set(route.path, route);
  }
  return routes;
}

const describe = (route: Route): string => JSON.stringify(route);

/** The region a path belongs to (`/au/...` is au), if any. */
export function regionOfPath(path: string): RegionCode | undefined {
  const first = path.split('/')[1];
  return regionCodes.find((region) => region === first);
}

/** Paths served by fixed route files rather than the content route table. */
const FIXED_PATHS = ['/search/', '/app/'];

export interface SiteRoutes {
  content: SiteContent;
  routes: Route[];
  /** Each content route by its path. */
  byPath: ReadonlyMap<string, Route>;
  knownPaths: ReadonlySet<string>;
}

/** The route table of some content (the published site's, or a preview's). */
export function siteRoutesOf(content: SiteContent): SiteRoutes {
  const routes = buildRoutes(content);
  return {
    content,
    routes,
    byPath: new Map(routes.map((route) => [route.path, route])),
    knownPaths: new Set([...routes.map((route) => route.path), ...FIXED_PATHS]),
  };
}

/** Route tables by the content they were built from: one per version of the published content. */
const tables = new WeakMap<SiteContent, SiteRoutes>();

/** The route table of a version of the content, built once. */
export function routesOf(content: SiteContent): SiteRoutes {
  let table = tables.get(content);
  if (!table) tables.set(content, (table = siteRoutesOf(content)));
  return table;
}
