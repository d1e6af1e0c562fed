import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { ALL, GET } from '../../src/pages/api/location.ts';
import { callRoute, checkedAgainstTheDocument } from './harness.ts';

/** GET /api/location?lat&lon (docs/requirements.md#calls), called through the endpoint module. */
function contextFor(query: string, method = 'GET'): APIContext {
  const url = `http://localhost:4321/api/location${query}`;
  const partial: Partial<APIContext> = {
    request: new Request(url, { method }),
    url: new URL(url),
    params: {},
    locals: {},
  };
  return partial as APIContext;
}

async function answer(query: string, method = 'GET'): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await callRoute(method === 'GET' ? GET : ALL, contextFor(query, method));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

checkedAgainstTheDocument();

describe('GET /api/location', () => {
  it('answers the country code of Sydney and of Auckland', async () => {
    expect(await answer('?lat=-33.87&lon=151.21')).toEqual({ status: 200, body: { country: 'AU' } });
    expect(await answer('?lat=-36.85&lon=174.76')).toEqual({ status: 200, body: { country: 'NZ' } });
  });

  it('answers country null at sea', async () => {
    expect(await answer('?lat=-40&lon=160')).toEqual({ status: 200, body: { country: null } });
  });

  it('answers 400 with a message for a word, an empty or missing value, or degrees out of range', async () => {
    for (const query of [
      '?lat=abc&lon=151.21',
      '?lat=&lon=1',
      '?lon=151.21',
      '?lat=-33.87&lon=Infinity',
      '?lat=91&lon=0',
      '?lat=0&lon=-181',
    ]) {
      const { status, body } = await answer(query);
      expect(status, query).toBe(400);
      expect(body['message'], query).toMatch(/^(lat|lon)/);
    }
  });

  it('answers 405 to other methods', async () => {
    expect((await answer('?lat=1&lon=1', 'POST')).status).toBe(405);
  });
});
