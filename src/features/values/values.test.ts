import { describe, expect, it } from 'vitest';
import type { Region } from '../content/schemas/index.ts';
import { siteValues } from './values.ts';

const region = (iban: 'nz' | 'au' | undefined, title: string, hrefLang?: string, type: Region['_type'] = 'region') => ({
  _type: type,
  title,
  ...(iban ? { iban } : {}),
  ...(hrefLang ? { hrefLang } : {}),
});

describe('siteValues', () => {
  const values = siteValues([
    region(undefined, 'Global', undefined, 'globalised'),
    region('au', 'Australia', 'en-AU'),
    region('nz', 'New Zealand', 'en-NZ'),
  ]);

  it('lists the regions with a code, nz first, with currency and GST rate', () => {
    expect(values.regions).toEqual([
      { code: 'nz', title: 'New Zealand', hrefLang: 'en-NZ', currency: 'NZD', gstRate: 0.15 },
      { code: 'au', title: 'Australia', hrefLang: 'en-AU', currency: 'AUD', gstRate: 0.1 },
    ]);
  });

  it('has the default region, currencies, GST, freight and quantity maximum of the requirements', () => {
    expect(values).toMatchObject({
      defaultRegion: 'nz',
      currencies: { nz: 'NZD', au: 'AUD', us: 'USD', na: null },
      gst: { NZD: 0.15, default: 0.1 },
      freight: { nz: { amount: '25.00', currency: 'NZD' }, au: { amount: '20.00', currency: 'AUD' } },
      quantityMax: 100,
    });
  });

  it('leaves out a region missing from the content and derives a missing hrefLang', () => {
    expect(siteValues([region('au', 'Australia')]).regions).toEqual([
      { code: 'au', title: 'Australia', hrefLang: 'en-AU', currency: 'AUD', gstRate: 0.1 },
    ]);
  });

  it('takes the first document when two claim the same code', () => {
    expect(siteValues([region('nz', 'Aotearoa'), region('nz', 'New Zealand')]).regions.map((r) => r.title)).toEqual([
      'Aotearoa',
    ]);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(values))).toEqual(values);
  });
});
