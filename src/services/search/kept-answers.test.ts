import { describe, expect, it } from 'vitest';
import { EMBEDDED_INDEX_NAME, EmbeddedSearch, KEPT_ANSWER_BYTES, keptAnswerBytes } from './embedded.ts';
import { answerMultiQuery, answerText } from './protocol.ts';
import { blogRecord } from './blog-record.test-helpers.ts';

const records = [blogRecord('a', 'Harbour survey notes'), blogRecord('b', 'Tidewater survey day')];

describe('answers kept by the embedded search', () => {
  it('answers the same request again with the same answer, read-only, and another request on its own', async () => {
    const search = new EmbeddedSearch(() => Promise.resolve(records));
    const request = { indexName: EMBEDDED_INDEX_NAME, query: 'survey', page: 0, hitsPerPage: 10, facets: ['kind'] };
    const [first] = await search.search([request]);
    const [again] = await search.search([{ ...request }]);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first as { hits: unknown[] }).hits.push({})).toThrow(TypeError);
    // The index's own records, which hits share nested values with, are left as they are.
    expect(Object.isFrozen(records[0]?.industries)).toBe(false);
    const [other] = await search.search([{ ...request, query: 'harbour' }]);
    expect(other).not.toBe(first);
    expect(other).toMatchObject({ nbHits: 1, hits: [{ objectID: 'a' }] });
  });

  it('writes an answer as JSON.stringify would, kept or not', async () => {
    const search = new EmbeddedSearch(() => Promise.resolve(records));
    const body = JSON.stringify({
      requests: [
        { indexName: EMBEDDED_INDEX_NAME, query: 'survey' },
        { indexName: EMBEDDED_INDEX_NAME, query: 'tide', hitsPerPage: 1 },
      ],
    });
    for (let round = 0; round < 2; round++) {
      const answer = await answerMultiQuery(body, search);
      expect(answer.status).toBe(200);
      expect(answerText(answer.body)).toBe(JSON.stringify(answer.body));
    }
    const refused = await answerMultiQuery('{"requests":[]}', search);
    expect(answerText(refused.body)).toBe(JSON.stringify(refused.body));
  });

  it('keeps answers within their bytes however large each one is, and searches a dropped one again', async () => {
    // 100 records of about 2 kB each: an answer of 100 hits is about half a megabyte of JSON.
    const long = Array.from({ length: 100 }, (_, n) =>
      blogRecord(`r${n}`, `Survey record ${n} ${'harbour tidewater '.repeat(4)}`),
    ).map((item) => ({ ...item, description: `survey ${'notes on the harbour and its tides '.repeat(60)}` }));
    const search = new EmbeddedSearch(() => Promise.resolve(long));
    const ask = (n: number) => ({
      indexName: EMBEDDED_INDEX_NAME,
      query: 'survey',
      page: 0,
      hitsPerPage: 100,
      // Each tag is another request, so another answer to keep.
      highlightPreTag: `<em data-n="${n}">`,
    });
    const [first] = await search.search([ask(0)]);
    if (!first) throw new Error('no answer');
    const perAnswer = keptAnswerBytes(first);
    const fitting = Math.floor(KEPT_ANSWER_BYTES / perAnswer);
    expect(fitting).toBeLessThan(500);
    for (let n = 1; n < fitting + 10; n++) await search.search([ask(n)]);
    const kept = search.keptAnswers();
    expect(kept.bytes).toBeLessThanOrEqual(KEPT_ANSWER_BYTES);
    expect(kept.entries).toBeGreaterThanOrEqual(fitting - 1);
    expect(kept.entries).toBeLessThanOrEqual(fitting);
    // The first answer was the least recently used: it was dropped, and asking again searches anew.
    const [again] = await search.search([ask(0)]);
    expect(again).not.toBe(first);
    expect({ ...again, processingTimeMS: 0 }).toEqual({ ...first, processingTimeMS: 0 });
  });
});
