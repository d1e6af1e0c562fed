import { describe, expect, it } from 'vitest';
import { EMBEDDED_INDEX_NAME, EmbeddedSearch } from './embedded.ts';
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
});
