import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';

/**
 * GET /api/values (SPEC §7: "200 returns data"), called through the endpoint module itself with a
 * request as the server would pass it, on the embedded demo dataset.
 */
const { GET } = await import('../../src/pages/api/values.ts');

function contextFor(url: string): APIContext {
  const request = new Request(url, { headers: { accept: 'application/json' } });
  const partial: Partial<APIContext> = {
    request,
    url: new URL(url),
    params: {},
    locals: {},
    site: new URL('https://www.tasmancad.example'),
    redirect: (path: string | URL, status = 302) => Response.redirect(new URL(path, url), status),
  };
  return partial as APIContext;
}

describe('GET /api/values', () => {
  it('answers 200 with JSON that carries data', async () => {
    const response = await GET(contextFor('http://localhost/api/values'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { data?: unknown };
    expect(body.data).toBeDefined();
    expect(body.data).not.toBeNull();
  });
});
