import type { RenderContext } from '../features/content/render-context.ts';
import type { Blog } from '../features/content/schemas/index.ts';
import { articleJsonLd, imageLookup } from '../features/seo/build-seo.ts';
import { SITE_URL } from '../features/seo/site-url.ts';

/** Article JSON-LD for a knowledge-hub blog. */
export function articleJsonLdFor(ctx: RenderContext, blog: Blog): object[] {
  const image = blog.previewImage ? imageLookup(ctx.content.imageAssets)(blog.previewImage) : undefined;
  return [articleJsonLd(blog, { siteUrl: SITE_URL, siteName: ctx.content.siteConfig.siteName, path: ctx.path, image })];
}
