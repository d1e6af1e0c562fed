/**
 * What a publish changes in the search index: the records to save and the objectIDs to delete, from
 * the records before and after it. Pure: no IO. Algolia's index follows a publish through this diff
 * (features/publish/publish.server.ts), so a publish sends the few records it touched, not all of them.
 */
import type { SearchRecord } from '../../schemas/search-record.ts';

/** The writes that bring an index holding `before` to `after`. */
export interface SearchRecordChanges {
  /** Records that are new or whose content changed, saved whole (Algolia's addObject replaces a record). */
  save: SearchRecord[];
  /** objectIDs of records that are gone (document deleted, unpublished, no longer searchable or linked). */
  delete: string[];
}

/**
 * A record as text with its keys sorted, so that two records with the same content compare equal
 * whatever order their optional fields were spread in.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The records of `after` that are new or differ in content from their version in `before` (in the
 * order of `after`), and the objectIDs of `before` that `after` no longer has. Records with the same
 * objectID in one list count once (the last wins, as it would in the index).
 */
export function searchRecordChanges(
  before: readonly SearchRecord[],
  after: readonly SearchRecord[],
): SearchRecordChanges {
  const held = new Map(before.map((record) => [record.objectID, record]));
  const next = new Map(after.map((record) => [record.objectID, record]));
  const save = [...next.values()].filter((record) => {
    const was = held.get(record.objectID);
    return !was || canonical(was) !== canonical(record);
  });
  const gone = [...held.keys()].filter((objectID) => !next.has(objectID));
  return { save, delete: gone };
}
