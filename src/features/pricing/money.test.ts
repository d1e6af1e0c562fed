import { describe, expect, it } from 'vitest';
import {
  EXCL_GST,
  INCL_GST,
  centsToAmount,
  formatMoney,
  gstCents,
  gstLabel,
  gstRate,
  orderMoney,
  priceText,
  toCents,
  totals,
} from './money.ts';

describe('toCents', () => {
  it.each([
    ['1234.50', 123450],
    ['1234.5', 123450],
    ['12', 1200],
    ['0.01', 1],
    ['0', 0],
    ['0.1', 10],
    ['1,234.56', 123456],
    [' 7.05 ', 705],
    ['-3.20', -320],
  ])('"%s" is %i cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('is exact where float arithmetic is not (0.29 * 100 = 28.999…)', () => {
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1.15')).toBe(115);
    expect(toCents('4.35')).toBe(435);
  });

  it('multiplies a number by 100 and rounds', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1234.5)).toBe(123450);
  });

  it.each(['', 'abc', '1.234', '1.2.3', '$5', '1e3'])('rejects "%s"', (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError);
  });

  it('rejects a number that is not finite', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('centsToAmount', () => {
  it('writes an amount with 2 decimals', () => {
    expect(centsToAmount(123450)).toBe('1234.50');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(0)).toBe('0.00');
    expect(centsToAmount(-320)).toBe('-3.20');
  });

  it('round-trips with toCents', () => {
    for (const amount of ['0.00', '0.99', '25.00', '1234.56', '999999.99'])
      expect(centsToAmount(toCents(amount))).toBe(amount);
  });

  it('rejects fractions of a cent', () => {
    expect(() => centsToAmount(1.5)).toThrow(RangeError);
  });
});

describe('formatMoney and priceText', () => {
  it('formats with 2 decimals and thousands separators', () => {
    expect(formatMoney(123450)).toBe('1,234.50');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(123456789)).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(99999)).toBe('999.99');
    expect(formatMoney(100000)).toBe('1,000.00');
    expect(formatMoney(-123456)).toBe('-1,234.56');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });

  it('reads exactly as en-NZ Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const cents of [0, 1, 10, 99, 100, 1001, 99999, 100000, 1234567, 100000000, 999999999, -1, -100000]) {
      expect(formatMoney(cents)).toBe(intl.format(cents / 100));
    }
  });

  it("writes '$' amount currency tax note", () => {
    expect(priceText(123450, 'NZD', EXCL_GST)).toBe('$1,234.50 NZD excl. GST');
    expect(priceText(2000, 'AUD', INCL_GST)).toBe('$20.00 AUD incl. GST');
    expect(priceText(999, 'USD')).toBe('$9.99 USD');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(priceText(-500, 'NZD')).toBe('-$5.00 NZD');
  });
});

describe('GST', () => {
  it('is 15% for NZD and 10% for other currencies', () => {
    expect(gstRate('NZD')).toBe(0.15);
    expect(gstRate('AUD')).toBe(0.1);
    expect(gstRate('USD')).toBe(0.1);
    expect(gstCents(10000, 'NZD')).toBe(1500);
    expect(gstCents(10000, 'AUD')).toBe(1000);
  });

  it('rounds half up to the cent', () => {
    expect(gstCents(10, 'NZD')).toBe(2); // 1.5 → 2
    expect(gstCents(9, 'NZD')).toBe(1); // 1.35 → 1
    expect(gstCents(5, 'AUD')).toBe(1); // 0.5 → 1
    expect(gstCents(4, 'AUD')).toBe(0); // 0.4 → 0
    expect(gstCents(-10, 'NZD')).toBe(-2);
  });
});

describe('totals', () => {
  const line = (amount: string, quantity: number, currency: 'NZD' | 'AUD' = 'NZD') => ({
    price: { amount, currency },
    quantity,
  });

  it('adds GST to the subtotal, not per line', () => {
    // On the subtotal: 3.09 × 15% = 0.4635 → 0.46 (per line it would be 3 × 0.15 = 0.45).
    expect(totals([line('1.03', 3)])).toEqual({ currency: 'NZD', subtotal: 309, gst: 46, total: 355 });
    // On the subtotal: 0.30 × 15% = 0.045 → 0.05 (per line it would be 3 × 0.02 = 0.06).
    expect(totals([line('0.10', 1), line('0.10', 1), line('0.10', 1)])).toEqual({
      currency: 'NZD',
      subtotal: 30,
      gst: 5,
      total: 35,
    });
  });

  it('sums in integer cents (0.1 + 0.2 is 0.30)', () => {
    expect(totals([line('0.10', 1), line('0.20', 1)], 'NZD').subtotal).toBe(30);
  });

  it('totals a realistic AUD cart', () => {
    expect(totals([line('2450.00', 2, 'AUD'), line('20.00', 1, 'AUD')])).toEqual({
      currency: 'AUD',
      subtotal: 492000,
      gst: 49200,
      total: 541200,
    });
  });

  it('is zero for no lines', () => {
    expect(totals([])).toEqual({ currency: undefined, subtotal: 0, gst: 0, total: 0 });
    expect(totals([], 'NZD')).toEqual({ currency: 'NZD', subtotal: 0, gst: 0, total: 0 });
  });

  it('refuses mixed currencies and fractional quantities', () => {
    expect(() => totals([line('1.00', 1), line('1.00', 1, 'AUD')])).toThrow(RangeError);
    expect(() => totals([line('1.00', 1.5)])).toThrow(RangeError);
    expect(() => totals([line('1.00', -1)])).toThrow(RangeError);
  });
});

describe("a stored order's money", () => {
  it('labels GST 15% for NZD and 10% otherwise', () => {
    expect(gstLabel('NZD')).toBe('GST (15%)');
    expect(gstLabel('AUD')).toBe('GST (10%)');
    expect(gstLabel('XYZ')).toBe('GST (10%)');
  });

  it('writes a known currency as price text and an unknown one as its code', () => {
    expect(orderMoney(345_000, 'NZD', INCL_GST)).toBe('$3,450.00 NZD incl. GST');
    expect(orderMoney(345_000, 'XYZ')).toBe('3450.00 XYZ');
  });
});
