/**
 * A dataset in the site's form turned into the form the Studio and Sanity's import read:
 * - the plain-text block is `plainText` in the Studio (Sanity reserves `text`);
 * - image assets: for the CLI's validation they become stand-in documents (the CLI skips `sanity.*`
 *   documents and would then ask the Content Lake whether the images exist); for an import, every
 *   image field names its file with Sanity's `_sanityAsset` so `sanity dataset import` uploads it.
 * Pure apart from resolving file paths.
 */
import { resolve } from 'node:path';
import type { RawDocument } from '../src/services/content/dataset.ts';

/** The `_type` image assets get for the CLI's validation; the validation report leaves them out. */
export const STAND_IN_ASSET_TYPE = 'contentValidation.imageAsset';

type Mode = { kind: 'validate' } | { kind: 'import'; publicDir: string };

function mapValue(value: unknown, inArray: boolean, assets: ReadonlyMap<string, RawDocument>, mode: Mode): unknown {
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
export function toStudioDocuments(documents: readonly RawDocument[], mode: Mode): RawDocument[] {
  const assets = new Map(
    documents.filter((document) => document._type === 'sanity.imageAsset').map((document) => [document._id, document]),
  );
  return documents.flatMap((document): RawDocument[] => {
    if (document._type === 'sanity.imageAsset') {
      return mode.kind === 'validate' ? [{ _id: document._id, _type: STAND_IN_ASSET_TYPE }] : [];
    }
    return [mapValue(document, false, assets, mode) as RawDocument];
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
export const toNdjson = (documents: readonly RawDocument[]): string =>
  documents.map((document) => JSON.stringify(document)).join('\n') + '\n';
