import type { SearchRecord } from '../../schemas/search-record.ts';

/** A knowledge-hub record with only an id and a title: what the embedded engine's own tests search. */
export const blogRecord = (objectID: string, title: string): SearchRecord => ({
  objectID,
  kind: 'blog',
  title,
  description: '',
  keywords: '',
  url: `/knowledge-hub/${objectID}/`,
  industries: { title: [] },
  region: [],
});
