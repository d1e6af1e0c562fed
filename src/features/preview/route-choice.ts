/**
 * Which of a document's pages a preview shows. A document may have several (a product's overview,
 * features and buy-now pages, its regional copies); the Studio's Presentation tool asks for one with
 * `?at=<site path>`. Only a path of that document from the site's route table is taken; anything
 * else falls back to the document's first route. The site configuration shows on every page: it
 * previews on the home page, or on any page `at` names. Pure.
 */
import { documentIdOf, type Route } from '../content/site-routes.ts';

/** `/a/b/` from what a URL's `at` carries (`/a/b`, `/a/b/?q#h`); undefined when it is no site path. */
export function sitePathOf(at: string | null | undefined): string | undefined {
  if (!at) return undefined;
  const path = at.trim().replace(/[?#].*$/, '');
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  return path.endsWith('/') ? path : `${path}/`;
}

/** The route a preview of `documentId` renders: the one `at` names, if it is one of the document's, else its first. */
export function previewRouteFor(
  routes: readonly Route[],
  document: { _id: string; _type: string },
  at?: string | null,
): Route | undefined {
  const everyPage = document._type === 'siteConfig';
  const candidates = routes.filter((route) => (everyPage ? true : documentIdOf(route) === document._id));
  const asked = sitePathOf(at);
  const chosen = asked === undefined ? undefined : candidates.find((route) => route.path === asked);
  if (chosen) return chosen;
  return everyPage ? routes.find((route) => route.path === '/') : candidates[0];
}
