import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRoute, checkedAgainstTheDocument } from './harness.ts';

/**
 * GET /api/values (docs/requirements.md#calls: "200 returns data"; shape in docs/api.md), called through the endpoint
 * module with a request as the server passes it, on the hand-written fixture dataset.
 */

type Endpoint = Record<'GET' | 'HEAD' | 'ALL', APIRoute>;

/** A fresh copy of the endpoint module (and of the content it caches) reading `dataset`. */
async function endpointOn(dataset: string): Promise<Endpoint> {
  vi.resetModules();
  process.env['CONTENT_DATASET'] = dataset;
  return import('../../src/pages/api/values.ts');
}

function contextFor(method: string): APIContext {
  const url = 'http://localhost:4321/api/values';
  const partial: Partial<APIContext> = {
    request: new Request(url, { method, headers: { accept: 'application/json' } }),
    url: new URL(url),
    params: {},
    locals: {},
  };
  return partial as APIContext;
}

checkedAgainstTheDocument();

const saved = process.env['CONTENT_DATASET'];
afterAll(() => {
  if (saved === undefined) delete process.env['CONTENT_DATASET'];
  else process.env['CONTENT_DATASET'] = saved;
});

describe('GET /api/values on the fixture dataset', () => {
  let endpoint: Endpoint;
  beforeAll(async () => {
    endpoint = await endpointOn('tests/fixtures/small.ndjson');
  });

  it('answers 200 with JSON data: the regions with currency and GST, and the pricing constants', async () => {
    const response = await callRoute(endpoint.GET, contextFor('GET'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      regions: [
        { code: 'nz', title: 'New Zealand', hrefLang: 'en-NZ', currency: 'NZD', gstRate: 0.15 },
        { code: 'au', title: 'Australia', hrefLang: 'en-AU', currency: 'AUD', gstRate: 0.1 },
      ],
      defaultRegion: 'nz',
      quantityMax: 100,
      freight: { nz: { amount: '25.00', currency: 'NZD' }, au: { amount: '20.00', currency: 'AUD' } },
    });
  });

  it('may be cached by the browser for a short while', async () => {
    const response = await callRoute(endpoint.GET, contextFor('GET'));
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('answers other methods with 405 and says which are allowed', async () => {
    const response = await callRoute(endpoint.ALL, contextFor('POST'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(((await response.json()) as { message: string }).message).toMatch(/not allowed/);
  });
});

describe('GET /api/values when the content cannot be read', () => {
  it('answers 500 with a JSON message, not a stack trace', async () => {
    const endpoint = await endpointOn('tests/fixtures/does-not-exist.ndjson');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await callRoute(endpoint.GET, contextFor('GET'));
    quiet.mockRestore();
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message?: string; data?: unknown };
    expect(body.data).toBeUndefined();
    expect(body.message).toBeTruthy();
    expect(body.message).not.toMatch(/ENOENT|at \w+ \(/);
  });
});
