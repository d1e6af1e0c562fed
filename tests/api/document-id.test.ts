import {
  getDraftId,
  getPublishedId,
  isDraftId as sanityIsDraftId,
  isPublishedId as sanityIsPublishedId,
  isVersionId as sanityIsVersionId,
} from '@sanity/client/csm';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import {
  GROQ_IS_PUBLISHED,
  GROQ_SHOWS_DRAFT,
  draftIdOf,
  isDraftId,
  isPublishedId,
  isVersionId,
  publishedIdOf,
} from '../../src/schemas/document-id.ts';

/** Ids at the edges: nested prefixes, dots in the id itself, empty parts, near misses. */
const EDGE_IDS = [
  'page-a',
  'drafts.page-a',
  'versions.r1.page-a',
  'versions.r1.a.b',
  'drafts.a.b',
  'drafts.drafts.x',
  'drafts.versions.r1.x',
  'versions.r1.drafts.x',
  'drafts.',
  'versions.r1',
  'versions.',
  'drafts',
  'versions',
  'draftsx',
  'Drafts.x',
  'a.drafts.x',
  'image-abc-10x10-svg',
  '',
];

describe('document ids', () => {
  it('tells drafts, release versions and published documents apart', () => {
    expect([isDraftId('drafts.a'), isVersionId('drafts.a'), isPublishedId('drafts.a')]).toEqual([true, false, false]);
    expect([isDraftId('versions.r1.a'), isVersionId('versions.r1.a'), isPublishedId('versions.r1.a')]).toEqual([
      false,
      true,
      false,
    ]);
    expect([isDraftId('a'), isVersionId('a'), isPublishedId('a')]).toEqual([false, false, true]);
    expect(isPublishedId('Drafts.a')).toBe(true);
    expect(isPublishedId('draftsa')).toBe(true);
  });

  it('names the published document a draft or version stands for, keeping dots of the id itself', () => {
    expect(publishedIdOf('drafts.page-a')).toBe('page-a');
    expect(publishedIdOf('versions.r1.page-a')).toBe('page-a');
    expect(publishedIdOf('versions.r1.a.b')).toBe('a.b');
    expect(publishedIdOf('drafts.drafts.x')).toBe('drafts.x');
    expect(publishedIdOf('page-a')).toBe('page-a');
  });

  it('names the draft of any of the three', () => {
    expect(draftIdOf('page-a')).toBe('drafts.page-a');
    expect(draftIdOf('drafts.page-a')).toBe('drafts.page-a');
    expect(draftIdOf('versions.r1.page-a')).toBe('drafts.page-a');
  });

  it('agrees with Sanity`s own helpers on every edge case', () => {
    for (const id of EDGE_IDS) {
      expect([id, isDraftId(id), isVersionId(id), isPublishedId(id)]).toEqual([
        id,
        sanityIsDraftId(id),
        sanityIsVersionId(id),
        sanityIsPublishedId(id),
      ]);
      expect([id, publishedIdOf(id), draftIdOf(id)]).toEqual([id, getPublishedId(id), getDraftId(id)]);
    }
  });

  it('says the same in GROQ as in TypeScript, under groq-js', async () => {
    const dataset = EDGE_IDS.map((_id) => ({ _id, _type: 'page', _originalId: _id }));
    const published = await evaluate(parse(`*[${GROQ_IS_PUBLISHED}]._id`), { dataset });
    expect(await published.get()).toEqual(EDGE_IDS.filter(isPublishedId));
    const drafts = await evaluate(parse(`*[${GROQ_SHOWS_DRAFT}]._id`), {
      dataset: [...dataset, { _id: 'x', _type: 'page' }],
    });
    expect(await drafts.get()).toEqual(EDGE_IDS.filter(isDraftId));
  });
});
