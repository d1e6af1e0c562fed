import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isDraftId, isPublishedId, publishedIdOf } from '../../schemas/document-id.ts';

/** A raw content document as it appears in an NDJSON export. */
export interface RawDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Parse NDJSON text into documents; a line that is not a document fails with its line number. */
export function parseNdjson(text: string, source = 'dataset'): RawDocument[] {
  const documents: RawDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`${source}:${index + 1}: not valid JSON`);
    }
    if (!isRawDocument(value)) throw new Error(`${source}:${index + 1}: a document needs a string _id and _type`);
    documents.push(value);
  });
  return documents;
}

function isRawDocument(value: unknown): value is RawDocument {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['_id'] === 'string' && typeof record['_type'] === 'string';
}

/** Read an NDJSON dataset file. */
export const readDataset = (path: string): RawDocument[] => parseNdjson(readFileSync(path, 'utf8'), path);

/**
 * The documents a reader sees: published ones, or with `preview` each draft in place of its
 * published document (carrying the published id, and its own draft id as `_originalId`, as Sanity's
 * `drafts` perspective does). Release versions are in neither, as in Sanity's two perspectives.
 */
export function perspective(documents: readonly RawDocument[], preview: boolean): RawDocument[] {
  if (!preview) return documents.filter((doc) => isPublishedId(doc._id));
  const drafts = new Map<string, RawDocument>();
  for (const doc of documents) {
    if (isDraftId(doc._id)) {
      const publishedId = publishedIdOf(doc._id);
      drafts.set(publishedId, { ...doc, _id: publishedId, _originalId: doc._id });
    }
  }
  const seen = new Set<string>();
  const view: RawDocument[] = [];
  for (const doc of documents) {
    if (!isPublishedId(doc._id)) continue;
    seen.add(doc._id);
    view.push(drafts.get(doc._id) ?? doc);
  }
  for (const [id, draft] of drafts) if (!seen.has(id)) view.push(draft);
  return view;
}

/** The `_id` a line starts with (`{"_id":"…"`, as exports write it), without parsing the whole line. */
const LEADING_ID = /^\{\s*"_id"\s*:\s*"([^"\\]*)"/;
const NEWLINE = 0x0a;

/** What one read of a dataset file found: each published document's fingerprint by id, and what changed. */
export interface PublishedRead {
  /** A hash of each published document's line, by `_id`: what the next read is compared with. */
  fingerprints: Map<string, string>;
  /** Documents whose line is new or changed since `before` (every one on a first read), and ids gone. */
  upserts: RawDocument[];
  deletes: string[];
}

/**
 * Reads the published documents of an NDJSON file's bytes against the fingerprints of an earlier read:
 * each line is hashed as bytes and only the lines that changed are decoded and parsed, so a publish on
 * a large dataset costs a hash per line rather than a parse and a comparison of every document.
 * Drafts and release versions are skipped. A line that is not a document fails with its line number, as parseNdjson does.
 */
export function readPublished(
  data: Uint8Array,
  before: ReadonlyMap<string, string> | undefined,
  source = 'dataset',
): PublishedRead {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const fingerprints = new Map<string, string>();
  const upserts: RawDocument[] = [];
  const parse = (text: string, number: number): RawDocument => {
    const [document] = parseNdjson(text, `${source}:${number}`);
    if (!document) throw new Error(`${source}:${number}: not a document`);
    return document;
  };
  let number = 0;
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(NEWLINE, start);
    const end = newline === -1 ? bytes.length : newline;
    const line = bytes.subarray(start, end);
    start = end + 1;
    number += 1;
    // The id is in the line's first bytes; a long id or one after other fields is found by parsing.
    let id = LEADING_ID.exec(line.toString('latin1', 0, Math.min(line.length, 512)))?.[1];
    let document: RawDocument | undefined;
    if (id === undefined || /[^\x20-\x7e]/.test(id)) {
      const text = line.toString('utf8');
      if (text.trim() === '') continue;
      document = parse(text, number);
      id = document._id;
    }
    if (!isPublishedId(id)) continue;
    const fingerprint = hash('sha1', line, 'base64');
    fingerprints.set(id, fingerprint);
    if (before?.get(id) !== fingerprint) upserts.push(document ?? parse(line.toString('utf8'), number));
  }
  const deletes = before ? [...before.keys()].filter((id) => !fingerprints.has(id)) : [];
  return { fingerprints, upserts, deletes };
}
