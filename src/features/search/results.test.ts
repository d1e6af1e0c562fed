import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATE_DELAY_MS,
  EMPTY_STATE_LOADING,
  EMPTY_STATE_NO_RESULTS,
  emptyStateDelayLeft,
  groupByKind,
  regionFilter,
  shouldRefine,
} from './results.ts';

describe('search results page', () => {
  it('groups hits by kind in a fixed order, keeping the ranking within a group', () => {
    const hits = [
      { id: 1, kind: 'blog' as const },
      { id: 2, kind: 'product' as const },
      { id: 3, kind: 'blog' as const },
      { id: 4, kind: 'team' as const },
    ];
    expect(groupByKind(hits)).toEqual([
      { kind: 'product', heading: 'Products', hits: [{ id: 2, kind: 'product' }] },
      {
        kind: 'blog',
        heading: 'Knowledge hub',
        hits: [
          { id: 1, kind: 'blog' },
          { id: 3, kind: 'blog' },
        ],
      },
      { kind: 'team', heading: 'Our team', hits: [{ id: 4, kind: 'team' }] },
    ]);
    expect(groupByKind([])).toEqual([]);
  });

  it('refines only when the text changed', () => {
    expect(shouldRefine('bim', 'bim')).toBe(false);
    expect(shouldRefine('bim', 'bim ')).toBe(false);
    expect(shouldRefine('bim', 'bim 3d')).toBe(true);
    expect(shouldRefine('bim', '')).toBe(true);
  });

  it('has the required empty-state texts and 2 s delay', () => {
    expect(EMPTY_STATE_LOADING).toBe('Loading...');
    expect(EMPTY_STATE_NO_RESULTS).toBe('No results for your search');
    expect(EMPTY_STATE_DELAY_MS).toBe(2000);
  });
});

describe('regionFilter', () => {
  it('keeps products to the region and every other kind of record', () => {
    expect(regionFilter('nz')).toBe('region:nz OR kind:industry OR kind:blog OR kind:team OR kind:page');
  });
});

describe('the empty state', () => {
  it('waits the rest of its 2 s when the page already showed it, and never less than 0', () => {
    expect(emptyStateDelayLeft(1_000, 1_000)).toBe(2_000);
    expect(emptyStateDelayLeft(1_500, 1_000)).toBe(1_500);
    expect(emptyStateDelayLeft(3_500, 1_000)).toBe(0);
    expect(emptyStateDelayLeft(900, 1_000)).toBe(2_000);
  });
});
