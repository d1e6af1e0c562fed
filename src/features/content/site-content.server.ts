import { services } from '../../services/config.ts';
import { ALL_CONTENT, BLOGS_NEWEST_FIRST, LATEST_PRODUCTS } from './queries.ts';
import { memoiseLoader } from './memo.ts';
import { buildSiteContent, CONTENT_TYPES, type SiteContent } from './site-content.ts';


async function load(preview: boolean): Promise<SiteContent> {
  const source = services().content();
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
const loadOnce = memoiseLoader(load);
export const getSiteContent = (preview = false): Promise<SiteContent> => loadOnce(preview);

/** Forget loaded content (live preview, tests). */
export const forgetSiteContent = (): void => loadOnce.clear();
