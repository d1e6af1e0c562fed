import { describe, expect, it, vi } from 'vitest';
import { PageCache, type RenderOutcome, type StoredPage } from './page-cache.ts';

/** A kept page of `bytes` body bytes carrying `tags`; `label` tells renders apart. */
const page = (tags: readonly string[], label = 'page', bytes = 100): StoredPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: new Uint8Array(bytes),
  encoded: {},
  etag: `W/"${label}"`,
  tags,
  renderedAt: 0,
});

const kept = (stored: StoredPage): RenderOutcome => ({ kind: 'page', page: stored });

/** A render the test finishes when it chooses, to hold it in flight across other calls. */
function deferred() {
  let finish!: (outcome: RenderOutcome) => void;
  const promise = new Promise<RenderOutcome>((resolve) => (finish = resolve));
  return { promise, finish };
}

const roomy = () => new PageCache({ maxBytes: 1_000_000 });

describe('PageCache: render and lookup', () => {
  it('a page rendered once is found by lookup, fresh', async () => {
    const cache = roomy();
    expect(cache.lookup('/a/')).toBeUndefined();
    const first = page(['d:a']);
    await cache.render('/a/', () => Promise.resolve(kept(first)));
    expect(cache.lookup('/a/')).toEqual({ page: first, stale: false });
    expect(cache.lookup('/b/')).toBeUndefined();
  });

  it('renders a key once however many ask at the same time: 10 callers, one render, one outcome', async () => {
    const cache = roomy();
    const pending = deferred();
    let calls = 0;
    const render = () => {
      calls += 1;
      return pending.promise;
    };
    const asks = Array.from({ length: 10 }, () => cache.render('/hot/', render));
    const shared = page(['d:hot']);
    pending.finish(kept(shared));
    const outcomes = await Promise.all(asks);
    expect(calls).toBe(1);
    expect(cache.stats.renders).toBe(1);
    for (const outcome of outcomes) expect(outcome).toEqual({ kind: 'page', page: shared });
  });

  it('the single flight is per key and per render: other keys render in parallel, and a finished render lets the next one run', async () => {
    const cache = roomy();
    let calls = 0;
    const render = () => {
      calls += 1;
      return Promise.resolve(kept(page(['d:x'])));
    };
    await Promise.all([cache.render('/x/', render), cache.render('/y/', render)]);
    expect(calls).toBe(2);
    await cache.render('/x/', render);
    expect(calls).toBe(3);
  });
});

describe('PageCache: soft invalidation by tag', () => {
  it('invalidate marks only the pages carrying one of the tags stale and returns how many', async () => {
    const cache = roomy();
    await cache.render('/product/', () => Promise.resolve(kept(page(['siteConfig', 'd:product']))));
    await cache.render('/blog/', () => Promise.resolve(kept(page(['siteConfig', 'd:blog']))));
    await cache.render('/about/', () => Promise.resolve(kept(page(['siteConfig', 'd:about']))));
    expect(cache.invalidate(['d:product', 'd:blog', 'd:nobody'])).toBe(2);
    expect(cache.lookup('/product/')?.stale).toBe(true);
    expect(cache.lookup('/blog/')?.stale).toBe(true);
    expect(cache.lookup('/about/')?.stale).toBe(false);
  });

  it('a page carrying several of the tags counts once; a page already stale is not counted again', async () => {
    const cache = roomy();
    await cache.render('/a/', () => Promise.resolve(kept(page(['t:blog', 'd:a']))));
    expect(cache.invalidate(['t:blog', 'd:a'])).toBe(1);
    expect(cache.invalidate(['t:blog'])).toBe(0);
  });

  it('a stale page stays in lookup, marked stale, until a new render succeeds; the new page is fresh', async () => {
    const cache = roomy();
    const old = page(['d:a'], 'old');
    await cache.render('/a/', () => Promise.resolve(kept(old)));
    cache.invalidate(['d:a']);
    expect(cache.lookup('/a/')).toEqual({ page: old, stale: true });
    const next = page(['d:a'], 'new');
    await cache.render('/a/', () => Promise.resolve(kept(next)));
    expect(cache.lookup('/a/')).toEqual({ page: next, stale: false });
  });

  it('a failed render (an outcome or a rejection) keeps the last good page, still stale, and counts the failure', async () => {
    const cache = roomy();
    const good = page(['d:a'], 'good');
    await cache.render('/a/', () => Promise.resolve(kept(good)));
    cache.invalidate(['d:a']);
    expect(await cache.render('/a/', () => Promise.resolve({ kind: 'failed' }))).toEqual({ kind: 'failed' });
    expect(await cache.render('/a/', () => Promise.reject(new Error('render threw')))).toEqual({ kind: 'failed' });
    expect(cache.lookup('/a/')).toEqual({ page: good, stale: true });
    expect(cache.stats.failedRenders).toBe(2);
  });

  it('an uncacheable answer leaves what was kept as it was', async () => {
    const cache = roomy();
    const good = page(['d:a'], 'good');
    await cache.render('/a/', () => Promise.resolve(kept(good)));
    await cache.render('/a/', () => Promise.resolve({ kind: 'uncacheable' }));
    expect(cache.lookup('/a/')).toEqual({ page: good, stale: false });
  });

  it('a gone render drops the kept page, and its tags no longer reach the key', async () => {
    const cache = roomy();
    await cache.render('/a/', () => Promise.resolve(kept(page(['d:deleted']))));
    expect(await cache.render('/a/', () => Promise.resolve({ kind: 'gone' }))).toEqual({ kind: 'gone' });
    expect(cache.lookup('/a/')).toBeUndefined();
    expect(cache.size.pages).toBe(0);
    // The key comes back with other tags: the dropped page's tag must not mark it.
    await cache.render('/a/', () => Promise.resolve(kept(page(['d:other']))));
    expect(cache.invalidate(['d:deleted'])).toBe(0);
    expect(cache.lookup('/a/')?.stale).toBe(false);
  });

  it('a render that ran across an invalidation touching its tags is stored stale', async () => {
    const cache = roomy();
    const pending = deferred();
    const rendering = cache.render('/a/', () => pending.promise);
    cache.invalidate(['d:a']);
    pending.finish(kept(page(['siteConfig', 'd:a'])));
    await rendering;
    expect(cache.lookup('/a/')?.stale).toBe(true);
  });

  it('a render that ran across an unrelated invalidation is stored fresh', async () => {
    const cache = roomy();
    const pending = deferred();
    const rendering = cache.render('/a/', () => pending.promise);
    cache.invalidate(['d:someone-else']);
    pending.finish(kept(page(['siteConfig', 'd:a'])));
    await rendering;
    expect(cache.lookup('/a/')?.stale).toBe(false);
  });

  it('an invalidation before the render started does not make its page stale', async () => {
    const cache = roomy();
    cache.invalidate(['d:a']);
    await cache.render('/a/', () => Promise.resolve(kept(page(['d:a']))));
    expect(cache.lookup('/a/')?.stale).toBe(false);
  });
});

describe('PageCache: bounded in bytes', () => {
  // Each page of 1,000 body bytes takes a little over 1,300 bytes with its header and tag: two fit, three do not.
  const bounded = () => new PageCache({ maxBytes: 3_000 });
  const big = (tag: string) => page([tag], tag, 1_000);

  it('keeps within maxBytes by evicting the least recently used page', async () => {
    const cache = bounded();
    await cache.render('/a/', () => Promise.resolve(kept(big('d:a'))));
    await cache.render('/b/', () => Promise.resolve(kept(big('d:b'))));
    cache.lookup('/a/'); // /a/ is now the most recently used
    await cache.render('/c/', () => Promise.resolve(kept(big('d:c'))));
    expect(cache.lookup('/b/')).toBeUndefined();
    expect(cache.lookup('/a/')).toBeDefined();
    expect(cache.lookup('/c/')).toBeDefined();
    expect(cache.size.pages).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(3_000);
  });

  it('the tag index forgets an evicted key: its old tags mark nothing, even once the key is kept again', async () => {
    const cache = bounded();
    await cache.render('/a/', () => Promise.resolve(kept(big('d:a'))));
    await cache.render('/b/', () => Promise.resolve(kept(big('d:b'))));
    await cache.render('/c/', () => Promise.resolve(kept(big('d:c')))); // evicts /a/
    expect(cache.invalidate(['d:a'])).toBe(0);
    await cache.render('/a/', () => Promise.resolve(kept(big('d:a-renamed')))); // evicts /b/
    expect(cache.invalidate(['d:a', 'd:b'])).toBe(0);
    expect(cache.lookup('/a/')?.stale).toBe(false);
    expect(cache.invalidate(['d:a-renamed', 'd:c'])).toBe(2);
  });

  it('a page larger than the whole cache is not kept, and its tags are not indexed', async () => {
    const cache = bounded();
    await cache.render('/small/', () => Promise.resolve(kept(big('d:small'))));
    await cache.render('/huge/', () => Promise.resolve(kept(page(['d:huge'], 'huge', 5_000))));
    expect(cache.lookup('/huge/')).toBeUndefined();
    expect(cache.lookup('/small/')).toBeDefined();
    expect(cache.size.pages).toBe(1);
    // Kept later with other tags, the key must not answer to the huge page's tag.
    await cache.render('/huge/', () => Promise.resolve(kept(big('d:now-small'))));
    expect(cache.invalidate(['d:huge'])).toBe(0);
    expect(cache.lookup('/huge/')?.stale).toBe(false);
  });
});

describe('PageCache: pages that turn stale by themselves', () => {
  it('a page kept until a promo boundary is fresh before it and stale from it, with no publish', async () => {
    const cache = roomy();
    const boundary = Date.now() + 60_000;
    await cache.render('/buy-now/', () => Promise.resolve(kept({ ...page(['d:product']), until: boundary })));
    expect(cache.lookup('/buy-now/')?.stale).toBe(false);
    vi.useFakeTimers({ now: boundary });
    try {
      expect(cache.lookup('/buy-now/')?.stale).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
