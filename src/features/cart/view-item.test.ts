import { describe, expect, it } from 'vitest';
import { prerenderedViewItemHolds, type PrerenderedViewItem } from './view-item.ts';

const event = { event: 'view_item', ecommerce: { currency: 'NZD', value: 10, items: [] } } as const;
const global: PrerenderedViewItem = {
  event: { ...event, ecommerce: { ...event.ecommerce, items: [] } },
  region: 'nz',
  defaultRegion: 'nz',
};
const now = new Date('2026-11-25T12:00:00Z');

describe("the server's view_item holds for a visitor (else the island hydrates at once and sends its own)", () => {
  it('on a regional page, whatever region is stored', () => {
    expect(prerenderedViewItemHolds({ ...global, region: 'au', pageRegion: 'au' }, '"nz"', now)).toBe(true);
  });

  it('on a global page, for the stored region it was judged for, or the default region when none is stored', () => {
    expect(prerenderedViewItemHolds(global, null, now)).toBe(true);
    expect(prerenderedViewItemHolds(global, '"nz"', now)).toBe(true);
    expect(prerenderedViewItemHolds(global, '"au"', now)).toBe(false);
  });

  it('not when a promo boundary lies between the server clock and the visitor clock', () => {
    expect(prerenderedViewItemHolds({ ...global, staleAfter: '2026-11-25T11:59:59Z' }, null, now)).toBe(false);
    expect(prerenderedViewItemHolds({ ...global, staleBefore: '2026-11-25T12:00:01Z' }, null, now)).toBe(false);
    expect(
      prerenderedViewItemHolds(
        { ...global, staleBefore: '2026-11-01T00:00:00Z', staleAfter: '2026-12-01T00:00:00Z' },
        null,
        now,
      ),
    ).toBe(true);
  });
});
