/**
 * The Presentation tool: the site's preview beside the document. Where a document appears comes
 * from the site's own route table (src/features/content/document-routes.ts), so the Studio never
 * keeps a second list of URLs; each location opens the document's preview on that path.
 */
import { map } from 'rxjs';
import type { PresentationPluginOptions } from 'sanity/presentation';
import { documentRoutes, type RawContentDocument } from '../src/features/content/document-routes.ts';
import { draftIdOf, publishedIdOf } from '../src/schemas/document-id.ts';
import type { StudioSettings } from './settings.ts';

/** The site's preview of a document, on one of its paths. */
export const previewHref = (id: string, path?: string): string =>
  `/preview/${encodeURIComponent(id)}/${path ? `?at=${encodeURIComponent(path)}` : ''}`;

const LOCATIONS_QUERY = `{
  "document": coalesce(*[_id == $draft][0], *[_id == $id][0]),
  "regions": *[_type in ["region", "globalised"]]{ _id, _type, iban }
}`;

interface LocationsQueryResult {
  document: RawContentDocument | null;
  regions: RawContentDocument[];
}

export function presentation(settings: StudioSettings): PresentationPluginOptions {
  return {
    title: 'Preview',
    previewUrl: {
      origin: settings.siteUrl,
      preview: previewHref('siteConfig'),
      previewMode: { enable: '/api/preview/enable' },
    },
    allowOrigins: [settings.siteUrl],
    resolve: {
      mainDocuments: [
        {
          route: '/preview/:id',
          resolve: ({ params }) => ({ filter: '_id == $id', params: { id: publishedIdOf(params['id'] ?? '') } }),
        },
        {
          route: '/preview/:id/',
          resolve: ({ params }) => ({ filter: '_id == $id', params: { id: publishedIdOf(params['id'] ?? '') } }),
        },
      ],
      locations: ({ id }, { documentStore }) =>
        documentStore
          .listenQuery(LOCATIONS_QUERY, { id: publishedIdOf(id), draft: draftIdOf(id) }, { perspective: 'drafts' })
          .pipe(
            map((result: LocationsQueryResult) => {
              if (!result.document) return null;
              const routes = documentRoutes(result.document, result.regions);
              if (routes.length === 0)
                return { message: 'This document has no page of its own', tone: 'caution' as const };
              return {
                message: routes.length === 1 ? 'Seen on one page' : `Seen on ${routes.length} pages`,
                locations: routes.map((route) => ({
                  title: route.path,
                  href: previewHref(publishedIdOf(id), route.path),
                })),
              };
            }),
          ),
    },
  };
}
