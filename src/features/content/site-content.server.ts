/**
 * The published content this instance serves: a copy of the published documents, loaded once from
 * the content port and patched by every publish (features/publish/publish.server.ts), never by a
 * rebuild. Each version of the copy is checked and indexed into a SiteContent that renders read.
 */
import { queryDocuments } from '../../services/content/groq.ts';
import { isPublishedId } from '../../schemas/document-id.ts';
import type { ContentChangeSet } from '../../services/content/port.ts';
import { services } from '../../services/config.ts';
import { describeContentProblems, type RawDocument } from './admit.ts';
import { BLOGS_NEWEST_FIRST, LATEST_PRODUCTS, ALL_CONTENT } from './queries.ts';
import { routesOf } from './site-routes.ts';
import { patchReplica } from './replica.ts';
import { assertUsable, buildSiteContent, CONTENT_TYPES, type QueriedLists, type SiteContent } from './site-content.ts';

const RENDERED_TYPES: ReadonlySet<string> = new Set(CONTENT_TYPES);

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

/** One version of the published copy and the content built from it. */
interface Published {
  documents: ReadonlyMap<string, RawDocument>;
  lists: QueriedLists;
  content: SiteContent;
}

/** Each GROQ list, the one document type it reads (its filter), and the list's field. */
const LISTS = [
  { query: BLOGS_NEWEST_FIRST, type: 'blog', field: 'blogOrder' },
  { query: LATEST_PRODUCTS, type: 'productFamily', field: 'latestProductIds' },
] as const;

/**
 * The site's GROQ lists run over the copy in memory (groq-js), each over the documents of the one
 * type its filter keeps (references still resolve through the whole copy); a list whose type a
 * publish did not touch is kept as it was.
 */
async function listsOf(
  documents: ReadonlyMap<string, RawDocument>,
  previous?: { lists: QueriedLists; changedTypes: ReadonlySet<string> },
): Promise<QueriedLists> {
  const [blogOrder, latestProductIds] = await Promise.all(
    LISTS.map(({ query, type, field }) => {
      if (previous && !previous.changedTypes.has(type)) return Promise.resolve(previous.lists[field]);
      const ofType = [...documents.values()].filter((doc) => doc._type === type);
      return queryDocuments<unknown>({ documents: ofType, byId: documents }, query);
    }),
  );
  return {
    blogOrder: blogOrder as QueriedLists['blogOrder'],
    latestProductIds: latestProductIds as QueriedLists['latestProductIds'],
  };
}

async function loadPublished(): Promise<Published> {
  const fetched = await services().content().published(CONTENT_TYPES);
  const documents = new Map(fetched.filter((doc) => isPublishedId(doc._id)).map((doc) => [doc._id, doc]));
  const lists = await listsOf(documents);
  const content = buildSiteContent([...documents.values()], lists);
  if (content.problems.length > 0) {
    // The site goes on without what is at fault; the log names each document and field for the editors.
    console.warn(
      `content: ${content.problems.length} problem(s); the site is served without what is at fault:\n${describeContentProblems(content.problems)}`,
    );
  }
  assertUsable(content);
  routesOf(content); // two documents on one path, or one on a reserved path: refused (the table is kept for renders)
  return { documents, lists, content };
}

let published: Promise<Published> | undefined;
/** Publishes are applied one at a time, in the order they arrive. */
let applying: Promise<unknown> = Promise.resolve();

function currentPublished(): Promise<Published> {
  if (!published) {
    const loading = loadPublished();
    published = loading;
    loading.catch(() => {
      if (published === loading) published = undefined;
    });
  }
  return published;
}

/** The site's published content as this instance holds it now. */
export const getSiteContent = async (): Promise<SiteContent> => (await currentPublished()).content;

/** What applying a publish did. */
export interface AppliedPublish {
  before: SiteContent;
  after: SiteContent;
  changedIds: string[];
  /** Page-cache tags of the changed documents (features/content/replica.ts). */
  tags: string[];
  /** Their types, before and after. */
  changedTypes: string[];
}

async function apply(changes: ContentChangeSet): Promise<AppliedPublish | undefined> {
  const held = await currentPublished();
  const patch = patchReplica(held.documents, changes, RENDERED_TYPES);
  if (patch.refused.length > 0) {
    console.warn(
      `content: a publish was refused where it broke a document; its last good version stays:\n${describeContentProblems(patch.refused)}`,
    );
  }
  if (patch.changedIds.length === 0) return undefined;
  let content: SiteContent;
  let lists: QueriedLists;
  try {
    lists = await listsOf(patch.documents, { lists: held.lists, changedTypes: new Set(patch.changedTypes) });
    content = buildSiteContent([...patch.documents.values()], lists);
    assertUsable(content);
    routesOf(content); // two documents on one path, or one on a reserved path: refused whole (the table is kept for renders)
  } catch (error) {
    console.error(
      `content: a publish left the site unusable and was not applied. ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
  const newProblems = content.problems.filter((problem) => patch.changedIds.includes(problem._id));
  if (newProblems.length > 0)
    console.warn(`content: published with problems:\n${describeContentProblems(newProblems)}`);
  published = Promise.resolve({ documents: patch.documents, lists, content });
  return {
    before: held.content,
    after: content,
    changedIds: patch.changedIds,
    tags: patch.tags,
    changedTypes: patch.changedTypes,
  };
}

/** Patches the copy with a change set (one at a time); undefined when it changed nothing. */
export function applyToPublished(changes: ContentChangeSet): Promise<AppliedPublish | undefined> {
  const run = applying.then(() => apply(changes));
  applying = run.catch(() => undefined);
  return run;
}

/**
 * The change set that brings the copy to the source's whole published content (after a gap in the
 * feed): every document as it is now (applying leaves the unchanged ones alone) and the ids gone.
 */
export async function changesSinceCopy(): Promise<ContentChangeSet> {
  const held = await currentPublished();
  const upserts = (await services().content().published(CONTENT_TYPES)).filter((doc) => isPublishedId(doc._id));
  const present = new Set(upserts.map((doc) => doc._id));
  return { upserts, deletes: [...held.documents.keys()].filter((id) => !present.has(id)) };
}
