import { describe, expect, it } from 'vitest';
import { declaredIndexSchema, replicaSortOf } from './index-settings.ts';

const index = (settings: Record<string, unknown>) => ({
  name: 'widgets',
  settings: { searchableAttributes: ['name'], ...settings },
  records: [{ objectID: 'a', name: 'A' }],
});

describe('an index declared by configuration', () => {
  it('reads replicas as a sort on one attribute, ascending or descending', () => {
    const parsed = declaredIndexSchema.parse(index({ replicas: [{ name: 'widgets_price_asc', sort: 'asc(price)' }] }));
    expect(parsed.settings.replicas.map((replica) => replicaSortOf(replica.sort))).toEqual([
      { attribute: 'price', order: 'asc' },
    ]);
    expect(replicaSortOf('desc(categories.lvl0)')).toEqual({ attribute: 'categories.lvl0', order: 'desc' });
    expect(parsed.settings.attributesForFaceting).toEqual([]);
  });

  it('refuses a replica that does not sort, a setting it would not apply, a record without objectID', () => {
    expect(declaredIndexSchema.safeParse(index({ replicas: [{ name: 'x', sort: 'price' }] })).success).toBe(false);
    expect(declaredIndexSchema.safeParse(index({ customRanking: ['desc(popularity)'] })).success).toBe(false);
    expect(declaredIndexSchema.safeParse({ ...index({}), records: [{ name: 'no id' }] }).success).toBe(false);
  });
});
