import { describe, expect, it } from 'vitest';
import { productFamilySchema, type ProductFamily } from '../content/schemas/index.ts';
import { LINE_MESSAGES } from './messages.ts';
import type { OrderLinePayload } from './payload.ts';
import { priceOrder, resolveOrderRegion, type PricingResult } from './price-order.ts';

/** A small catalogue in the shapes of the demo dataset: software with a winter promo, hardware, freight, enquiry-only. */
const family = (id: string, category: string, products: unknown[]): ProductFamily =>
  productFamilySchema.parse({
    _id: `product-${id}`,
    _type: 'productFamily',
    title: id,
    slug: { _type: 'slug', current: id },
    name: id,
    vendor: 'Tasman',
    productDescription: id,
    product_family_id: `PF-${id}`,
    product_category: category,
    products,
  });
const price = (price_id: string, currency: string, amount: string, extra: Record<string, unknown> = {}) => ({
  price_id,
  currency,
  amount,
  amountNum: Number(amount),
  ...extra,
});
const variant = (product_id: string, category: string, prices: unknown[], extra: Record<string, unknown> = {}) => ({
  product_id,
  title: `${product_id} title`,
  product_family_id: 'PF',
  product_category: category,
  prices,
  ...extra,
});

const catalogue: ProductFamily[] = [
  family('bim', 'Software', [
    variant(
      'SBIM-1Y',
      'Software',
      [
        price('SBIM-1Y-NZD', 'NZD', '3450.00'),
        price('SBIM-1Y-AUD', 'AUD', '3150.00'),
        price('SBIM-1Y-NZD-WINTER', 'NZD', '2950.00', {
          validity: { from: '2026-05-01', to: '2026-06-30' },
          metadata: { is_promo: true, attribute_values: [{ id: 'term', value: '1-year' }] },
        }),
      ],
      { attribute_values: [{ id: 'term', value: '1-year' }] },
    ),
    variant('SBIM-OLD', 'Software', [price('SBIM-OLD-NZD', 'NZD', '100.00')], { hidden: true }),
  ]),
  family('workstation', 'Hardware', [
    variant('HW7-32', 'Hardware', [price('HW7-32-NZD', 'NZD', '4899.00'), price('HW7-32-AUD', 'AUD', '4499.00')]),
  ]),
  family('freight', 'Freight', [
    variant('FREIGHT', 'Freight', [price('FREIGHT-NZD', 'NZD', '25.00'), price('FREIGHT-AUD', 'AUD', '20.00')]),
  ]),
  family('agency', 'Software', [
    variant('RRC', 'Software', [price('RRC-NZD', 'NZD', '8900.00', { metadata: { is_agency: true } })]),
  ]),
  family('consulting', 'Consulting', [variant('CONS', 'Consulting', [price('CONS-NZD', 'NZD', '2400.00')])]),
  family('bim-au', 'Software', [
    variant('MEP', 'Software', [price('MEP-NZD', 'NZD', '1000.00'), price('MEP-AUD', 'AUD', '900.00')]),
  ]),
];

/** Winter 2026, outside the promo: 1 April, noon in New Zealand (+13 until 5 April). */
const beforePromo = new Date('2026-04-01T12:00:00+13:00');
/** Inside the winter promo (NZ standard time, +12). */
const duringPromo = new Date('2026-06-15T12:00:00+12:00');

let nextLine = 0;
const line = (
  product_id: string,
  price_id: string,
  currency: string,
  amount: string,
  quantity = 1,
): OrderLinePayload => ({
  lineitem_id: `line-${++nextLine}`,
  product: { product_id },
  price: { price_id, currency, amount },
  quantity,
});
const software = (quantity = 1) => line('SBIM-1Y', 'SBIM-1Y-NZD', 'NZD', '3450.00', quantity);
const hardware = () => line('HW7-32', 'HW7-32-NZD', 'NZD', '4899.00');
const freightNz = () => line('FREIGHT', 'FREIGHT-NZD', 'NZD', '25.00');

/** Every test family is offered in both regions, but 'bim-au' (AU only). */
const offeredIn = (family: ProductFamily): ('nz' | 'au')[] => (family.title === 'bim-au' ? ['au'] : ['nz', 'au']);
const price_ = (lines: OrderLinePayload[], region: 'nz' | 'au' = 'nz', now = beforePromo): PricingResult =>
  priceOrder({ line_items: lines }, catalogue, region, now, offeredIn);
const problemsOf = (result: PricingResult) => (result.ok ? [] : result.problems);

describe('priceOrder: regions', () => {
  it("refuses, per line, a product not offered in the order's region, even with a price in its currency", () => {
    const mep = line('MEP', 'MEP-NZD', 'NZD', '1000.00');
    expect(problemsOf(price_([software(), mep]))).toEqual([
      { lineitem_id: mep.lineitem_id, message: LINE_MESSAGES.notInRegion('MEP title', 'nz') },
    ]);
    expect(LINE_MESSAGES.notInRegion('Conduit MEP', 'nz')).toBe(
      'Conduit MEP is not sold in your region (NZ). Please remove it from your cart.',
    );
  });

  it('accepts it in its own region', () => {
    expect(price_([line('MEP', 'MEP-AUD', 'AUD', '900.00')], 'au').ok).toBe(true);
  });
});

describe('priceOrder: accepted orders', () => {
  it('prices from the catalogue in integer cents with 15% GST on NZD', () => {
    const result = price_([software(2)]);
    expect(result).toMatchObject({
      ok: true,
      region: 'nz',
      currency: 'NZD',
      subtotal: 690_000,
      gst: 103_500,
      total: 793_500,
    });
    if (!result.ok) return;
    expect(result.lines).toEqual([
      expect.objectContaining({
        product_id: 'SBIM-1Y',
        price_id: 'SBIM-1Y-NZD',
        amount: '3450.00',
        unit_cents: 345_000,
        quantity: 2,
        line_cents: 690_000,
        title: 'SBIM-1Y title',
      }),
    ]);
  });

  it('adds 10% GST on AUD', () => {
    const result = price_([line('SBIM-1Y', 'SBIM-1Y-AUD', 'AUD', '3150.00', 3)], 'au');
    expect(result).toMatchObject({ ok: true, currency: 'AUD', subtotal: 945_000, gst: 94_500, total: 1_039_500 });
  });

  it('rounds GST half up to the cent, never through floats', () => {
    const cheap = [family('cheap', 'Software', [variant('C', 'Software', [price('C-NZD', 'NZD', '0.10')])])];
    // 3 × 0.10 = 30 cents; 15% is 4.5 cents, rounded half up to 5 (0.1 * 3 * 1.15 in floats is 0.34499999…).
    expect(
      priceOrder({ line_items: [line('C', 'C-NZD', 'NZD', '0.1', 3)] }, cheap, 'nz', beforePromo, offeredIn),
    ).toMatchObject({ ok: true, subtotal: 30, gst: 5, total: 35 });
  });

  it('accepts an amount written with one decimal as the same cents ("3450.0")', () => {
    expect(price_([line('SBIM-1Y', 'SBIM-1Y-NZD', 'NZD', '3450.0')]).ok).toBe(true);
  });
});

describe('priceOrder: prices that do not stand', () => {
  it('refuses a tampered amount, naming both amounts', () => {
    const tampered = line('SBIM-1Y', 'SBIM-1Y-NZD', 'NZD', '1.00');
    expect(problemsOf(price_([tampered]))).toEqual([
      { lineitem_id: tampered.lineitem_id, message: LINE_MESSAGES.tamperedAmount('SBIM-1Y title', '1.00', '3450.00') },
    ]);
  });

  it('refuses an unknown product', () => {
    const unknown = line('NOPE', 'NOPE-NZD', 'NZD', '1.00');
    expect(problemsOf(price_([unknown]))).toEqual([
      { lineitem_id: unknown.lineitem_id, message: LINE_MESSAGES.unknownProduct('NOPE') },
    ]);
  });

  it('refuses a hidden variant even at its catalogue price', () => {
    expect(problemsOf(price_([line('SBIM-OLD', 'SBIM-OLD-NZD', 'NZD', '100.00')]))[0]?.message).toBe(
      LINE_MESSAGES.hidden('SBIM-OLD title'),
    );
  });

  it("refuses a price in another currency than the region's", () => {
    expect(problemsOf(price_([line('SBIM-1Y', 'SBIM-1Y-AUD', 'AUD', '3150.00')], 'nz'))[0]?.message).toBe(
      LINE_MESSAGES.wrongCurrency('SBIM-1Y title', 'AUD', 'NZD'),
    );
  });

  it('refuses a price_id the variant does not have', () => {
    expect(problemsOf(price_([line('SBIM-1Y', 'HW7-32-NZD', 'NZD', '4899.00')]))[0]?.message).toBe(
      LINE_MESSAGES.unknownPrice('SBIM-1Y title', 'HW7-32-NZD'),
    );
  });

  it('promo ends 19:00 NZ time: its price id is accepted until then and refused after', () => {
    const promoLine = () => line('SBIM-1Y', 'SBIM-1Y-NZD-WINTER', 'NZD', '2950.00');
    expect(price_([promoLine()], 'nz', duringPromo)).toMatchObject({ ok: true, subtotal: 295_000 });
    expect(price_([promoLine()], 'nz', new Date('2026-06-30T19:00:00+12:00')).ok).toBe(true);
    const after = new Date('2026-06-30T19:00:01+12:00');
    expect(problemsOf(price_([promoLine()], 'nz', after))[0]?.message).toBe(
      LINE_MESSAGES.priceNotAvailable('SBIM-1Y title'),
    );
    expect(price_([software()], 'nz', after).ok).toBe(true);
  });

  it('refuses the standard price while a promo is the effective price (promo over standard)', () => {
    expect(problemsOf(price_([software()], 'nz', duringPromo))[0]?.message).toBe(
      LINE_MESSAGES.priceChanged('SBIM-1Y title'),
    );
  });

  it('refuses agency-priced and consulting products (sold by enquiry)', () => {
    expect(problemsOf(price_([line('RRC', 'RRC-NZD', 'NZD', '8900.00')]))[0]?.message).toBe(
      LINE_MESSAGES.enquireOnly('RRC title'),
    );
    expect(problemsOf(price_([line('CONS', 'CONS-NZD', 'NZD', '2400.00')]))[0]?.message).toBe(
      LINE_MESSAGES.enquireOnly('CONS title'),
    );
  });

  it('reports every bad line, not just the first', () => {
    const lines = [line('NOPE', 'X', 'NZD', '1.00'), software(), line('SBIM-1Y', 'SBIM-1Y-NZD', 'NZD', '9.99')];
    expect(problemsOf(price_(lines)).map((problem) => problem.lineitem_id)).toEqual([
      lines[0]?.lineitem_id,
      lines[2]?.lineitem_id,
    ]);
  });

  it('refuses a line id used twice', () => {
    const first = software();
    expect(problemsOf(price_([first, { ...software(), lineitem_id: first.lineitem_id }]))[0]?.message).toBe(
      LINE_MESSAGES.duplicateLine(first.lineitem_id),
    );
  });
});

describe('priceOrder: quantities (whole numbers 1..100)', () => {
  it.each([0, 101, 2.5, -1])('refuses quantity %s', (quantity) => {
    expect(problemsOf(price_([software(quantity)]))[0]?.message).toBe(LINE_MESSAGES.quantity(100));
  });

  it.each([1, 100])('accepts quantity %s', (quantity) => {
    expect(price_([software(quantity)])).toMatchObject({ ok: true, subtotal: 345_000 * quantity });
  });
});

describe('priceOrder: freight', () => {
  it('requires the flat freight line with hardware and adds it to the subtotal', () => {
    expect(problemsOf(price_([hardware()]))).toEqual([
      { lineitem_id: null, message: LINE_MESSAGES.freightMissing('25.00', 'NZD') },
    ]);
    expect(price_([hardware(), freightNz()])).toMatchObject({
      ok: true,
      subtotal: 492_400,
      gst: 73_860,
      total: 566_260,
    });
  });

  it('uses the region flat rate: 20 AUD in au', () => {
    const result = price_(
      [line('HW7-32', 'HW7-32-AUD', 'AUD', '4499.00'), line('FREIGHT', 'FREIGHT-AUD', 'AUD', '20.00')],
      'au',
    );
    expect(result).toMatchObject({ ok: true, subtotal: 451_900, gst: 45_190, total: 497_090 });
  });

  it('refuses freight without hardware', () => {
    const freight = freightNz();
    expect(problemsOf(price_([software(), freight]))).toEqual([
      { lineitem_id: freight.lineitem_id, message: LINE_MESSAGES.freightWithoutHardware },
    ]);
  });

  it('refuses freight twice or with a quantity above 1', () => {
    const second = freightNz();
    expect(problemsOf(price_([hardware(), freightNz(), second]))).toEqual([
      { lineitem_id: second.lineitem_id, message: LINE_MESSAGES.freightNotFlat('25.00', 'NZD') },
    ]);
    const many = { ...freightNz(), quantity: 3 };
    expect(problemsOf(price_([hardware(), many]))).toEqual([
      { lineitem_id: many.lineitem_id, message: LINE_MESSAGES.freightNotFlat('25.00', 'NZD') },
    ]);
  });

  it('refuses a freight line priced other than the flat rate', () => {
    const odd = [
      family('freight', 'Freight', [variant('FREIGHT', 'Freight', [price('FREIGHT-NZD', 'NZD', '30.00')])]),
      ...catalogue.slice(1, 2),
    ];
    const freight = line('FREIGHT', 'FREIGHT-NZD', 'NZD', '30.00');
    expect(priceOrder({ line_items: [hardware(), freight] }, odd, 'nz', beforePromo, offeredIn)).toEqual({
      ok: false,
      problems: [{ lineitem_id: freight.lineitem_id, message: LINE_MESSAGES.freightNotFlat('25.00', 'NZD') }],
    });
  });

  it('says hardware cannot be ordered when the catalogue has no freight', () => {
    expect(priceOrder({ line_items: [hardware()] }, catalogue.slice(1, 2), 'nz', beforePromo, offeredIn)).toEqual({
      ok: false,
      problems: [{ lineitem_id: null, message: LINE_MESSAGES.freightUnavailable }],
    });
  });
});

describe('resolveOrderRegion', () => {
  it('takes the named region, else the currency of the first line', () => {
    expect(resolveOrderRegion({ region: 'au', line_items: [software()] })).toBe('au');
    expect(resolveOrderRegion({ line_items: [software()] })).toBe('nz');
    expect(resolveOrderRegion({ line_items: [line('X', 'X', 'AUD', '1.00')] })).toBe('au');
    expect(resolveOrderRegion({ line_items: [line('X', 'X', 'USD', '1.00')] })).toBeUndefined();
  });
});

describe('priceOrder: limits a tampered cart cannot pass', () => {
  it('applies the quantity maximum per product across lines: 99 lines of one product are one quantity', () => {
    const lines = Array.from({ length: 99 }, () => software(2));
    const problems = problemsOf(price_(lines));
    expect(problems).toEqual([
      {
        lineitem_id: lines.at(-1)?.lineitem_id,
        message: 'Quantity maximum reached. Please contact support if you required a quantity of more than 100.',
      },
    ]);
    expect(price_([software(60), software(40)]).ok).toBe(true);
  });

  it('refuses a total above 10,000,000.00 with one order-level problem instead of storing it', () => {
    const pricey = [
      family('plant', 'Software', [variant('PLANT', 'Software', [price('PLANT-NZD', 'NZD', '99999999.99')])]),
    ];
    const result = priceOrder(
      { line_items: [line('PLANT', 'PLANT-NZD', 'NZD', '99999999.99', 100)] },
      [...catalogue, ...pricey],
      'nz',
      beforePromo,
      offeredIn,
    );
    expect(problemsOf(result)).toEqual([
      {
        lineitem_id: null,
        message:
          'The order total is above 10,000,000.00 NZD, the most one order can be placed for online. Please contact us for an order of this size.',
      },
    ]);
  });
});
