/**
 * Document ids as Sanity names them, the one statement of the rule (Sanity's own helpers in
 * `@sanity/client/csm` agree): `drafts.<id>` is the draft of `<id>`, `versions.<release>.<id>` the
 * version of `<id>` in a release, and any other id a published document. The prefixes are
 * case-sensitive and the published id keeps any dots of its own (`versions.r1.a.b` is a version of
 * `a.b`). Pure.
 */

const DRAFTS_PREFIX = 'drafts.';
const VERSIONS_PREFIX = 'versions.';

/** Whether an id names a draft (`drafts.<id>`). */
export const isDraftId = (id: string): boolean => id.startsWith(DRAFTS_PREFIX);

/** Whether an id names a release's version of a document (`versions.<release>.<id>`). */
export const isVersionId = (id: string): boolean => id.startsWith(VERSIONS_PREFIX);

/** Whether an id names a published document (not a draft, not a release version). */
export const isPublishedId = (id: string): boolean => !isDraftId(id) && !isVersionId(id);

/** The published document a draft or version stands for; a published id is its own. */
export function publishedIdOf(id: string): string {
  if (isVersionId(id)) return id.split('.').slice(2).join('.');
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  return id;
}

/** The id of the draft of the document that `id` names (published, draft or version). */
export const draftIdOf = (id: string): string => DRAFTS_PREFIX + publishedIdOf(id);

/**
 * The same rule in GROQ, for filters: published documents only. Written with `string::startsWith`
 * because groq-js reads `path("drafts.**")` as any id that starts with "drafts" and one more
 * character (`draftsman-guide` too), where Sanity means the `drafts.` prefix.
 */
export const GROQ_IS_PUBLISHED = '!string::startsWith(_id, "drafts.") && !string::startsWith(_id, "versions.")';

/** In a query with the drafts perspective: the document shown is a draft (its own id is a draft id). */
export const GROQ_SHOWS_DRAFT = 'string::startsWith(_originalId, "drafts.")';
