/**
 * The Content Security Policy sources each configured vendor needs, derived from the configuration
 * alone: turning an adapter on in the environment adds its hosts, and nothing else does. The base
 * policy (the site's own origin, the video hosts) is in lib/security/headers.ts.
 */
/** The parts of the configuration (services/config.ts) that decide which vendors the browser talks to. */
export interface VendorChoices {
  content: { kind: 'embedded' | 'sanity' };
  search: { kind: 'embedded' } | { kind: 'algolia'; appId: string };
  firebase: { authDomain: string; authEmulatorHost?: string } | undefined;
  payments: { kind: 'embedded' | 'stripe' };
  identity: { google: unknown };
  geo: { ipLookupUrl: string | undefined };
  monitoring: { sentryOrigin: string | undefined; spotlightOrigin?: string | undefined; gtmId: string | undefined };
}

/** CSP directive name to the extra sources it needs. */
export type CspSources = Readonly<Record<string, readonly string[]>>;

/** Algolia's hosts for an application: the read host, then the three fallbacks its clients retry on. */
const algoliaHosts = (appId: string): string[] => [
  `https://${appId}-dsn.algolia.net`,
  ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
];

/** Merges source lists per directive, without repeats. */
function merge(...parts: CspSources[]): CspSources {
  const merged: Record<string, string[]> = {};
  for (const part of parts) {
    for (const [directive, sources] of Object.entries(part)) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
    }
  }
  return merged;
}

/** The extra CSP sources of `config`'s cloud adapters; none for the embedded defaults. */
export function cspSourcesFor(config: VendorChoices): CspSources {
  const parts: CspSources[] = [];
  // Sanity's image CDN serves the content's images.
  if (config.content.kind === 'sanity') parts.push({ 'img-src': ['https://cdn.sanity.io'] });
  // The search islands query Algolia straight from the browser.
  if (config.search.kind === 'algolia') parts.push({ 'connect-src': algoliaHosts(config.search.appId) });
  if (config.firebase) {
    parts.push({
      // Firebase Auth's REST API, token refresh and Firestore.
      'connect-src': [
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
      ],
      // Google sign-in by popup loads Google's API script and Firebase's auth handler frame.
      'script-src': ['https://apis.google.com'],
      'frame-src': [`https://${config.firebase.authDomain}`],
    });
    // The Auth emulator on this machine (PUBLIC_FIREBASE_AUTH_EMULATOR_HOST) answers all of those itself, over http.
    if (config.firebase.authEmulatorHost) {
      const emulator = `http://${config.firebase.authEmulatorHost}`;
      parts.push({ 'connect-src': [emulator], 'frame-src': [emulator] });
    }
  }
  // A sign-in or checkout form may be answered with a redirect to the vendor's page.
  if (config.identity.google) parts.push({ 'form-action': ['https://accounts.google.com'] });
  if (config.payments.kind === 'stripe') parts.push({ 'form-action': ['https://checkout.stripe.com'] });
  // The browser asks the IP geolocation service for the visitor's country (region suggestion).
  if (config.geo.ipLookupUrl) parts.push({ 'connect-src': [new URL(config.geo.ipLookupUrl).origin] });
  // Sentry's browser SDK sends events and replays to the DSN's ingest host.
  if (config.monitoring.sentryOrigin) parts.push({ 'connect-src': [config.monitoring.sentryOrigin] });
  // A developer's Spotlight sidecar gets a copy of each (SENTRY_SPOTLIGHT).
  if (config.monitoring.spotlightOrigin) parts.push({ 'connect-src': [config.monitoring.spotlightOrigin] });
  if (config.monitoring.gtmId) {
    // Google Tag Manager's script and what its usual GA4 tag talks to (Google's CSP guide for GTM and GA4).
    parts.push({
      'script-src': ['https://www.googletagmanager.com'],
      'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ],
    });
  }
  return merge(...parts);
}
