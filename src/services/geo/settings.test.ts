import { describe, expect, it } from 'vitest';
import { EmbeddedGeo } from './embedded.ts';
import { geoSettings } from './settings.ts';

describe('geoSettings', () => {
  it('has no IP lookup without GEO_IP_URL', () => {
    expect(geoSettings({ GEO_IP_URL: ' ' })).toEqual({ ipLookupUrl: undefined });
  });

  it('takes an https URL and refuses anything else, naming the variable', () => {
    expect(geoSettings({ GEO_IP_URL: 'https://ipapi.co/json/' })).toEqual({ ipLookupUrl: 'https://ipapi.co/json/' });
    expect(() => geoSettings({ GEO_IP_URL: 'http://ipapi.co/json/' })).toThrow(/GEO_IP_URL/);
  });
});

describe('EmbeddedGeo (offline country boundaries)', () => {
  const geo = new EmbeddedGeo();
  it('finds Sydney in Australia and Wellington in New Zealand', async () => {
    expect(await geo.countryAt(-33.87, 151.21)).toBe('AU');
    expect(await geo.countryAt(-41.29, 174.78)).toBe('NZ');
  });

  it('answers null at sea', async () => {
    expect(await geo.countryAt(-40, 160)).toBeNull();
  });
});
