/**
 * What every page tells its scripts on `<html>`: the build id (reload rules of the service worker),
 * the IP geolocation URL of the region suggestion (GEO_IP_URL) and the tag manager's container
 * (GTM_ID), and the share of page views whose Core Web Vitals are measured (VITALS_SAMPLE_RATE, with
 * the page's template and region; features/vitals). Attributes absent when not configured, so the
 * scripts do nothing for them.
 */
import { services } from '../../services/config.ts';
import { BUILD_ID } from '../offline/build-id.ts';
import type { PageRegion, PageTemplate } from '../vitals/vitals.ts';

export interface PageAttributes {
  'data-build': string;
  'data-geo-lookup'?: string;
  'data-gtm-id'?: string;
  'data-template'?: PageTemplate;
  'data-page-region'?: PageRegion;
  'data-vitals-sample'?: string;
}

/** What the page is, for its field measurements; undefined where nothing is measured (an editor's preview). */
export interface MeasuredPage {
  template: PageTemplate;
  region: PageRegion;
}

/** The `<html>` data attributes of a page of this build and configuration. */
export function pageAttributes(measured?: MeasuredPage): PageAttributes {
  const { geo, monitoring } = services().config;
  return {
    'data-build': BUILD_ID,
    ...(geo.ipLookupUrl ? { 'data-geo-lookup': geo.ipLookupUrl } : {}),
    ...(monitoring.gtmId ? { 'data-gtm-id': monitoring.gtmId } : {}),
    ...(measured && monitoring.vitalsSampleRate > 0
      ? {
          'data-template': measured.template,
          'data-page-region': measured.region,
          'data-vitals-sample': String(monitoring.vitalsSampleRate),
        }
      : {}),
  };
}
