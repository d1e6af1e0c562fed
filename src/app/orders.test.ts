import { describe, expect, it } from 'vitest';
import { orderRows } from './orders.ts';

describe('orders list', () => {
  it('lists dated orders newest first with id, date and status', () => {
    const rows = orderRows([
      { weborder_id: 'W-1', status: 'processing', date: '2026-01-05T10:00:00Z' },
      { weborder_id: 'W-2', status: 'paid', date: '2026-03-01T10:00:00Z' },
    ]);
    expect(rows).toEqual([
      { id: 'W-2', placedAt: '2026-03-01T10:00:00Z', status: 'paid' },
      { id: 'W-1', placedAt: '2026-01-05T10:00:00Z', status: 'processing' },
    ]);
  });

  it('keeps the stored order (newest first) for orders without a date, after dated ones', () => {
    const rows = orderRows([
      { weborder_id: 'W-3' },
      { weborder_id: 'W-2', created_at: '2026-02-01T00:00:00Z' },
      { weborder_id: 'W-1' },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['W-2', 'W-3', 'W-1']);
  });

  it('says unknown when an order has no status, and ignores a date that is not one', () => {
    expect(orderRows([{ weborder_id: 'W-9', date: 'soon' }])).toEqual([{ id: 'W-9', placedAt: undefined, status: 'unknown' }]);
  });
});
