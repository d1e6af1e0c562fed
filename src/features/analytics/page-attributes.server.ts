/**
 * What every page tells its scripts on `<html>`: the build id (reload rules of the service worker),
 * the IP geolocation URL of the region suggestion (GEO_IP_URL) and the tag manager's container
 * (GTM_ID). Attributes absent when not configured, so the scripts do nothing for them.
 */
import { services } from '../../services/config.ts';
import { BUILD_ID } from '../offline/build-id.ts';

export interface PageAttributes {
  'data-build': string;
  'data-geo-lookup'?: string;
  'data-gtm-id'?: string;
}

/** The `<html>` data attributes of a page of this build and configuration. */
export function pageAttributes(): PageAttributes {
  const { geo, monitoring } = services().config;
  return {
    'data-build': BUILD_ID,
    ...(geo.ipLookupUrl ? { 'data-geo-lookup': geo.ipLookupUrl } : {}),
    ...(monitoring.gtmId ? { 'data-gtm-id': monitoring.gtmId } : {}),
  };
}
