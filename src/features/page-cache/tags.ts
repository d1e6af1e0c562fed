/**
 * Names of the page cache's tags (docs/content-model.md "How a publish goes live"). A rendered page is
 * tagged with what it read; a publish drops every page carrying one of the tags it changed. Pure.
 */

/** The page read this document (by id: a link to it, its own page, an image asset). */
export const docTag = (id: string): string => `d:${id}`;
/** The page read a listing of every document of this type (product grids, related blogs, menus of types). */
export const typeTag = (type: string): string => `t:${type}`;
/** The page asked whether the site serves this path (a link that shows only when its target exists). */
export const pathTag = (path: string): string => `p:${path}`;
/** The page read the whole route table (the sitemap). */
export const ROUTES_TAG = 'routes';
/** On every page: the documents every page shows (header menu, footer, SEO defaults, region switcher). */
export const SITE_WIDE_TAGS: readonly string[] = [docTag('siteConfig'), typeTag('region'), typeTag('globalised')];
/** The page walked over every document (a whole-content read): any publish drops it. */
export const ALL_CONTENT_TAG = '*';
