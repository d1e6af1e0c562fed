import type { RenderContext } from '../content/render-context.ts';
import type { SanityImage, Seo } from '../content/schemas/index.ts';
import { buildPageSeo, hreflangAlternates, imageLookup } from './build-seo.ts';
import type { PageSeo } from './types.ts';

export interface RouteSeoInput {
  title: string;
  description?: string | undefined;
  seo?: Seo | undefined;
  image?: SanityImage | undefined;
  canonicalPath?: string | undefined;
  jsonLd?: object[] | undefined;
  ogType?: PageSeo['ogType'];
  noIndex?: boolean | undefined;
}

/**
 * The head metadata of a route: the document's own SEO fields, else its title and description,
 * else the site's defaultSEO; hreflang alternates from the paths the site serves.
 */
export function routeSeo(ctx: RenderContext, input: RouteSeoInput): PageSeo {
  const { defaultSEO, siteName } = ctx.content.siteConfig;
  const canonicalPath = input.canonicalPath ?? ctx.path;
  return buildPageSeo({
    ...input,
    defaultSEO,
    siteName,
    canonicalPath,
    imageUrl: imageLookup(ctx.content.imageAssets),
    alternates: input.noIndex ? [] : hreflangAlternates(canonicalPath, ctx.knownPaths),
  });
}
