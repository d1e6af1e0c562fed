import { describe, expect, it } from 'vitest';
import type { ProductFamily } from '../content/schemas/index.ts';
import {
  buyNowProps,
  lineAt,
  optionViews,
  pageCurrencies,
  holdsAsText,
  pricesHoldAround,
  type BuyNowFamily,
} from './buy-now.ts';
import { catalogueFreight, hardware, licence, price, variant } from './fixtures.test-helpers.ts';

const software: BuyNowFamily = { product_family_id: 'PF-1001', title: 'Strata BIM', product_category: 'Software' };
const winterPromo = price({
  amount: '2950.00',
  price_id: 'SBIM-1Y-WINTER',
  validity: { from: '2026-05-01', to: '2026-06-30' },
  metadata: { is_promo: true, is_agency: false, attribute_values: [] },
});
const promoted = { ...licence, prices: [...licence.prices, winterPromo] };

describe('optionViews', () => {
  it('shows the standard price outside the promo window and the promo inside it (NZ time)', () => {
    const [during] = optionViews(software, [promoted], 'nz', new Date('2026-06-30T19:00:00+12:00'));
    const [after] = optionViews(software, [promoted], 'nz', new Date('2026-06-30T19:01:00+12:00'));
    expect(during).toMatchObject({ priceText: '$2,950.00 NZD excl. GST', promo: true, action: 'select' });
    expect(after).toMatchObject({ priceText: '$3,450.00 NZD excl. GST', promo: false, action: 'select' });
  });

  it('prices in the region currency', () => {
    expect(optionViews(software, [licence], 'au', new Date())[0]?.priceText).toBe('$3,150.00 AUD excl. GST');
  });

  it('agency-priced families are enquire-only and show no price', () => {
    const agency = {
      ...licence,
      prices: licence.prices.map((each) => ({ ...each, metadata: { ...each.metadata, is_agency: true } })),
    };
    expect(optionViews(software, [agency], 'nz', new Date())).toEqual([
      {
        productId: 'SBIM-SUB-1Y',
        title: 'SBIM-SUB-1Y',
        attributes: '',
        priceText: undefined,
        promo: false,
        action: 'enquire',
      },
    ]);
  });

  it('consulting shows its price but offers an enquiry, not a selection', () => {
    const consulting = variant('CONS-BIM-DAY', 'Consulting', '2400.00', '2200.00');
    const [view] = optionViews({ ...software, product_category: 'Consulting' }, [consulting], 'nz', new Date());
    expect(view).toMatchObject({ priceText: '$2,400.00 NZD excl. GST', action: 'enquire' });
  });

  it('an option with no price in the region is enquire-only; hidden variants are left out', () => {
    const nzOnly = { ...licence, prices: licence.prices.filter((each) => each.currency === 'NZD') };
    expect(optionViews(software, [nzOnly], 'au', new Date())[0]?.action).toBe('enquire');
    expect(optionViews(software, [{ ...licence, hidden: true }], 'nz', new Date())).toEqual([]);
  });

  it('joins attribute values', () => {
    const withAttributes = {
      ...licence,
      attribute_values: [
        { id: 'term', value: '1-year' },
        { id: 'licence', value: 'named-user' },
      ],
    };
    expect(optionViews(software, [withAttributes], 'nz', new Date())[0]?.attributes).toBe('1-year · named-user');
  });
});

describe('lineAt', () => {
  it('is a line at the effective price, or undefined where it cannot be bought', () => {
    expect(lineAt(promoted, 'nz', new Date('2026-06-01T12:00:00+12:00'))?.price.price_id).toBe('SBIM-1Y-WINTER');
    expect(lineAt({ ...licence, prices: [] }, 'nz', new Date())).toBeUndefined();
  });
});

describe('buyNowProps', () => {
  const family = {
    product_family_id: 'PF-2002',
    title: 'Kea Orbit',
    product_category: 'Hardware',
    products: [hardware, { ...licence, hidden: true }],
  } as const;
  const product = family as unknown as ProductFamily;
  const now = new Date('2026-11-22T00:00:00Z');

  it('passes visible variants with only the page region currency on a regional page', () => {
    const props = buyNowProps(product, {
      pageRegion: 'au',
      regions: ['nz', 'au'],
      offeredIn: ['nz', 'au'],
      now,
      enquireHref: '/au/get-in-touch/',
      freight: catalogueFreight,
    });
    expect(props.variants.map((each) => each.product_id)).toEqual(['KEA-ORBIT']);
    expect(props.variants[0]?.prices.map((each) => each.currency)).toEqual(['AUD']);
    expect(props.freight?.prices.map((each) => each.price_id)).toEqual(['FREIGHT-DROPSHIP-AUD']);
    expect(props).toMatchObject({
      pageRegion: 'au',
      serverRegion: 'au',
      renderedAt: '2026-11-22T00:00:00.000Z',
      enquireHref: '/au/get-in-touch/',
    });
  });

  it('keeps every region currency on a global page and renders it for the first region', () => {
    const props = buyNowProps(product, {
      pageRegion: undefined,
      regions: ['nz', 'au'],
      offeredIn: ['nz', 'au'],
      now,
      enquireHref: '/get-in-touch/',
    });
    expect(props.variants[0]?.prices.map((each) => each.currency)).toEqual(['NZD', 'AUD']);
    expect(props.serverRegion).toBe('nz');
    expect(props.freight).toBeUndefined();
    expect(pageCurrencies(undefined, ['nz', 'au'])).toEqual(['NZD', 'AUD']);
  });

  it('an AU-only family keeps only AUD prices on a global page, so NZ has nothing to buy', () => {
    const props = buyNowProps(product, {
      pageRegion: undefined,
      regions: ['nz', 'au'],
      offeredIn: ['au'],
      now,
      enquireHref: '/get-in-touch/',
    });
    expect(props.variants[0]?.prices.map((each) => each.currency)).toEqual(['AUD']);
    expect(props.serverRegion).toBe('au');
    const [variant] = props.variants;
    if (!variant) throw new Error('no variant');
    expect(lineAt(variant, 'nz', now)).toBeUndefined();
    expect(optionViews(props.family, props.variants, 'nz', now)[0]).toMatchObject({
      action: 'enquire',
      priceText: undefined,
    });
  });

  it('gives freight only to families that sell hardware', () => {
    const softwareFamily = { ...family, product_category: 'Software', products: [licence] } as unknown as ProductFamily;
    expect(
      buyNowProps(softwareFamily, {
        pageRegion: 'nz',
        regions: ['nz'],
        offeredIn: ['nz'],
        now,
        enquireHref: '/',
        freight: catalogueFreight,
      }).freight,
    ).toBeUndefined();
  });
});

describe('pricesHoldAround (when the prerendered options are true)', () => {
  const start = new Date('2026-05-01T04:00:00+12:00');
  const end = new Date('2026-06-30T19:00:00+12:00');

  it('before a promo: until its start (04:00 NZ time); during it: from its start to its end (19:00 NZ time); after it: from its end', () => {
    expect(pricesHoldAround([promoted], new Date('2026-04-20T00:00:00Z'))).toEqual({ from: undefined, until: start });
    expect(pricesHoldAround([promoted], new Date('2026-06-01T00:00:00Z'))).toEqual({ from: start, until: end });
    expect(pricesHoldAround([promoted], new Date('2026-11-25T00:00:00Z'))).toEqual({ from: end, until: undefined });
  });

  it('always, for variants without promos', () => {
    expect(pricesHoldAround([licence, hardware], new Date('2026-04-20T00:00:00Z'))).toEqual({
      from: undefined,
      until: undefined,
    });
  });

  it('as the texts client:intent reads', () => {
    expect(holdsAsText({ from: start, until: undefined })).toEqual({ staleBefore: '2026-04-30T16:00:00.000Z' });
  });
});
