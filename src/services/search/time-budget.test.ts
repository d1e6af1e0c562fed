import { describe, expect, it } from 'vitest';
import { EMBEDDED_INDEX_NAME, EmbeddedSearch, SEARCH_TIME_BUDGET_MS } from './embedded.ts';
import { blogRecord } from './blog-record.test-helpers.ts';

const records = [blogRecord('a', 'Harbour survey notes'), blogRecord('b', 'Tidewater survey day')];
const query = (text: string) => ({ indexName: EMBEDDED_INDEX_NAME, query: text, page: 0, hitsPerPage: 10 });

/** A work clock that advances `perRead` ms at every read: each query then costs that much work. */
function workClock(perRead: number): () => number {
  let now = 0;
  return () => (now += perRead);
}

describe("a search request's time budget", () => {
  it('answers queries while the work of the earlier ones is within the budget, and refuses the request past it', async () => {
    // Each query costs one step of the clock (it is read before and after the query): 99, 198, 297 ms spent.
    const step = SEARCH_TIME_BUDGET_MS / 2 - 1;
    const within = new EmbeddedSearch(() => Promise.resolve(records), [], workClock(step));
    await expect(within.search([query('harbour'), query('tide'), query('survey')])).resolves.toHaveLength(3);
    const past = new EmbeddedSearch(() => Promise.resolve(records), [], workClock(step));
    await expect(past.search([query('harbour'), query('tide'), query('survey'), query('notes')])).rejects.toMatchObject(
      {
        status: 400,
        message: 'This search asks for too much at once. Please search with fewer words or fewer queries.',
      },
    );
  });

  it('counts work, not the wall clock: a request whose queries took no work is answered however long it waited', async () => {
    const search = new EmbeddedSearch(
      () => Promise.resolve(records),
      [],
      () => 0,
    );
    const answers = await search.search(Array.from({ length: 10 }, (_, i) => query(`survey${i}`)));
    expect(answers).toHaveLength(10);
  });
});
