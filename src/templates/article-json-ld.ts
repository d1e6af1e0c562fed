import type { RenderContext } from '../features/content/render-context.ts';
import type { Blog } from '../features/content/schemas/index.ts';
import { articleJsonLd, imageLookup } from '../features/seo/build-seo.ts';

/** Article JSON-LD for a knowledge-hub blog; `siteUrl` is the site's public origin (Astro.site). */
export function articleJsonLdFor(ctx: RenderContext, blog: Blog, siteUrl: string): object[] {
  const image = blog.previewImage ? imageLookup(ctx.content.imageAssets)(blog.previewImage) : undefined;
  return [articleJsonLd(blog, { siteUrl, siteName: ctx.content.siteConfig.siteName, path: ctx.path, image })];
}
