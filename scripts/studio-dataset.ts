/**
 * A dataset in the site's form turned into the form the Studio and Sanity's import read:
 * - the plain-text block is `plainText` in the Studio (Sanity reserves `text`);
 * - image assets: for the CLI's validation they become stand-in documents (the CLI skips `sanity.*`
 *   documents and would then ask the Content Lake whether the images exist); for an import, every
 *   image field names its file with Sanity's `_sanityAsset` so `sanity dataset import` uploads it.
 * Pure apart from resolving file paths.
 */
import { resolve } from 'node:path';

export interface DatasetDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** The `_type` image assets get for the CLI's validation; the validation report leaves them out. */
export const STAND_IN_ASSET_TYPE = 'contentValidation.imageAsset';

type Mode = { kind: 'validate' } | { kind: 'import'; publicDir: string };

function mapValue(value: unknown, inArray: boolean, assets: ReadonlyMap<string, DatasetDocument>, mode: Mode): unknown {
  if (Array.isArray(value)) return value.map((item) => mapValue(item, true, assets, mode));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const mapped: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(record)) mapped[name] = mapValue(child, false, assets, mode);
  if (inArray && record['_type'] === 'text' && typeof record['_key'] === 'string') mapped['_type'] = 'plainText';
  const asset = record['asset'] as { _ref?: unknown } | undefined;
  if (mode.kind === 'import' && record['_type'] === 'image' && typeof asset?._ref === 'string') {
    const file = assets.get(asset._ref);
    const url = typeof file?.['url'] === 'string' ? file['url'] : undefined;
    if (url?.startsWith('/')) {
      delete mapped['asset'];
      mapped['_sanityAsset'] = `image@file://${resolve(mode.publicDir, `.${url}`)}`;
    }
  }
  return mapped;
}

/** The documents as the Studio stores them. */
export function toStudioDocuments(documents: readonly DatasetDocument[], mode: Mode): DatasetDocument[] {
  const assets = new Map(documents.filter((document) => document._type === 'sanity.imageAsset').map((document) => [document._id, document]));
  return documents.flatMap((document): DatasetDocument[] => {
    if (document._type === 'sanity.imageAsset') {
      return mode.kind === 'validate' ? [{ _id: document._id, _type: STAND_IN_ASSET_TYPE }] : [];
    }
    return [mapValue(document, false, assets, mode) as DatasetDocument];
  });
}

/** A Studio validation marker's path as text: `blocks[_key=="a1"].heading`, `fields[0]`. */
export function formatStudioPath(path: readonly unknown[]): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    if (segment && typeof segment === 'object' && '_key' in segment) return `${text}[_key=="${String(segment._key)}"]`;
    return text ? `${text}.${String(segment)}` : String(segment);
  }, '');
}

/** NDJSON text from documents. */
export const toNdjson = (documents: readonly DatasetDocument[]): string => documents.map((document) => JSON.stringify(document)).join('\n') + '\n';

/** Documents from NDJSON text; a line that is not a JSON document is an error naming the line. */
export function parseNdjson(text: string): DatasetDocument[] {
  return text.split('\n').flatMap((line, index): DatasetDocument[] => {
    if (!line.trim()) return [];
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`line ${index + 1} is not JSON`);
    }
    const document = value as Partial<DatasetDocument> | null;
    if (!document || typeof document._id !== 'string' || typeof document._type !== 'string') throw new Error(`line ${index + 1} is not a document with _id and _type`);
    return [document as DatasetDocument];
  });
}
