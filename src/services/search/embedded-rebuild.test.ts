import { describe, expect, it, vi } from 'vitest';
import { EMBEDDED_INDEX_NAME, EmbeddedSearch } from './embedded.ts';
import type { SearchResponse } from './port.ts';
import { blogRecord } from './blog-record.test-helpers.ts';

const titles = async (search: EmbeddedSearch, query: string): Promise<string[]> => {
  const [result] = await search.search([{ indexName: EMBEDDED_INDEX_NAME, query, page: 0, hitsPerPage: 10 }]);
  return (result as SearchResponse).hits.map((hit) => hit.title ?? '');
};

describe('EmbeddedSearch after a publish', () => {
  it('answers from the previous index while the new records are indexed, then from the new one', async () => {
    let records = [blogRecord('a', 'Harbour survey notes')];
    const search = new EmbeddedSearch(() => Promise.resolve(records));
    expect(await titles(search, 'survey')).toEqual(['Harbour survey notes']);

    records = [...records, blogRecord('b', 'Tidewater survey day')];
    // The publish's first search does not wait for the new index.
    expect(await titles(search, 'survey')).toEqual(['Harbour survey notes']);
    // Then, once the new index is built, from it.
    await expect
      .poll(async () => (await titles(search, 'survey')).toSorted())
      .toEqual(['Harbour survey notes', 'Tidewater survey day']);
  });

  it('waits for the very first index: nothing to answer from before it', async () => {
    const search = new EmbeddedSearch(() => Promise.resolve([blogRecord('a', 'Harbour survey notes')]));
    expect(await titles(search, 'harbour')).toEqual(['Harbour survey notes']);
  });
});

describe('EmbeddedSearch given records sharing an objectID', () => {
  it('keeps answering from the previous index, as when the index refused the second record', async () => {
    let records = [blogRecord('a', 'Harbour survey notes')];
    const search = new EmbeddedSearch(() => Promise.resolve(records));
    expect(await titles(search, 'survey')).toEqual(['Harbour survey notes']);
    let refused: () => void = () => undefined;
    const indexingRefused = new Promise<void>((resolve) => (refused = resolve));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => refused());
    records = [blogRecord('a', 'Harbour survey notes'), blogRecord('a', 'Tidewater survey day')];
    expect(await titles(search, 'survey')).toEqual(['Harbour survey notes']);
    // Once the index has refused the new records (its error is logged), the previous index still answers.
    await indexingRefused;
    expect(await titles(search, 'survey')).toEqual(['Harbour survey notes']);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('the previous index answers'));
    logged.mockRestore();
  });
});
