/**
 * Document ids as Sanity names them: `drafts.<id>` is a draft, `versions.<release>.<id>` a release's
 * version; anything else is a published document. Pure.
 */

/** Whether an id names a published document (not a draft, not a release version). */
export const isPublishedId = (id: string): boolean => !id.startsWith('drafts.') && !id.startsWith('versions.');
