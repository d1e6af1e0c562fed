import { describe, expect, it } from 'vitest';
import { perspective, readPublished as readPublishedBytes } from './dataset.ts';

const readPublished = (text: string, before: ReadonlyMap<string, string> | undefined, source?: string) =>
  readPublishedBytes(Buffer.from(text, 'utf8'), before, source);

const line = (doc: Record<string, unknown>): string => JSON.stringify(doc);
const page = (id: string, title: string) => ({ _id: id, _type: 'page', title });

describe('readPublished: a publish on the embedded dataset', () => {
  const first = [line(page('page-a', 'A')), line(page('drafts.page-a', 'A draft')), line(page('page-b', 'B')), ''].join(
    '\n',
  );

  it('a first read returns every published document, never a draft', () => {
    const read = readPublished(first, undefined);
    expect(read.upserts.map((doc) => doc._id)).toEqual(['page-a', 'page-b']);
    expect(read.deletes).toEqual([]);
    expect([...read.fingerprints.keys()]).toEqual(['page-a', 'page-b']);
  });

  it('a later read returns only the documents whose line changed, and the ids gone', () => {
    const before = readPublished(first, undefined).fingerprints;
    const next = [
      line(page('page-a', 'A, edited')),
      line(page('drafts.page-a', 'A draft, edited')),
      line(page('page-c', 'C')),
      '',
    ].join('\n');
    const read = readPublished(next, before);
    expect(read.upserts).toEqual([page('page-a', 'A, edited'), page('page-c', 'C')]);
    expect(read.deletes).toEqual(['page-b']);
  });

  it('the same file again changes nothing; a draft edit alone changes nothing published', () => {
    const before = readPublished(first, undefined).fingerprints;
    expect(readPublished(first, before)).toMatchObject({ upserts: [], deletes: [] });
    const draftEdited = first.replace('A draft', 'A draft, again');
    expect(readPublished(draftEdited, before)).toMatchObject({ upserts: [], deletes: [] });
  });

  it('an id or a document with characters beyond ASCII is read whole', () => {
    const read = readPublished(`${line(page('page-café', 'Café – “menu”'))}\n`, undefined);
    expect(read.upserts).toEqual([page('page-café', 'Café – “menu”')]);
    expect([...read.fingerprints.keys()]).toEqual(['page-café']);
  });

  it('a line whose _id is not first is parsed to find it', () => {
    const read = readPublished(`${JSON.stringify({ _type: 'page', _id: 'page-z', title: 'Z' })}\n`, undefined);
    expect(read.upserts.map((doc) => doc._id)).toEqual(['page-z']);
  });

  it('a changed line that is not a document fails with its line number (the caller keeps the last good content)', () => {
    const before = readPublished(first, undefined).fingerprints;
    expect(() =>
      readPublished(`${line(page('page-a', 'A'))}\n{"_id":"page-b", "title": oops}\n`, before, 'dataset.ndjson'),
    ).toThrow(/dataset\.ndjson:2/);
  });
});

describe('perspective: what published and preview reads see, as Sanity’s published and drafts perspectives', () => {
  const documents = [
    page('page-a', 'A'),
    page('drafts.page-a', 'A draft'),
    page('versions.r1.page-a', 'A in release r1'),
    page('versions.r1.page-new', 'New in release r1'),
    page('draftsman-guide', 'A published page whose id starts with "drafts"'),
  ];

  it('published reads see published documents only, never drafts or release versions', () => {
    expect(perspective(documents, false).map((doc) => doc._id)).toEqual(['page-a', 'draftsman-guide']);
    const read = readPublished(`${documents.map(line).join('\n')}\n`, undefined);
    expect(read.upserts.map((doc) => doc._id)).toEqual(['page-a', 'draftsman-guide']);
  });

  it('preview reads see each draft in place of its published document, and no release versions', () => {
    expect(perspective(documents, true)).toEqual([
      { ...page('page-a', 'A draft'), _originalId: 'drafts.page-a' },
      page('draftsman-guide', 'A published page whose id starts with "drafts"'),
    ]);
  });
});
