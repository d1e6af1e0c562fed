import { describe, expect, it } from 'vitest';
import { countryOfLookup, maySuggest, regionForCountry, regionForTimeZone, suggestionTarget } from './suggestion.ts';

describe('maySuggest (unless noredirect=true or a preview path)', () => {
  it('asks on content pages', () => {
    expect(maySuggest('/nz/', '')).toBe(true);
    expect(maySuggest('/products/strata-bim/', '?utm_source=x')).toBe(true);
  });

  it('never with noredirect=true, on a preview or in the /app', () => {
    expect(maySuggest('/nz/', '?noredirect=true')).toBe(false);
    expect(maySuggest('/preview/', '')).toBe(false);
    expect(maySuggest('/preview/nz/about-us/', '')).toBe(false);
    expect(maySuggest('/app/cart/', '')).toBe(false);
  });

  it('still asks with noredirect set to anything else, and on paths that merely start with the word', () => {
    expect(maySuggest('/nz/', '?noredirect=false')).toBe(true);
    expect(maySuggest('/previews-of-2026/', '')).toBe(true);
  });
});

describe('regionForCountry and regionForTimeZone', () => {
  it('maps Australia and New Zealand, and nothing else', () => {
    expect(regionForCountry('AU')).toBe('au');
    expect(regionForCountry('nz')).toBe('nz');
    expect(regionForCountry('US')).toBeUndefined();
    expect(regionForCountry(null)).toBeUndefined();
  });

  it('reads the IANA zone', () => {
    expect(regionForTimeZone('Australia/Sydney')).toBe('au');
    expect(regionForTimeZone('Australia/Perth')).toBe('au');
    expect(regionForTimeZone('Pacific/Auckland')).toBe('nz');
    expect(regionForTimeZone('Pacific/Chatham')).toBe('nz');
    expect(regionForTimeZone('Europe/London')).toBeUndefined();
    expect(regionForTimeZone(undefined)).toBeUndefined();
  });
});

describe('countryOfLookup', () => {
  it("finds the code in the usual services' answers", () => {
    expect(countryOfLookup({ ip: '1.2.3.4', country_code: 'AU', country: 'Australia' })).toBe('AU');
    expect(countryOfLookup({ countryCode: 'NZ' })).toBe('NZ');
    expect(countryOfLookup({ country: 'au' })).toBe('AU');
  });

  it('finds nothing in anything else', () => {
    expect(countryOfLookup({ country: 'Australia' })).toBeUndefined();
    expect(countryOfLookup('AU')).toBeUndefined();
    expect(countryOfLookup(null)).toBeUndefined();
  });
});

describe('suggestionTarget', () => {
  it("goes to the page's variant in that region when it has one, else the region home", () => {
    const alternates = [
      { hrefLang: 'en-NZ', href: 'https://x.example/nz/about-us/' },
      { hrefLang: 'en-AU', href: 'https://x.example/au/about-us/' },
    ];
    expect(suggestionTarget('au', alternates)).toBe('/au/about-us/');
    expect(suggestionTarget('au', [])).toBe('/au/');
  });
});
