/**
 * The site paths one document appears on, from the site's own route table: what the Studio's
 * Presentation tool lists as a document's locations. Pure; needs only the document and the regions.
 */
import { publishedIdOf } from '../../schemas/document-id.ts';
import { buildSiteContent } from './site-content.ts';
import { buildRoutes, documentIdOf, type Route } from './site-routes.ts';

/** A raw document as Sanity or the dataset holds it. */
export interface RawContentDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** A stand-in configuration, so one document's routes can be built without the whole site. */
const SITE_CONFIG_STUB: RawContentDocument = { _id: 'siteConfig', _type: 'siteConfig' };

/**
 * The routes of one document (a draft counts as its published document). The site configuration
 * shows on every page; its location is the home page. A document the site would leave out (a bad
 * slug) has none.
 */
export function documentRoutes(document: RawContentDocument, regions: readonly RawContentDocument[]): Route[] {
  const id = publishedIdOf(document._id);
  if (document._type === 'siteConfig') return [{ kind: 'page', path: '/', pageId: id }];
  const published = { ...document, _id: id };
  const content = buildSiteContent([SITE_CONFIG_STUB, ...regions, published], {
    blogOrder: [{ _id: id }],
    latestProductIds: [],
  });
  return buildRoutes(content).filter((route) => documentIdOf(route) === id);
}
