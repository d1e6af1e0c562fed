/**
 * The site's search port on the demo dataset (content/dataset.ndjson), for suites that compare its
 * answers with Algolia's: set up before the suite (loading the dataset and the engine takes several
 * seconds on a busy machine: the setup may take a minute), the dataset variable put back after it.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import type { SearchPort } from '../../src/services/search/port.ts';

/** Registers the suite's setup; call the returned function inside tests for the port. */
export function demoSiteSearch(setupTimeoutMs = 60_000): () => SearchPort {
  const saved = process.env['CONTENT_DATASET'];
  let port: SearchPort | undefined;
  beforeAll(async () => {
    vi.resetModules();
    process.env['CONTENT_DATASET'] = 'content/dataset.ndjson';
    const { siteSearch } = await import('../../src/features/search/search.server.ts');
    port = siteSearch();
  }, setupTimeoutMs);
  afterAll(() => {
    if (saved === undefined) delete process.env['CONTENT_DATASET'];
    else process.env['CONTENT_DATASET'] = saved;
  });
  return () => {
    if (!port) throw new Error('the demo search port is set up in beforeAll');
    return port;
  };
}
