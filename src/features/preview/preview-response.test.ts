import { describe, expect, it } from 'vitest';
import { finishPreviewResponse, isPreviewPath } from './preview-response.ts';

describe('answers under /preview/', () => {
  it('are never cached or indexed, whatever rendered them', async () => {
    const finished = await finishPreviewResponse(
      new Response('gone', { status: 404, headers: { 'Cache-Control': 'public, max-age=600' } }),
      undefined,
    );
    expect(finished.status).toBe(404);
    expect(finished.headers.get('cache-control')).toBe('no-store');
    expect(finished.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('keep links of a preview page to drafted documents in preview', async () => {
    const page = new Response('<a href="/products/a/">A</a>', { headers: { 'Content-Type': 'text/html' } });
    const finished = await finishPreviewResponse(page, new Map([['/products/a/', '/preview/product-a/']]));
    expect(await finished.text()).toBe('<a href="/preview/product-a/">A</a>');
  });

  it('leave the event stream as a stream, uncompressed', async () => {
    const stream = new Response('event: ready\n\n', {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store, no-transform' },
    });
    const finished = await finishPreviewResponse(stream, new Map([['/x/', '/preview/x/']]));
    expect(finished.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(await finished.text()).toBe('event: ready\n\n');
  });

  it('are the paths under /preview', () => {
    expect(isPreviewPath('/preview/product-a/')).toBe(true);
    expect(isPreviewPath('/previews/')).toBe(false);
  });
});
