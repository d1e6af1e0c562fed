/**
 * The page cache: rendered pages kept in memory, bounded in bytes, each tagged with what its
 * render read. A publish marks the tagged pages stale (soft invalidation): a stale page is still what
 * a visitor gets until its new render succeeds, so a render that fails keeps the last good page, and
 * one render per key runs at a time however many visitors ask (no stampede on a hot page).
 * No IO: the caller renders and compresses.
 */
import { LRUCache } from 'lru-cache';

/** A rendered page as kept: its answer, precompressed copies, validator and tags. */
export interface StoredPage {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed once, for browsers that accept it. */
  encoded: Partial<Record<'br' | 'gzip', Uint8Array<ArrayBuffer>>>;
  /** A weak validator of the body (the same page in any encoding). */
  etag: string;
  tags: readonly string[];
  renderedAt: number;
  /** When the page turns stale by itself (epoch ms; a promo boundary), if ever. */
  until?: number | undefined;
}

/** What a render came to: a page to keep, an answer that says the page is gone, or anything else. */
export type RenderOutcome =
  { kind: 'page'; page: StoredPage } | { kind: 'gone' } | { kind: 'failed' } | { kind: 'uncacheable' };

interface Entry {
  page: StoredPage;
  stale: boolean;
}

export interface PageCacheOptions {
  /** Most bytes the kept pages (bodies, compressed copies, headers and tags) may take. */
  maxBytes: number;
}

/** Counters for operators and benchmarks. */
export interface PageCacheStats {
  hits: number;
  misses: number;
  staleServed: number;
  renders: number;
  failedRenders: number;
  invalidated: number;
}

/** An invalidation remembered for a while, to tell whether a render that ran across it is already stale. */
interface Invalidation {
  generation: number;
  tags: ReadonlySet<string>;
}

const sizeOf = (page: StoredPage): number =>
  page.body.byteLength +
  (page.encoded.br?.byteLength ?? 0) +
  (page.encoded.gzip?.byteLength ?? 0) +
  page.headers.reduce((sum, [name, value]) => sum + name.length + value.length + 16, 0) +
  page.tags.reduce((sum, tag) => sum + tag.length + 48, 0) +
  256;

const REMEMBERED_INVALIDATIONS = 256;

export class PageCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #renders = new Map<string, Promise<RenderOutcome>>();
  #generation = 0;
  #invalidations: Invalidation[] = [];
  readonly stats: PageCacheStats = { hits: 0, misses: 0, staleServed: 0, renders: 0, failedRenders: 0, invalidated: 0 };

  constructor({ maxBytes }: PageCacheOptions) {
    this.#entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => sizeOf(entry.page),
      dispose: (entry, key) => this.#unindex(key, entry.page.tags),
    });
  }

  /** Pages kept and the bytes they take. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.#entries.size, bytes: this.#entries.calculatedSize };
  }

  /** The page kept for `key`, and whether a publish has made it stale since. */
  lookup(key: string): { page: StoredPage; stale: boolean } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (!entry.stale && entry.page.until !== undefined && Date.now() >= entry.page.until) entry.stale = true;
    return { page: entry.page, stale: entry.stale };
  }

  /**
   * Renders `key` once however many ask at the same time: callers that come while a render runs get
   * its outcome. A page is kept (stale at once if a publish that touched its tags came during the
   * render); `gone` drops what was kept; a failure keeps the last good page.
   */
  render(key: string, render: () => Promise<RenderOutcome>): Promise<RenderOutcome> {
    const running = this.#renders.get(key);
    if (running) return running;
    const started = this.#generation;
    this.stats.renders += 1;
    const outcome = render()
      .catch((): RenderOutcome => ({ kind: 'failed' }))
      .then((result) => {
        this.#settle(key, result, started);
        return result;
      })
      .finally(() => this.#renders.delete(key));
    this.#renders.set(key, outcome);
    return outcome;
  }

  #settle(key: string, outcome: RenderOutcome, started: number): void {
    if (outcome.kind === 'failed') this.stats.failedRenders += 1;
    if (outcome.kind === 'gone') this.#entries.delete(key);
    if (outcome.kind !== 'page') return;
    const { page } = outcome;
    // Older than every invalidation remembered: whether one touched the page is unknown, so it is stale.
    const forgotten = (this.#invalidations[0]?.generation ?? 0) > started + 1;
    const stale =
      forgotten ||
      this.#invalidations.some((seen) => seen.generation > started && page.tags.some((tag) => seen.tags.has(tag)));
    this.#entries.set(key, { page, stale });
    if (!this.#entries.has(key)) return; // larger than the whole cache
    for (const tag of page.tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  #unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }

  /** Marks every page carrying one of `tags` stale; returns how many. */
  invalidate(tags: Iterable<string>): number {
    const wanted = new Set(tags);
    this.#generation += 1;
    this.#invalidations.push({ generation: this.#generation, tags: wanted });
    if (this.#invalidations.length > REMEMBERED_INVALIDATIONS)
      this.#invalidations = this.#invalidations.slice(-REMEMBERED_INVALIDATIONS);
    let count = 0;
    for (const tag of wanted) {
      for (const key of this.#keysByTag.get(tag) ?? []) {
        const entry = this.#entries.peek(key);
        if (entry && !entry.stale) {
          entry.stale = true;
          count += 1;
        }
      }
    }
    this.stats.invalidated += count;
    return count;
  }

  /** Drops every page (tests). */
  clear(): void {
    this.#entries.clear();
  }
}
