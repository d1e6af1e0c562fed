import type { RenderContext } from '../content/render-context.ts';
import type { SanityImage, Seo } from '../content/schemas/index.ts';
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

/** Resolve a Sanity image to a URL and its dimensions through the asset index. */
export function imageInfo(ctx: RenderContext, image: SanityImage | undefined): PageSeo['ogImage'] {
  const asset = image ? ctx.content.imageAssets.get(image.asset._ref) : undefined;
  if (!asset || !image) return undefined;
  return { url: asset.url, width: asset.metadata.dimensions.width, height: asset.metadata.dimensions.height, alt: image.alt };
}

/**
 * The head metadata of a content route: the document's own SEO fields, else its title and
 * description, else the site's defaultSEO.
 */
export function routeSeo(ctx: RenderContext, input: RouteSeoInput): PageSeo {
  const { defaultSEO, siteName } = ctx.content.siteConfig;
  const title = input.seo?.title ?? input.title;
  return {
    title: title === siteName ? title : `${title} | ${siteName}`,
    description: input.seo?.description ?? input.description ?? defaultSEO.pageDescription,
    keywords: input.seo?.keywords ?? defaultSEO.pageKeyWords,
    ogImage: imageInfo(ctx, input.seo?.ogImage ?? input.image ?? defaultSEO.ogImage),
    canonicalPath: input.canonicalPath ?? ctx.path,
    noIndex: input.noIndex ?? input.seo?.noIndex,
    jsonLd: input.jsonLd ?? [],
    ogType: input.ogType ?? 'website',
  };
}
