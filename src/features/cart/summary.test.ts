import { describe, expect, it } from 'vitest';
import { addLine } from './cart.ts';
import { freightLine } from './freight.ts';
import { cartSummary } from './summary.ts';
import { catalogueFreight, ctsEssential, hardware, licence, lineOf } from './fixtures.test-helpers.ts';

const now = new Date('2026-11-22T00:00:00Z');

describe('cartSummary', () => {
  it('totals an NZ cart with 15% GST on the subtotal', () => {
    const cart = addLine([lineOf(licence, 2)], lineOf(hardware, 1), {
      freight: freightLine('nz', catalogueFreight, now),
    });
    const summary = cartSummary(cart);
    // 2 × 3,450 + 249 + 25 = 7,174.00; GST 1,076.10; total 8,250.10
    expect(summary.subtotal).toBe('$7,174.00 NZD excl. GST');
    expect(summary.gst).toBe('$1,076.10 NZD');
    expect(summary.total).toBe('$8,250.10 NZD incl. GST');
    expect(summary.lines.map((line) => line.lineTotal)).toEqual([
      '$6,900.00 NZD excl. GST',
      '$249.00 NZD excl. GST',
      '$25.00 NZD excl. GST',
    ]);
    expect(summary.lines[0]?.unitPrice).toBe('$3,450.00 NZD excl. GST');
  });

  it('totals an AU cart with 10% GST', () => {
    const summary = cartSummary([lineOf(licence, 1, 'AUD')]);
    expect([summary.subtotal, summary.gst, summary.total]).toEqual([
      '$3,150.00 AUD excl. GST',
      '$315.00 AUD',
      '$3,465.00 AUD incl. GST',
    ]);
  });

  it('marks what the visitor may change: freight is neither editable nor removable, a CTS plan is removable only', () => {
    const cart = addLine([lineOf(ctsEssential)], lineOf(hardware), {
      freight: freightLine('nz', catalogueFreight, now),
    });
    const views = cartSummary(cart).lines.map(({ quantityEditable, removable, isFreight }) => ({
      quantityEditable,
      removable,
      isFreight,
    }));
    expect(views).toEqual([
      { quantityEditable: false, removable: true, isFreight: false },
      { quantityEditable: true, removable: true, isFreight: false },
      { quantityEditable: false, removable: false, isFreight: true },
    ]);
  });

  it('is zero for an empty cart and the labels are the tax notes', () => {
    const summary = cartSummary([]);
    expect(summary.lines).toEqual([]);
    expect(summary.total).toBe('$0.00 NZD incl. GST');
    expect([summary.exclGst, summary.inclGst]).toEqual(['excl. GST', 'incl. GST']);
  });

  it('refuses mixed or unknown currencies', () => {
    expect(() => cartSummary([lineOf(licence), lineOf(hardware, 1, 'AUD')])).toThrow(RangeError);
    const odd = { ...lineOf(licence), price: { ...lineOf(licence).price, currency: 'EUR' } };
    expect(() => cartSummary([odd])).toThrow(RangeError);
  });
});
