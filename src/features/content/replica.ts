/**
 * The copy of the published content each instance holds, patched by a publish. Pure.
 *
 * A change set is applied document by document: drafts and types the site does not render are
 * ignored, a version equal to the one held changes nothing (instances may all report one edit), and
 * a changed document that fails its schema where the held version did not keeps the held version
 * ("the last good page stays"), its problems reported for the log.
 */
import { isPublishedId } from '../../schemas/document-id.ts';
import type { ContentChangeSet } from '../../services/content/port.ts';
import { ALL_CONTENT_TAG, docTag, typeTag } from '../page-cache/tags.ts';
import { admitDocument, type ContentProblem, type RawDocument } from './admit.ts';

/** What a change set did to the copy. */
export interface ReplicaPatch {
  /** The copy after the change set (the same map object when nothing changed). */
  documents: ReadonlyMap<string, RawDocument>;
  /** Ids added, changed or removed. */
  changedIds: string[];
  /** Page-cache tags the change drops: each changed id, the types before and after, every whole-content read. */
  tags: string[];
  /** The types of the changed documents, before and after. */
  changedTypes: string[];
  /** Changed documents refused because they broke where the held version did not: the held version stays. */
  refused: ContentProblem[];
}

/** Whether two versions of a document are the same publish (by `_rev` where both have one, else by content). */
const sameVersion = (held: RawDocument, next: RawDocument): boolean =>
  typeof held['_rev'] === 'string' && typeof next['_rev'] === 'string'
    ? held['_rev'] === next['_rev']
    : JSON.stringify(held) === JSON.stringify(next);

/** Whether a document is in good health: admitted with no problem at all. */
const healthy = (document: RawDocument): boolean => admitDocument(document)?.problems.length === 0;

/** Applies a change set to the copy of the published documents of `types`. */
export function patchReplica(
  held: ReadonlyMap<string, RawDocument>,
  changes: ContentChangeSet,
  types: ReadonlySet<string>,
): ReplicaPatch {
  const documents = new Map(held);
  const changed = new Set<string>();
  const tags = new Set<string>();
  const changedTypes = new Set<string>();
  const refused: ContentProblem[] = [];
  const drop = (id: string) => {
    const old = documents.get(id);
    if (!old) return;
    documents.delete(id);
    changed.add(id);
    tags.add(docTag(id)).add(typeTag(old._type));
    changedTypes.add(old._type);
  };
  for (const next of changes.upserts) {
    if (!isPublishedId(next._id)) continue;
    if (!types.has(next._type)) {
      drop(next._id);
      continue;
    }
    const old = documents.get(next._id);
    if (old && sameVersion(old, next)) continue;
    if (old && healthy(old) && !healthy(next)) {
      refused.push(...(admitDocument(next)?.problems ?? []));
      continue;
    }
    documents.set(next._id, next);
    changed.add(next._id);
    tags.add(docTag(next._id)).add(typeTag(next._type));
    changedTypes.add(next._type);
    if (old) {
      tags.add(typeTag(old._type));
      changedTypes.add(old._type);
    }
  }
  for (const id of changes.deletes) if (isPublishedId(id)) drop(id);
  if (changed.size === 0) return { documents: held, changedIds: [], tags: [], changedTypes: [], refused };
  tags.add(ALL_CONTENT_TAG);
  return { documents, changedIds: [...changed], tags: [...tags], changedTypes: [...changedTypes], refused };
}
