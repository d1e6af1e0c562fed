import { describe, expect, it } from 'vitest';
import { parseNdjson } from '../src/services/content/dataset.ts';
import { formatStudioPath, STAND_IN_ASSET_TYPE, toStudioDocuments } from './studio-dataset.ts';

const asset = {
  _id: 'image-a-10x10-svg',
  _type: 'sanity.imageAsset',
  url: '/content/images/a.svg',
  metadata: { dimensions: { width: 10, height: 10 } },
};
const page = {
  _id: 'page-x',
  _type: 'page',
  slug: { _type: 'slug', current: 'x' },
  blocks: [
    { _type: 'text', _key: 'k1', body: 'Hi', heading: 'text' },
    {
      _type: 'imageWithMeta',
      _key: 'k2',
      image: { _type: 'image', asset: { _type: 'reference', _ref: 'image-a-10x10-svg' }, alt: 'A' },
    },
  ],
};

describe('toStudioDocuments', () => {
  it('for validation: plain-text blocks become plainText, assets stand-ins, nothing else changes', () => {
    const [out, standIn] = toStudioDocuments([page, asset], { kind: 'validate' });
    expect(out).toEqual({ ...page, blocks: [{ ...page.blocks[0], _type: 'plainText' }, page.blocks[1]] });
    expect(standIn).toEqual({ _id: asset._id, _type: STAND_IN_ASSET_TYPE });
  });

  it('for an import: images name their files for upload and asset documents are left out', () => {
    const out = toStudioDocuments([page, asset], { kind: 'import', publicDir: '/site/public' });
    expect(out).toHaveLength(1);
    expect((out[0]!['blocks'] as unknown[])[1]).toEqual({
      _type: 'imageWithMeta',
      _key: 'k2',
      image: { _type: 'image', alt: 'A', _sanityAsset: 'image@file:///site/public/content/images/a.svg' },
    });
  });
});

describe('formatStudioPath, and the dataset parser content:validate reads with', () => {
  it('writes keyed and indexed segments as Sanity does', () => {
    expect(formatStudioPath(['blocks', { _key: 'k1' }, 'heading'])).toBe('blocks[_key=="k1"].heading');
    expect(formatStudioPath(['fields', 0, 'name'])).toBe('fields[0].name');
  });

  it('names the line that is not a document', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"page"}\nnot json\n')).toThrow('dataset:2: not valid JSON');
    expect(() => parseNdjson('{"_id":"a"}\n')).toThrow('dataset:1: a document needs a string _id and _type');
  });
});
