import { getContentSource } from '../../services/config.ts';
import { ALL_CONTENT, BLOGS_NEWEST_FIRST, LATEST_PRODUCTS } from './queries.ts';
import { buildSiteContent, CONTENT_TYPES, type SiteContent } from './site-content.ts';

const cache = new Map<boolean, Promise<SiteContent>>();

async function load(preview: boolean): Promise<SiteContent> {
  const source = getContentSource();
  const options = { preview };
  const [raw, blogOrder, latestProductIds] = await Promise.all([
    source.fetch<{ _id: string; _type: string }[]>(ALL_CONTENT, { types: CONTENT_TYPES }, options),
    source.fetch<{ _id: string }[]>(BLOGS_NEWEST_FIRST, {}, options),
    source.fetch<string[]>(LATEST_PRODUCTS, {}, options),
  ]);
  return buildSiteContent(raw, { blogOrder, latestProductIds });
}

/**
 * The site's content, loaded through the content port and checked once per process
 * (`preview` reads drafts in place of published documents).
 */
export function getSiteContent(preview = false): Promise<SiteContent> {
  let content = cache.get(preview);
  if (!content) {
    content = load(preview);
    cache.set(preview, content);
    content.catch(() => cache.delete(preview));
  }
  return content;
}

/** Forget loaded content (live preview, tests). */
export const forgetSiteContent = (): void => cache.clear();
