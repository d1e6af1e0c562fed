import { describe, expect, it } from 'vitest';
import { FREIGHT } from '../pricing/pricing.ts';
import { freightLine, SYNTHETIC_FREIGHT } from './freight.ts';
import { catalogueFreight } from './fixtures.test-helpers.ts';

const now = new Date('2026-11-22T00:00:00Z');

describe('freightLine', () => {
  it('uses the catalogue freight product and its price for the region', () => {
    const nz = freightLine('nz', catalogueFreight, now);
    expect(nz).toMatchObject({
      title: 'Drop-ship freight',
      quantity: 1,
      product: { product_id: 'FREIGHT-DROPSHIP', product_category: 'Freight', product_family_id: 'PF-9001' },
    });
    expect(nz.price).toMatchObject({ currency: 'NZD', amount: '25.00', price_id: 'FREIGHT-DROPSHIP-NZD' });
    expect(freightLine('au', catalogueFreight, now).price).toMatchObject({
      currency: 'AUD',
      amount: '20.00',
      price_id: 'FREIGHT-DROPSHIP-AUD',
    });
  });

  it('falls back to a synthetic line with stable ids and the flat amounts (25 NZD, 20 AUD)', () => {
    for (const region of ['nz', 'au'] as const) {
      const line = freightLine(region, undefined, now);
      expect(line.product.product_id).toBe(SYNTHETIC_FREIGHT.product_id);
      expect(line.price).toMatchObject({
        amount: FREIGHT[region].amount,
        currency: FREIGHT[region].currency,
        price_id: `FREIGHT-DROPSHIP-${FREIGHT[region].currency}`,
      });
    }
    expect(FREIGHT.nz.amount).toBe('25.00');
    expect(FREIGHT.au.amount).toBe('20.00');
  });

  it('falls back when the catalogue product has no price in the region currency', () => {
    const nzOnly = { ...catalogueFreight, prices: catalogueFreight.prices.filter((price) => price.currency === 'NZD') };
    expect(freightLine('au', nzOnly, now).price).toMatchObject({ currency: 'AUD', amount: '20.00' });
  });
});
