/**
 * Search records built from the site content (docs/requirements.md#search search and /products facets). Pure: no IO.
 *
 * One index holds every kind of record (src/schemas/search-record.ts, the search port's contract); `kind`
 * tells them apart (the /search page groups by it, the /products grid filters `kind:product`).
 */
import type { SearchRecord } from '../../schemas/search-record.ts';
import type { SiteContent } from '../content/site-content.ts';
import { fromPricesByRegion } from '../pricing/from-price.ts';
import { buildRoutes, isListedProduct, regionCodesOf, type Route } from '../content/site-routes.ts';

/** The attribute the /products page filters on (`?industries.title=`), as Algolia names a nested attribute. */
export const INDUSTRY_FACET = 'industries.title';

/** `Software` → `software`, `CTS` → `cts`. */
export const productTypeSlug = (category: string): string => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Whether a product is searchable: listed (no Freight) and with at least one variant on show. */
export const isSearchableProduct = (product: SiteContent['products'][number]): boolean =>
  isListedProduct(product) && (product.products.length === 0 || product.products.some((variant) => !variant.hidden));

const OUR_TEAM_FALLBACK = '/nz/our-team/';

/**
 * Build every search record from the content; `routes` defaults to the site's route table, `now` (the
 * moment prices are judged at, docs/requirements.md#promotions promos) to the build's.
 */
export function buildSearchRecords(
  content: SiteContent,
  routes: readonly Route[] = buildRoutes(content),
  now = new Date(),
): SearchRecord[] {
  const documentTemplate = (id: string) => {
    const doc = content.byId.get(id);
    return doc?._type === 'page' ? doc.template : undefined;
  };
  const imageUrl = (image: { asset: { _ref: string } } | undefined): { image?: string } => {
    const url = image ? content.imageAssets.get(image.asset._ref)?.url : undefined;
    return url ? { image: url } : {};
  };
  const slugOf = (id: string): string | undefined => {
    const doc = content.byId.get(id);
    return doc?._type === 'industry' ? doc.slug.current : undefined;
  };

  // `industryProducts` already joins both ways (the industry's own list and products that reference it).
  const industriesOfProduct = new Map<string, string[]>();
  for (const [industryId, productIds] of content.industryProducts) {
    const industrySlug = slugOf(industryId);
    if (industrySlug)
      for (const id of productIds) industriesOfProduct.set(id, [...(industriesOfProduct.get(id) ?? []), industrySlug]);
  }

  // Each document links to its first (global before regional) path in the site's route table.
  const pathOf = new Map<string, string>();
  let teamPath: string | undefined;
  for (const route of routes) {
    const id =
      route.kind === 'product' && !route.region
        ? route.productId
        : route.kind === 'page'
          ? route.pageId
          : route.kind === 'industry' && route.subpage === 'overview'
            ? route.industryId
            : route.kind === 'blog'
              ? route.blogId
              : undefined;
    if (id && !pathOf.has(id)) pathOf.set(id, route.path);
    if (route.kind === 'page' && documentTemplate(route.pageId) === 'ourTeam') teamPath ??= route.path;
  }

  // Products by title: the order the /products grid shows with no query (Algolia: customRanking asc(title)).
  const byTitle = content.products.filter(isSearchableProduct).toSorted((a, b) => a.title.localeCompare(b.title));
  const products = byTitle.flatMap((product): SearchRecord[] => {
    const url = pathOf.get(product._id);
    if (!url) return []; // no page to link to
    const type = productTypeSlug(product.product_category);
    const industries = industriesOfProduct.get(product._id) ?? [];
    const offered = regionCodesOf(product.regions, content);
    const fromPrice = fromPricesByRegion(product, offered, now);
    return [
      {
        objectID: product._id,
        kind: 'product',
        title: product.title,
        description: product.productDescription ?? product.seo?.description ?? '',
        keywords: [
          product.name,
          product.vendor,
          product.productTag,
          product.seo?.keywords,
          ...product.products.filter((v) => !v.hidden).map((v) => v.title),
        ]
          .filter(Boolean)
          .join(' '),
        url,
        ...imageUrl(product.image),
        ...(product.vendor ? { eyebrow: product.vendor } : {}),
        ...(product.productTag ? { tag: product.productTag } : {}),
        industries: { title: [...new Set([...industries, type])] },
        productType: type,
        region: offered,
        ...(Object.keys(fromPrice).length > 0 ? { fromPrice } : {}),
      },
    ];
  });

  const industries = content.industries.flatMap((industry): SearchRecord[] => {
    const url = pathOf.get(industry._id);
    if (!url) return [];
    return [
      {
        objectID: industry._id,
        kind: 'industry',
        title: industry.title,
        description: industry.summary ?? industry.seo?.description ?? '',
        keywords: industry.seo?.keywords ?? '',
        url,
        ...imageUrl(industry.image),
        industries: { title: [industry.slug.current] },
        region: regionCodesOf(industry.regions, content),
      },
    ];
  });

  const blogs = content.blogs.flatMap((blog): SearchRecord[] => {
    const url = pathOf.get(blog._id);
    if (!url) return [];
    return [
      {
        objectID: blog._id,
        kind: 'blog',
        title: blog.title,
        description: blog.excerpt ?? blog.seo?.description ?? '',
        keywords: blog.seo?.keywords ?? '',
        url,
        ...imageUrl(blog.previewImage),
        industries: { title: blog.relatedTo.flatMap((ref) => slugOf(ref._ref) ?? []) },
        blogType: blog.blogType,
        region: [],
      },
    ];
  });

  const team = content.team.map((member): SearchRecord => ({
    objectID: member._id,
    kind: 'team',
    title: member.title,
    description: member.jobTitle ?? '',
    keywords: [member.department, ...member.coreCompetency.map((c) => c.title)].filter(Boolean).join(' '),
    url: teamPath ?? OUR_TEAM_FALLBACK,
    ...imageUrl(member.profileImage),
    industries: { title: member.expertise.flatMap((ref) => slugOf(ref._ref) ?? []) },
    region: regionCodesOf(member.regions, content),
  }));

  const pages = content.pages
    .filter((page) => page.template !== 'home' && !page.seo?.noIndex)
    .flatMap((page): SearchRecord[] => {
      const url = pathOf.get(page._id);
      if (!url) return [];
      return [
        {
          objectID: page._id,
          kind: 'page',
          title: page.title,
          description: page.intro ?? page.seo?.description ?? '',
          keywords: page.seo?.keywords ?? '',
          url,
          ...imageUrl(page.seo?.ogImage),
          industries: { title: [] },
          region: page.region ? regionCodesOf([page.region], content) : [],
        },
      ];
    });

  return [...products, ...industries, ...blogs, ...team, ...pages];
}

/**
 * Algolia `facetFilters` from a listing URL's query (`/products?industries.title=architecture`):
 * several values of one facet are OR-ed (`[["industries.title:a","industries.title:b"]]`).
 * Unknown parameters and empty values are ignored.
 */
export function facetFiltersFromUrl(searchParams: URLSearchParams): string[][] {
  const filters: string[][] = [];
  for (const attribute of [INDUSTRY_FACET, 'blogType'] as const) {
    const values = [
      ...new Set(
        searchParams
          .getAll(attribute)
          .flatMap((value) => value.split(','))
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length > 0) filters.push(values.map((value) => `${attribute}:${value}`));
  }
  return filters;
}
