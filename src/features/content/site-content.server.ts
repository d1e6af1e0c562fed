import { services } from '../../services/config.ts';
import { describeContentProblems } from './admit.ts';
import { ALL_CONTENT, BLOGS_NEWEST_FIRST, LATEST_PRODUCTS } from './queries.ts';
import { memoiseLoader } from './memo.ts';
import { assertUsable, buildSiteContent, CONTENT_TYPES, type SiteContent } from './site-content.ts';

/** Read the whole content through the content port (`preview`: drafts in place of published documents). */
export async function loadSiteContent(preview: boolean): Promise<SiteContent> {
  const source = services().content();
  const options = { preview };
  const [raw, blogOrder, latestProductIds] = await Promise.all([
    source.fetch<{ _id: string; _type: string }[]>(ALL_CONTENT, { types: CONTENT_TYPES }, options),
    source.fetch<{ _id: string }[]>(BLOGS_NEWEST_FIRST, {}, options),
    source.fetch<string[]>(LATEST_PRODUCTS, {}, options),
  ]);
  return buildSiteContent(raw, { blogOrder, latestProductIds });
}

async function loadPublished(): Promise<SiteContent> {
  const content = await loadSiteContent(false);
  if (content.problems.length > 0) {
    // The build goes on without what is at fault; the log names each document and field for the editors.
    console.warn(`content: ${content.problems.length} problem(s); the site is built without what is at fault:\n${describeContentProblems(content.problems)}`);
  }
  assertUsable(content);
  return content;
}

/**
 * The site's published content, loaded through the content port and checked once per process.
 * Preview reads drafts on every request instead (features/preview), so it is never kept here.
 */
const loadOnce = memoiseLoader(loadPublished);
export const getSiteContent = (): Promise<SiteContent> => loadOnce(undefined);

/** Forget loaded content (tests). */
export const forgetSiteContent = (): void => loadOnce.clear();
