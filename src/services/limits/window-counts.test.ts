import { describe, expect, it } from 'vitest';
import { WindowCounts } from './window-counts.ts';

const MINUTE = 60_000;

/** One instance and the database's count it writes into, as limiter.ts drives them. */
function instance(database: { hits: number; startedAt: number }) {
  const counts = new WindowCounts(MINUTE);
  const write = (key: string, hits: number) => {
    database.hits += hits;
    counts.settle(key, hits, { ...database });
  };
  return {
    counts,
    /** A hit decided as the limiter would: a 'count' goes to the database at once. */
    hit(key: string, limit: number, now: number): boolean {
      const decision = counts.hit(key, limit, now);
      if (decision.kind !== 'count') return decision.kind === 'allow';
      write(key, decision.hits);
      return database.hits <= limit;
    },
    flush() {
      for (const { key, hits } of counts.takePending()) write(key, hits);
    },
  };
}

describe('WindowCounts', () => {
  it('asks the database for a key first seen, then decides alone until the last quarter before the limit', () => {
    const counts = new WindowCounts(MINUTE);
    expect(counts.hit('forms:a', 8, 0)).toEqual({ kind: 'count', hits: 1 });
    counts.settle('forms:a', 1, { hits: 1, startedAt: 0 });
    for (let n = 2; n <= 6; n++) expect(counts.hit('forms:a', 8, n)).toEqual({ kind: 'allow' });
    // The 7th of 8 is within the last quarter: written with the five pending.
    expect(counts.hit('forms:a', 8, 7)).toEqual({ kind: 'count', hits: 6 });
    counts.settle('forms:a', 6, { hits: 7, startedAt: 0 });
    expect(counts.hit('forms:a', 8, 8)).toEqual({ kind: 'count', hits: 1 });
    counts.settle('forms:a', 1, { hits: 8, startedAt: 0 });
    expect(counts.hit('forms:a', 8, 30_000)).toEqual({ kind: 'refuse', resetAt: MINUTE });
  });

  it('starts over with the database once the window is over, dropping hits that belonged to it', () => {
    const counts = new WindowCounts(MINUTE);
    counts.hit('search:a', 100, 0);
    counts.settle('search:a', 1, { hits: 1, startedAt: 0 });
    expect(counts.hit('search:a', 100, 10)).toEqual({ kind: 'allow' });
    expect(counts.hit('search:a', 100, MINUTE)).toEqual({ kind: 'count', hits: 1 });
    expect(counts.takePending()).toEqual([]);
  });

  it('writes every pending hit once, and a failed write again with the next', () => {
    const counts = new WindowCounts(MINUTE);
    counts.hit('search:a', 100, 0);
    counts.settle('search:a', 1, { hits: 1, startedAt: 0 });
    counts.hit('search:a', 100, 5);
    counts.hit('search:a', 100, 6);
    expect(counts.takePending()).toEqual([{ key: 'search:a', hits: 2, at: 6 }]);
    expect(counts.takePending()).toEqual([]);
    counts.settle('search:a', 2, undefined);
    counts.hit('search:a', 100, 7);
    expect(counts.takePending()).toEqual([{ key: 'search:a', hits: 3, at: 7 }]);
  });

  it('counts hits in flight, so a write not answered yet leaves no room to overshoot', () => {
    const counts = new WindowCounts(MINUTE);
    counts.hit('search:a', 8, 0);
    counts.settle('search:a', 1, { hits: 1, startedAt: 0 });
    for (let n = 1; n <= 5; n++) counts.hit('search:a', 8, n);
    counts.takePending();
    // Unanswered: 1 counted + 5 in flight, so the 7th is near the limit and goes to the database.
    expect(counts.hit('search:a', 8, 6)).toEqual({ kind: 'count', hits: 1 });
  });

  it('keeps the larger count of the same window when answers arrive out of order, and a later window over an earlier one', () => {
    const counts = new WindowCounts(MINUTE);
    counts.hit('k', 1000, 0);
    counts.settle('k', 1, { hits: 10, startedAt: 0 });
    counts.settle('k', 0, { hits: 4, startedAt: 0 });
    expect(counts.hit('k', 12, 1)).toEqual({ kind: 'count', hits: 1 });
    counts.settle('k', 1, { hits: 1, startedAt: 30_000 });
    expect(counts.hit('k', 1000, 30_001)).toEqual({ kind: 'allow' });
  });

  it('refuses a flood on two instances once the shared count passes the limit, one write interval later at most', () => {
    const database = { hits: 0, startedAt: 0 };
    const [a, b] = [instance(database), instance(database)];
    expect(a.hit('search:x', 100, 0)).toBe(true);
    expect(b.hit('search:x', 100, 1)).toBe(true);
    let allowed = 2;
    // Both take hits between flushes (one flush per 10 hits each): together never more than a flush's worth over.
    for (let n = 0; n < 300; n++) {
      if (a.hit('search:x', 100, 2 + n)) allowed++;
      if (b.hit('search:x', 100, 2 + n)) allowed++;
      if (n % 10 === 9) {
        a.flush();
        b.flush();
      }
    }
    expect(allowed).toBeGreaterThanOrEqual(100);
    expect(allowed).toBeLessThanOrEqual(100 + 20);
    expect(a.hit('search:x', 100, 1000)).toBe(false);
    expect(b.hit('search:x', 100, 1000)).toBe(false);
  });

  it('forgets windows that are over with nothing to write, and keeps no more keys than it may', () => {
    const counts = new WindowCounts(MINUTE, 1);
    counts.settle('a', 1, { hits: 1, startedAt: 0 });
    counts.settle('b', 1, { hits: 1, startedAt: 0 });
    expect(counts.size).toBe(1);
    counts.sweep(MINUTE);
    expect(counts.size).toBe(0);
  });
});
