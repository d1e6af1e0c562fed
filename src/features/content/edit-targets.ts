/**
 * Click-to-edit in an editor's preview: which document and field each piece of content on the page
 * comes from, written as Sanity's visual-editing `data-sanity` attribute (document `_id` and `_type`,
 * the field path with `_key` segments as the Studio writes them, the Studio's base URL). The overlay
 * (features/preview/visual-editing.ts) reads the attributes and links each element to the field in
 * the Studio.
 *
 * Only a preview render is editable: without an `Editable` every function here answers undefined,
 * and Astro leaves an attribute whose value is undefined out, so published pages stay byte for byte
 * what they were. Pure.
 */
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';
import { publishedIdOf } from '../../schemas/document-id.ts';

/** One step of a field path: a field name, an array item by its `_key`, or an array index. */
export type PathSegment = string | number | { _key: string };

/** Set on a render that may carry edit attributes (an editor's preview), never on a published page. */
export interface Editable {
  /** The Studio's base URL (SANITY_STUDIO_URL), without a trailing slash. */
  studioUrl: string;
}

/** A field (or an array item, or a whole array) of one document, in the Studio at `studioUrl`. */
export interface EditTarget {
  studioUrl: string;
  /** The published `_id` of the document that holds the field. */
  id: string;
  type: string;
  path: readonly PathSegment[];
}

/** The document (`_id`, `_type`) a piece of content belongs to. */
export interface EditableDocument {
  _id: string;
  _type: string;
}

/** An array item's path segment: its `_key` when it has one (Sanity's way), else its index. */
export const itemSegment = (key: string | undefined, index: number): PathSegment => (key ? { _key: key } : index);

/** `path` of `document`, when the render is editable. */
export function documentTarget(
  editable: Editable | undefined,
  document: EditableDocument,
  ...path: PathSegment[]
): EditTarget | undefined {
  if (!editable) return undefined;
  return { studioUrl: editable.studioUrl, id: publishedIdOf(document._id), type: document._type, path };
}

/** A field inside `target` (e.g. a block's `heading`), or undefined when `target` is. */
export function within(target: EditTarget | undefined, ...path: PathSegment[]): EditTarget | undefined {
  return target && { ...target, path: [...target.path, ...path] };
}

/**
 * The `data-sanity` value for `target` (plus `path` inside it), or undefined when the render is not
 * editable or names no field (the Studio opens a field, never a whole document).
 */
export function editAttribute(target: EditTarget | undefined, ...path: PathSegment[]): string | undefined {
  if (!target) return undefined;
  const full = [...target.path, ...path];
  if (full.length === 0) return undefined;
  return createDataAttribute({ baseUrl: target.studioUrl, id: target.id, type: target.type, path: full }).toString();
}
