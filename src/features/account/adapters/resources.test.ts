import { describe, expect, it } from 'vitest';
import { resourcesOf } from './resources.ts';

describe('resourcesOf', () => {
  it('keeps string blog ids and orders with an id; a malformed list or record reads as empty', () => {
    expect(
      resourcesOf({ requestedBlogs: ['b1', 2, 'b3'], orders: [{ weborder_id: 'w1' }, { status: 'paid' }], other: 1 }),
    ).toEqual({ requestedBlogs: ['b1', 'b3'], orders: [{ weborder_id: 'w1' }] });
    expect(resourcesOf({ requestedBlogs: 'b1', orders: null })).toEqual({ requestedBlogs: [], orders: [] });
    for (const record of [undefined, null, 'x', [], 3])
      expect(resourcesOf(record)).toEqual({ requestedBlogs: [], orders: [] });
  });
});
