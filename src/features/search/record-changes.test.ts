import { describe, expect, it } from 'vitest';
import {
  blocks,
  ref,
  regionDocuments,
  siteConfigDocument,
  slug,
  type RawDocument as Raw,
} from '../../../tests/fixtures/documents.ts';
import { buildSiteContent } from '../content/site-content.ts';
import { buildRoutes } from '../content/site-routes.ts';
import { searchRecordChanges } from './record-changes.ts';
import type { SearchRecord } from '../../schemas/search-record.ts';
import { buildSearchRecords } from './records.ts';

const record = (objectID: string, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID,
  kind: 'page',
  title: objectID,
  description: '',
  keywords: '',
  url: `/${objectID}/`,
  industries: { title: [] },
  region: [],
  ...extra,
});

describe('searchRecordChanges: the records a publish saves and deletes', () => {
  it('changes nothing when every record is the same', () => {
    const records = [record('a'), record('b', { image: '/b.png' })];
    expect(
      searchRecordChanges(
        records,
        records.map((one) => structuredClone(one)),
      ),
    ).toEqual({ save: [], delete: [] });
  });

  it('saves a new record and a changed one, deletes a gone one, and leaves the rest alone', () => {
    const before = [record('kept'), record('edited'), record('gone')];
    const after = [record('kept'), record('edited', { title: 'Edited title' }), record('new')];
    expect(searchRecordChanges(before, after)).toEqual({
      save: [record('edited', { title: 'Edited title' }), record('new')],
      delete: ['gone'],
    });
  });

  it('compares by content: the order of a record’s fields does not count, a change deep inside does', () => {
    const { objectID, title, ...rest } = record('a', { eyebrow: 'Strata' });
    const reordered: SearchRecord = { ...rest, title, objectID };
    expect(searchRecordChanges([record('a', { eyebrow: 'Strata' })], [reordered]).save).toEqual([]);
    const moved = record('a', { eyebrow: 'Strata', industries: { title: ['architecture'] } });
    expect(searchRecordChanges([record('a', { eyebrow: 'Strata' })], [moved]).save).toEqual([moved]);
    const priced = record('a', { fromPrice: { nz: '$10' } });
    expect(searchRecordChanges([record('a', { fromPrice: { nz: '$9' } })], [priced]).save).toEqual([priced]);
  });

  it('saves a record that lost an optional field (the saved record replaces the old one whole)', () => {
    const withImage = record('a', { image: '/a.png' });
    expect(searchRecordChanges([withImage], [record('a')])).toEqual({ save: [record('a')], delete: [] });
  });

  it('saves everything into an empty index and deletes everything when nothing is left', () => {
    const records = [record('a'), record('b')];
    expect(searchRecordChanges([], records)).toEqual({ save: records, delete: [] });
    expect(searchRecordChanges(records, [])).toEqual({ save: [], delete: ['a', 'b'] });
  });

  it('counts a repeated objectID once, the last one winning', () => {
    expect(searchRecordChanges([record('a')], [record('a', { title: 'first' }), record('a')])).toEqual({
      save: [],
      delete: [],
    });
  });
});

describe('searchRecordChanges over records built from content', () => {
  const product = (id: string, slugText: string, extra: Record<string, unknown> = {}): Raw => ({
    _id: id,
    _type: 'productFamily',
    title: id,
    slug: slug(slugText),
    name: id,
    vendor: 'Strata',
    productDescription: `About ${id}`,
    product_family_id: `fam-${id}`,
    product_category: 'Software',
    overview: blocks,
    regions: [ref('region-global')],
    ...extra,
  });
  const blog = (id: string, slugText: string): Raw => ({
    _id: id,
    _type: 'blog',
    blogType: 'watch',
    title: id,
    slug: slug(slugText),
    excerpt: 'Watch it',
    publishDate: '2025-01-01',
    relatedTo: [],
  });
  const docs: Raw[] = [
    siteConfigDocument,
    ...regionDocuments,
    { _id: 'home', _type: 'page', title: 'Home', slug: slug('home'), template: 'home' },
    { _id: 'page-legal', _type: 'page', title: 'Privacy', slug: slug('privacy'), template: 'legal' },
    product('Strata BIM', 'strata-bim'),
    product('Tripod', 'tripod'),
    blog('blog-old', 'old-news'),
  ];
  const now = new Date('2025-06-01T00:00:00Z');
  const recordsOf = (documents: Raw[]): SearchRecord[] => {
    const content = buildSiteContent(documents, {
      blogOrder: documents.filter((doc) => doc._type === 'blog').map(({ _id }) => ({ _id })),
      latestProductIds: [],
    });
    return buildSearchRecords(content, buildRoutes(content), now);
  };
  const before = recordsOf(docs);

  it('saves only the edited product and the new blog, and deletes the deleted blog', () => {
    const after = recordsOf([
      ...docs.filter((doc) => doc._id !== 'blog-old' && doc._id !== 'Tripod'),
      product('Tripod', 'tripod', { productDescription: 'A steadier tripod' }),
      blog('blog-new', 'new-webinar'),
    ]);
    const changes = searchRecordChanges(before, after);
    expect(changes.save.map((saved) => [saved.objectID, saved.description, saved.url])).toEqual([
      ['Tripod', 'A steadier tripod', '/products/tripod/'],
      ['blog-new', 'Watch it', '/knowledge-hub/new-webinar/'],
    ]);
    expect(changes.delete).toEqual(['blog-old']);
  });

  it('saves a record whose path moved with a renamed slug', () => {
    const after = recordsOf([
      ...docs.filter((doc) => doc._id !== 'page-legal'),
      { _id: 'page-legal', _type: 'page', title: 'Privacy', slug: slug('privacy-policy'), template: 'legal' },
    ]);
    expect(searchRecordChanges(before, after)).toMatchObject({
      save: [{ objectID: 'page-legal', url: '/privacy-policy/' }],
      delete: [],
    });
  });

  it('changes nothing for a publish that touched no searchable document', () => {
    const after = recordsOf([
      ...docs.filter((doc) => doc._id !== 'home'),
      { _id: 'home', _type: 'page', title: 'Welcome home', slug: slug('home'), template: 'home' },
    ]);
    expect(searchRecordChanges(before, after)).toEqual({ save: [], delete: [] });
  });
});
