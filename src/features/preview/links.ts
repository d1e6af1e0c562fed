/**
 * Links inside a preview stay in preview for documents that have drafts: the preview page's HTML has
 * each `href` to such a document's page replaced by its preview URL. Pure.
 */
import { documentIdOf, type Route } from '../content/site-routes.ts';

/** The preview URL of a document. */
export const previewPathOf = (documentId: string): string => `/preview/${encodeURIComponent(documentId)}/`;

/** Site path -> preview URL, for every path that shows a document with a draft. */
export function previewLinkMap(routes: readonly Route[], draftedIds: ReadonlySet<string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const route of routes) {
    const id = documentIdOf(route);
    if (id !== undefined && draftedIds.has(id)) map.set(route.path, previewPathOf(id));
  }
  return map;
}

/** Rewrite `href="/path/?q#h"` attributes whose path (with or without its trailing slash) is in `map`. */
export function rewritePreviewLinks(html: string, map: ReadonlyMap<string, string>): string {
  if (map.size === 0) return html;
  return html.replace(/\bhref="(\/[^"?#]*)([?#][^"]*)?"/g, (whole, path: string, suffix: string | undefined) => {
    const target = map.get(path) ?? map.get(path.endsWith('/') ? path : `${path}/`);
    return target ? `href="${target}${suffix ?? ''}"` : whole;
  });
}
