/**
 * Geo settings, read from the environment (pure): GEO_IP_URL, an IP geolocation service the browser
 * asks for the visitor's country before it falls back to its own coordinates and then its time zone
 * (docs/requirements.md#accounts). It must answer JSON with the country code in `country_code`, `countryCode` or
 * `country` (ipapi.co/json, ipwho.is, ipinfo.io/json and the like).
 */
import { z } from 'zod';
import { badEnvironment, settingOf, type Environment } from '../environment.ts';
import { EmbeddedGeo } from './embedded.ts';
import type { GeoPort } from './port.ts';

export interface GeoSettings {
  /** The IP geolocation URL the browser fetches, or undefined (coordinates, then the time zone). */
  ipLookupUrl: string | undefined;
}

const lookupUrlSchema = z.url({
  protocol: /^https$/,
  error: 'GEO_IP_URL must be the https URL of an IP geolocation service answering JSON, e.g. https://ipapi.co/json/',
});

/** Reads GEO_IP_URL; a value that is not an https URL throws naming the variable. */
export function geoSettings(env: Environment): GeoSettings {
  const raw = settingOf(env, 'GEO_IP_URL')?.trim();
  if (!raw) return { ipLookupUrl: undefined };
  const parsed = lookupUrlSchema.safeParse(raw);
  if (!parsed.success) throw badEnvironment([`GEO_IP_URL: ${parsed.error.issues[0]?.message ?? 'invalid'}`]);
  return { ipLookupUrl: parsed.data };
}

/** Country from coordinates, offline (the boundaries are loaded with the first question). */
export function createGeo(): GeoPort {
  return new EmbeddedGeo();
}
