/**
 * What a preview shows: the whole content read with drafts overlaid (draft wins over published),
 * its route table, and the route of the previewed document. Read on every request, never kept:
 * an editor must see the draft as it is now.
 */
import { GROQ_SHOWS_DRAFT, publishedIdOf } from '../../schemas/document-id.ts';
import { services } from '../../services/config.ts';
import type { ContentProblem } from '../content/admit.ts';
import { loadSiteContent } from '../content/site-content.server.ts';
import { ContentValidationError } from '../content/site-content.ts';
import type { DocumentProblem } from '../content/schemas/index.ts';
import { siteRoutesOf, type SiteRoutes } from '../content/site-routes.server.ts';
import type { Route } from '../content/site-routes.ts';
import { previewLinkMap } from './links.ts';
import { previewRouteFor } from './route-choice.ts';

/** Ids (published form) of the documents that have a draft: `_originalId` is the draft's own id in the drafts perspective. */
const DRAFTED_IDS = /* groq */ `*[${GROQ_SHOWS_DRAFT}]._id`;

export type Preview =
  /** The document's page, rendered from the preview content; `links`: site path -> preview URL. */
  | {
      kind: 'page';
      site: SiteRoutes;
      route: Route;
      documentId: string;
      problems: ContentProblem[];
      links: Map<string, string>;
    }
  /** Nothing to render for this id (no such document, no page of its own, or left out for its problems). */
  | { kind: 'nothing'; site: SiteRoutes; documentId: string; problems: ContentProblem[] }
  /** The content as a whole cannot be read (no siteConfig, two documents on one path): why, for the editor. */
  | { kind: 'unusable'; documentId: string; problems: readonly DocumentProblem[]; message: string };

/** The preview of `requestedId`, on the page `at` names when that is one of the document's (route-choice.ts). */
export async function loadPreview(requestedId: string, at?: string | null): Promise<Preview> {
  const documentId = publishedIdOf(requestedId); // `drafts.x` and `x` preview the same document
  let site: SiteRoutes;
  try {
    site = siteRoutesOf(await loadSiteContent(true));
  } catch (error) {
    if (error instanceof ContentValidationError)
      return { kind: 'unusable', documentId, problems: error.problems, message: error.message };
    if (error instanceof Error && /claims? the (reserved )?path/.test(error.message))
      return { kind: 'unusable', documentId, problems: [], message: error.message };
    throw error;
  }
  const problems = site.content.problems.filter((problem) => problem._id === documentId);
  const document = site.content.byId.get(documentId);
  const route = document && previewRouteFor(site.routes, document, at);
  if (!document || !route) return { kind: 'nothing', site, documentId, problems };
  const drafted = new Set(await services().content().fetch<string[]>(DRAFTED_IDS, {}, { preview: true }));
  return { kind: 'page', site, route, documentId, problems, links: previewLinkMap(site.routes, drafted) };
}
