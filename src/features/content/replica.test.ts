import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPublishedId } from '../../schemas/document-id.ts';
import { ALL_CONTENT_TAG, docTag, typeTag } from '../page-cache/tags.ts';
import { admitDocument, type RawDocument } from './admit.ts';
import { patchReplica } from './replica.ts';
import { CONTENT_TYPES } from './site-content.ts';

/**
 * The published documents of tests/fixtures/small.ndjson (an export of the dataset's shape), parsed
 * here line by line: a pure feature's test does not import the content service's reader.
 */
const published: RawDocument[] = readFileSync(new URL('../../../tests/fixtures/small.ndjson', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as RawDocument)
  .filter((document) => isPublishedId(document._id));

const types = new Set(CONTENT_TYPES);
const held = (): ReadonlyMap<string, RawDocument> => new Map(published.map((document) => [document._id, document]));
const heldDocument = (id: string): RawDocument => {
  const document = published.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`the fixture has no ${id}`);
  return document;
};
/** A new version of a held document, edited without touching the held object. */
const edited = (id: string, fields: Record<string, unknown>): RawDocument => ({
  ...structuredClone(heldDocument(id)),
  ...fields,
});

const PRODUCT = 'product-fixture-cad';

describe('patchReplica: a publish', () => {
  it('an edited document replaces the held one, tagged with its id, its type and every whole-content read', () => {
    const before = held();
    const next = edited(PRODUCT, {
      overview: [{ _type: 'text', _key: 'o1', heading: 'Fixture CAD overview', body: 'Design fixtures even faster.' }],
    });
    const patch = patchReplica(before, { upserts: [next], deletes: [] }, types);
    expect(patch.documents.get(PRODUCT)).toBe(next);
    expect(patch.changedIds).toEqual([PRODUCT]);
    expect(patch.tags.toSorted()).toEqual([ALL_CONTENT_TAG, docTag(PRODUCT), typeTag('productFamily')].toSorted());
    expect(patch.refused).toEqual([]);
    // The held copy is not touched: a new map, the other documents the same objects.
    expect(before.get(PRODUCT)).toBe(heldDocument(PRODUCT));
    expect(patch.documents).not.toBe(before);
    expect(patch.documents.get('siteConfig')).toBe(before.get('siteConfig'));
    expect(patch.documents.size).toBe(before.size);
  });

  it('a brand-new document is added with its tags', () => {
    const blog = {
      ...structuredClone(heldDocument('blog-fixture-article')),
      _id: 'blog-new',
      slug: { _type: 'slug', current: 'new-article' },
      title: 'New article',
    };
    const patch = patchReplica(held(), { upserts: [blog], deletes: [] }, types);
    expect(patch.documents.get('blog-new')).toBe(blog);
    expect(patch.changedIds).toEqual(['blog-new']);
    expect(patch.tags.toSorted()).toEqual([ALL_CONTENT_TAG, docTag('blog-new'), typeTag('blog')].toSorted());
  });

  it('a document whose type changed to another rendered type carries the tags of both types', () => {
    const next = { ...structuredClone(heldDocument('region-global')), _type: 'region' };
    const patch = patchReplica(held(), { upserts: [next], deletes: [] }, types);
    expect(patch.tags).toEqual(
      expect.arrayContaining([typeTag('globalised'), typeTag('region'), docTag('region-global')]),
    );
  });

  it('a delete removes the document, tagged with its id and the type it had', () => {
    const patch = patchReplica(held(), { upserts: [], deletes: ['page-unlisted'] }, types);
    expect(patch.documents.has('page-unlisted')).toBe(false);
    expect(patch.changedIds).toEqual(['page-unlisted']);
    expect(patch.tags.toSorted()).toEqual([ALL_CONTENT_TAG, docTag('page-unlisted'), typeTag('page')].toSorted());
  });

  it('a delete of a document not held changes nothing', () => {
    const before = held();
    const patch = patchReplica(before, { upserts: [], deletes: ['page-never-published'] }, types);
    expect(patch).toEqual({ documents: before, changedIds: [], tags: [], changedTypes: [], refused: [] });
    expect(patch.documents).toBe(before);
  });
});

describe('patchReplica: the same version twice', () => {
  it('the held version again (equal content, no _rev) changes nothing: the same map comes back, with no tags', () => {
    const before = held();
    const patch = patchReplica(before, { upserts: [structuredClone(heldDocument(PRODUCT))], deletes: [] }, types);
    expect(patch.documents).toBe(before);
    expect(patch.changedIds).toEqual([]);
    expect(patch.tags).toEqual([]);
  });

  it('one change set applied twice changes the copy once', () => {
    const changes = { upserts: [edited(PRODUCT, { vendor: 'New Vendor' })], deletes: ['page-unlisted'] };
    const first = patchReplica(held(), changes, types);
    const second = patchReplica(first.documents, changes, types);
    expect(first.changedIds.toSorted()).toEqual(['page-unlisted', PRODUCT]);
    expect(second.changedIds).toEqual([]);
    expect(second.documents).toBe(first.documents);
  });

  it('where both versions carry a _rev, the _rev decides: the same _rev is the same publish, another _rev a new one', () => {
    const before = new Map(held()).set(PRODUCT, edited(PRODUCT, { _rev: 'rev-1' }));
    const sameRev = patchReplica(
      before,
      { upserts: [edited(PRODUCT, { _rev: 'rev-1', vendor: 'Ignored' })], deletes: [] },
      types,
    );
    expect(sameRev.changedIds).toEqual([]);
    const newRev = patchReplica(before, { upserts: [edited(PRODUCT, { _rev: 'rev-2' })], deletes: [] }, types);
    expect(newRev.changedIds).toEqual([PRODUCT]);
  });
});

describe('patchReplica: what is not part of the published copy', () => {
  it('drafts and release versions are ignored', () => {
    const before = held();
    const draft = edited('page-published', { _id: 'drafts.page-published', title: 'Draft title' });
    const version = edited('page-published', { _id: 'versions.release-1.page-published', title: 'Release title' });
    const patch = patchReplica(before, { upserts: [draft, version], deletes: [] }, types);
    expect(patch.documents).toBe(before);
    expect(patch.changedIds).toEqual([]);
    expect(patch.documents.get('page-published')).toBe(heldDocument('page-published'));
  });

  it('a document of a type the site does not render is ignored', () => {
    const before = held();
    const patch = patchReplica(
      before,
      { upserts: [{ _id: 'workflow-1', _type: 'workflow.metadata', state: 'review' }], deletes: [] },
      types,
    );
    expect(patch.documents).toBe(before);
    expect(patch.documents.has('workflow-1')).toBe(false);
  });

  it('a document whose type changed to one the site does not render is dropped, tagged with the type it had', () => {
    const patch = patchReplica(
      held(),
      { upserts: [{ _id: 'blog-fixture-webinar', _type: 'legacyPost', title: 'Moved' }], deletes: [] },
      types,
    );
    expect(patch.documents.has('blog-fixture-webinar')).toBe(false);
    expect(patch.changedIds).toEqual(['blog-fixture-webinar']);
    expect(patch.tags.toSorted()).toEqual(
      [ALL_CONTENT_TAG, docTag('blog-fixture-webinar'), typeTag('blog')].toSorted(),
    );
  });
});

describe('patchReplica: a malformed document in a publish', () => {
  it('an edit that breaks a healthy document is refused, named by _id, _type and field; the held version stays', () => {
    const before = held();
    const broken = edited(PRODUCT, { slug: { _type: 'slug', current: 'Not A Slug' } });
    const patch = patchReplica(before, { upserts: [broken], deletes: [] }, types);
    expect(patch.documents.get(PRODUCT)).toBe(heldDocument(PRODUCT));
    expect(patch.changedIds).toEqual([]);
    expect(patch.refused).toEqual([
      expect.objectContaining({ _id: PRODUCT, _type: 'productFamily', field: 'slug.current' }),
    ]);
  });

  it('a refused document does not hold back the rest of the publish', () => {
    const broken = edited(PRODUCT, { products: 'not a list of variants' });
    const fine = edited('page-published', { title: 'Published title, edited' });
    const patch = patchReplica(held(), { upserts: [broken, fine], deletes: [] }, types);
    expect(patch.documents.get(PRODUCT)).toBe(heldDocument(PRODUCT));
    expect(patch.documents.get('page-published')).toBe(fine);
    expect(patch.changedIds).toEqual(['page-published']);
    expect(patch.tags).not.toContain(docTag(PRODUCT));
    expect(patch.refused).toEqual([
      expect.objectContaining({ _id: PRODUCT, _type: 'productFamily', field: 'products' }),
    ]);
  });

  it('a brand-new broken document is admitted by the tolerant rules: kept, with its bad field dropped when read', () => {
    const member = {
      ...structuredClone(heldDocument('team-ada')),
      _id: 'team-new',
      title: 'New Member',
      email: 'not an address',
    };
    const patch = patchReplica(held(), { upserts: [member], deletes: [] }, types);
    expect(patch.refused).toEqual([]);
    expect(patch.documents.get('team-new')).toBe(member);
    expect(patch.changedIds).toEqual(['team-new']);
    const admitted = admitDocument(member);
    expect(admitted?.document).toMatchObject({ _id: 'team-new', title: 'New Member' });
    expect(admitted?.document).not.toHaveProperty('email');
    expect(admitted?.problems).toEqual([
      expect.objectContaining({ _id: 'team-new', field: 'email', outcome: 'field dropped' }),
    ]);
  });

  it('a document already broken may be replaced by another broken version: there is no good version to keep', () => {
    const brokenOnce = { ...structuredClone(heldDocument('team-ada')), email: 'not an address' };
    const before = new Map(held()).set('team-ada', brokenOnce);
    const brokenAgain = { ...brokenOnce, title: 'Ada, renamed', email: 'still not an address' };
    const patch = patchReplica(before, { upserts: [brokenAgain], deletes: [] }, types);
    expect(patch.refused).toEqual([]);
    expect(patch.documents.get('team-ada')).toBe(brokenAgain);
  });
});
