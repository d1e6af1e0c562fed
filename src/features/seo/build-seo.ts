/**
 * Pure builders of page head metadata: title and description fallbacks, hreflang alternates and
 * JSON-LD (schema.org) objects. No IO; URLs are made absolute against the site URL given.
 */
import type { Blog, ImageAsset, ProductFamily, SanityImage, Seo, SiteConfig } from '../content/schemas/index.ts';
import { joinPath, regionOfPath } from '../content/site-routes.ts';
import type { PageSeo } from './types.ts';

/** A resolved image: absolute or site-relative URL and, when known, its size. */
export interface ImageRef {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
}

/** Resolves a Sanity image to its URL (through the asset index); undefined when the asset is unknown. */
export type ImageUrlLookup = (image: SanityImage) => ImageRef | undefined;

/** An image lookup over the content's `imageAssets` index. */
export function imageLookup(imageAssets: ReadonlyMap<string, ImageAsset>): ImageUrlLookup {
  return (image) => {
    const asset = imageAssets.get(image.asset._ref);
    return asset
      ? { url: asset.url, width: asset.metadata.dimensions.width, height: asset.metadata.dimensions.height }
      : undefined;
  };
}

export interface BuildPageSeoInput {
  /** The document's own SEO fields (win over everything else). */
  seo?: Seo | undefined;
  /** The document's title (used when `seo.title` is empty). */
  title?: string | undefined;
  /** The document's summary (used when `seo.description` is empty). */
  description?: string | undefined;
  /** The document's picture (used when `seo.ogImage` is empty). */
  image?: SanityImage | undefined;
  defaultSEO: SiteConfig['defaultSEO'];
  siteName: string;
  /** Site-relative canonical path. */
  canonicalPath: string;
  imageUrl: ImageUrlLookup;
  alternates?: PageSeo['alternates'];
  jsonLd?: object[] | undefined;
  ogType?: PageSeo['ogType'];
  /** Forces noindex (fixed pages such as search); otherwise `seo.noIndex` decides. */
  noIndex?: boolean | undefined;
}

const clean = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** "<Page title> | <siteName>", unless the title already names the site. */
export function pageTitle(title: string, siteName: string): string {
  const text = clean(title);
  if (!text) return siteName;
  return text.toLowerCase().includes(siteName.toLowerCase()) ? text : `${text} | ${siteName}`;
}

/**
 * The head metadata of a page: the document's SEO fields, else its title, summary and picture, else
 * the site's `defaultSEO` (title pattern "<Page title> | <siteName>"; no title at all gives
 * `defaultSEO.pageTitle`).
 */
export function buildPageSeo(input: BuildPageSeoInput): PageSeo {
  const { seo, defaultSEO, siteName } = input;
  const title = clean(seo?.title) || clean(input.title);
  const image = [seo?.ogImage, input.image, defaultSEO.ogImage].flatMap((candidate) => {
    const resolved = candidate ? input.imageUrl(candidate) : undefined;
    return resolved && candidate ? [{ ...resolved, alt: candidate.alt || undefined }] : [];
  })[0];
  return {
    title: title ? pageTitle(title, siteName) : clean(defaultSEO.pageTitle) || siteName,
    description: clean(seo?.description) || clean(input.description) || clean(defaultSEO.pageDescription),
    keywords: clean(seo?.keywords) || clean(defaultSEO.pageKeyWords) || undefined,
    ogImage: image,
    canonicalPath: input.canonicalPath,
    noIndex: input.noIndex === true || seo?.noIndex === true,
    alternates: input.alternates,
    jsonLd: input.jsonLd ?? [],
    ogType: input.ogType ?? 'website',
  };
}

/** The hreflang of each regional variant and of the default. */
const HREFLANG = { au: 'en-AU', nz: 'en-NZ', default: 'x-default' } as const;

/**
 * hreflang alternates of a path (global, `/au/...` or `/nz/...`): en-AU, en-NZ and x-default, each
 * only where `availablePaths` has that variant. x-default is the global path, else the nz one.
 * A path with no other variant gets none (an alternate of itself alone says nothing).
 */
export function hreflangAlternates(
  path: string,
  availablePaths: ReadonlySet<string> | readonly string[],
): { hrefLang: string; path: string }[] {
  const has = (candidate: string) =>
    'has' in availablePaths ? availablePaths.has(candidate) : availablePaths.includes(candidate);
  const normal = joinPath(path.split(/[?#]/)[0]);
  const region = regionOfPath(normal);
  const base = region ? joinPath(normal.slice(region.length + 1)) : normal;
  if (base === '/app/' || base.startsWith('/app/')) return [];
  const au = joinPath('au', base);
  const nz = joinPath('nz', base);
  const alternates: { hrefLang: string; path: string }[] = [
    ...(has(au) ? [{ hrefLang: HREFLANG.au, path: au }] : []),
    ...(has(nz) ? [{ hrefLang: HREFLANG.nz, path: nz }] : []),
  ];
  const fallback = has(base) ? base : has(nz) ? nz : undefined;
  if (fallback) alternates.push({ hrefLang: HREFLANG.default, path: fallback });
  return new Set(alternates.map((alternate) => alternate.path)).size > 1 ? alternates : [];
}

/** An absolute URL of a site path (or an already absolute URL as it is). */
export const absoluteUrl = (pathOrUrl: string, siteUrl: string | URL): string => new URL(pathOrUrl, siteUrl).href;

/** JSON for a `<script type="application/ld+json">`: `<` escaped so content cannot close the script. */
export const serializeJsonLd = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const SCHEMA = 'https://schema.org';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The organisation's JSON-LD: `defaultSEO.jsonLD` when it parses to an object (or a list of objects),
 * else one built from the site name, URL, logo and social links.
 */
export function organizationJsonLd(
  siteConfig: Pick<SiteConfig, 'siteName' | 'defaultSEO' | 'socialLinks'>,
  siteUrl: string | URL,
): object {
  const own = siteConfig.defaultSEO.jsonLD;
  if (own) {
    try {
      const parsed: unknown = JSON.parse(own);
      if (Array.isArray(parsed) ? parsed.length > 0 && parsed.every(isObject) : isObject(parsed))
        return parsed as object;
    } catch {
      // Not JSON: build one below.
    }
  }
  const sameAs = siteConfig.socialLinks.map((link) => link.url);
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: siteConfig.siteName,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl('/logo.svg', siteUrl),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The site's WebSite JSON-LD with a SearchAction to `/search?q={search_term_string}`. */
export function websiteJsonLd(siteConfig: Pick<SiteConfig, 'siteName'>, siteUrl: string | URL): object {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: siteConfig.siteName,
    url: absoluteUrl('/', siteUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search', siteUrl)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A breadcrumb item: its name and site path (the last item may have none). */
export interface BreadcrumbItem {
  name: string;
  path?: string | undefined;
}

/** BreadcrumbList JSON-LD, positions from 1, item URLs absolute. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string | URL): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.path ? { item: absoluteUrl(item.path, siteUrl) } : {}),
    })),
  };
}

export interface ArticleJsonLdOptions {
  siteUrl: string | URL;
  siteName: string;
  /** The blog's site path. */
  path: string;
  image?: ImageRef | undefined;
  description?: string | undefined;
}

/** Article JSON-LD of a blog post (headline, dates, image, the site as author and publisher). */
export function articleJsonLd(
  blog: Pick<Blog, 'title' | 'publishDate' | 'excerpt' | '_updatedAt'>,
  { siteUrl, siteName, path, image, description }: ArticleJsonLdOptions,
): object {
  const url = absoluteUrl(path, siteUrl);
  const organization = { '@type': 'Organization', name: siteName, url: absoluteUrl('/', siteUrl) };
  const summary = clean(description) || clean(blog.excerpt);
  return {
    '@context': SCHEMA,
    '@type': 'Article',
    headline: blog.title.length > 110 ? `${blog.title.slice(0, 109)}…` : blog.title,
    datePublished: blog.publishDate,
    dateModified: blog._updatedAt ?? blog.publishDate,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.svg', siteUrl) } },
    ...(image ? { image: [absoluteUrl(image.url, siteUrl)] } : {}),
    ...(summary ? { description: summary } : {}),
  };
}

/** schema.org item availability (short names). */
export type OfferAvailability =
  'InStock' | 'OutOfStock' | 'PreOrder' | 'BackOrder' | 'LimitedAvailability' | 'OnlineOnly' | 'Discontinued';

/** The offer a product page shows: price and currency as the caller priced them (never computed here). */
export interface ProductOffer {
  /** Decimal amount as text, e.g. "1234.50". */
  price: string;
  currency: string;
  availability: OfferAvailability;
}

export interface ProductJsonLdOptions {
  siteUrl: string | URL;
  /** The product page's site path. */
  path: string;
  image?: ImageRef | undefined;
}

/** Product JSON-LD: name, description, brand (vendor), category and, when priced, one Offer. */
export function productJsonLd(
  product: Pick<ProductFamily, 'title' | 'productDescription' | 'vendor' | 'product_family_id' | 'product_category'>,
  offer: ProductOffer | undefined,
  { siteUrl, path, image }: ProductJsonLdOptions,
): object {
  const url = absoluteUrl(path, siteUrl);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.title,
    description: clean(product.productDescription),
    sku: product.product_family_id,
    category: product.product_category,
    brand: { '@type': 'Brand', name: product.vendor },
    url,
    ...(image ? { image: [absoluteUrl(image.url, siteUrl)] } : {}),
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            price: offer.price,
            priceCurrency: offer.currency,
            availability: `${SCHEMA}/${offer.availability}`,
            url,
          },
        }
      : {}),
  };
}
