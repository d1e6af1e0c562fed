import { describe, expect, it } from 'vitest';
import { MAX_PURGE_HEADER_BYTES, purgeRequest } from './purge-request.ts';

describe('purgeRequest', () => {
  it('generic: one POST with the tags as JSON and the bearer token', () => {
    const request = purgeRequest('generic', 'secret', ['d:a', 'p:/new/', 't:blog']);
    expect(request.method).toBe('POST');
    expect(request.headers).toEqual({ Authorization: 'Bearer secret', 'Content-Type': 'application/json' });
    expect(JSON.parse(request.body ?? '')).toEqual({ tags: ['d:a', 'routes', 't:blog', 'many'] });
  });

  it('varnish: one PURGE with the tags space-separated in the xkey header, as pages carry them', () => {
    const request = purgeRequest('varnish', undefined, ['d:a b', 'p:/new/', 't:blog']);
    expect(request).toEqual({ method: 'PURGE', headers: { xkey: 'd:a%20b routes t:blog many' }, body: null });
  });

  it('varnish: a publish whose tags do not fit the header purges by the tags every page carries', () => {
    const ids = Array.from({ length: 800 }, (_, index) => `d:product-${index}`);
    const header = purgeRequest('varnish', 'secret', ids).headers['xkey'] ?? '';
    expect(header).toBe('d:siteConfig t:region t:globalised many');
    const fitting = purgeRequest('varnish', undefined, ids.slice(0, 300)).headers['xkey'] ?? '';
    expect(fitting.length).toBeLessThanOrEqual(MAX_PURGE_HEADER_BYTES);
    expect(fitting.split(' ')).toContain('d:product-299');
  });
});
