import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServices, readConfiguration } from './config.ts';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz' };
const ALGOLIA = { ALGOLIA_APP_ID: 'APP42', ALGOLIA_SEARCH_KEY: 'search-only', ALGOLIA_INDEX: 'site' };
const FIREBASE = {
  PUBLIC_FIREBASE_API_KEY: 'k',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'shop',
};

describe('the composition root: readConfiguration', () => {
  it('chooses every embedded adapter for an empty environment', () => {
    const config = readConfiguration({});
    expect(config).toMatchObject({
      dataDir: resolve('.data'),
      content: { kind: 'embedded', dataset: resolve('content/dataset.ndjson') },
      search: { kind: 'embedded' },
      database: { kind: 'embedded' },
      identity: { baseURL: 'http://localhost:4321', google: undefined },
      firebase: undefined,
      payments: { kind: 'embedded' },
      forms: { kind: 'embedded' },
      mail: { kind: 'outbox', directory: resolve('.data/outbox'), staff: [] },
      crm: { kind: 'none' },
      proxy: { trusted: [] },
      preview: { secret: undefined },
    });
  });

  it('turns the editors’ preview on with PREVIEW_SECRET, and refuses a short one', () => {
    expect(readConfiguration({ PREVIEW_SECRET: 'a-long-enough-preview-secret' }).preview).toEqual({
      secret: 'a-long-enough-preview-secret',
    });
    expect(() => readConfiguration({ PREVIEW_SECRET: 'short' })).toThrow(/PREVIEW_SECRET: at least 16 characters/);
  });

  it('opens click-to-edit links in the site’s own /studio by default, or in the Studio SANITY_STUDIO_URL names', () => {
    expect(readConfiguration({}).studio).toEqual({ url: '/studio', external: false });
    expect(readConfiguration({ SANITY_STUDIO_URL: 'https://tasmancad.sanity.studio/' }).studio).toEqual({
      url: 'https://tasmancad.sanity.studio',
      external: true,
    });
    expect(readConfiguration({ SANITY_STUDIO_URL: '/editors/studio' }).studio).toEqual({
      url: '/editors/studio',
      external: false,
    });
    expect(() => readConfiguration({ SANITY_STUDIO_URL: 'studio.example.com' })).toThrow(
      /SANITY_STUDIO_URL: a path on this site/,
    );
    expect(() => readConfiguration({ SANITY_STUDIO_URL: '/studio?x=1' })).toThrow(/SANITY_STUDIO_URL/);
  });

  it('turns the Sanity webhook on with SANITY_WEBHOOK_SECRET and reads SANITY_API_HOST, refusing bad values', () => {
    const sanity = readConfiguration({
      SANITY_PROJECT_ID: 'proj',
      SANITY_WEBHOOK_SECRET: 'a-long-enough-webhook-secret',
      SANITY_API_HOST: 'http://127.0.0.1:3333/',
    }).content;
    expect(sanity).toMatchObject({
      kind: 'sanity',
      webhookSecret: 'a-long-enough-webhook-secret',
      apiHost: 'http://127.0.0.1:3333',
    });
    expect(readConfiguration({ SANITY_PROJECT_ID: 'proj' }).content).toMatchObject({
      webhookSecret: undefined,
      apiHost: undefined,
    });
    expect(() => readConfiguration({ SANITY_WEBHOOK_SECRET: 'short' })).toThrow(
      /SANITY_WEBHOOK_SECRET: at least 16 characters/,
    );
    expect(() => readConfiguration({ SANITY_API_HOST: 'api.sanity.io' })).toThrow(
      /SANITY_API_HOST: the http\(s\) origin/,
    );
  });

  it('sends mail over SMTP and forwards to the CRM when their variables are set', () => {
    const config = readConfiguration({
      SMTP_URL: 'smtp://u:p@mail.example.com:587',
      STAFF_EMAIL: 'sales@example.com',
      CRM_URL: 'https://crm.example.com/api',
      CRM_TOKEN: 't',
    });
    expect(config.mail).toEqual({
      kind: 'smtp',
      url: 'smtp://u:p@mail.example.com:587',
      from: { name: 'Tasman CAD', address: 'no-reply@tasmancad.example' },
      staff: ['sales@example.com'],
    });
    expect(config.crm).toEqual({ kind: 'http', url: 'https://crm.example.com/api', token: 't' });
    const built = createServices(config);
    expect(built.mail().name).toBe('smtp');
    expect(built.crm()).toBeDefined();
    expect(createServices(readConfiguration({})).mail().name).toBe('outbox');
  });

  it('declares extra search indexes from SEARCH_DECLARED_INDEXES (comma-separated files), none by default', () => {
    expect(readConfiguration({}).search).toEqual({ kind: 'embedded', declaredIndexes: [] });
    expect(readConfiguration({ SEARCH_DECLARED_INDEXES: 'a.json, b.json' }).search).toEqual({
      kind: 'embedded',
      declaredIndexes: [resolve('a.json'), resolve('b.json')],
    });
  });

  it('reads the trusted reverse proxies from TRUSTED_PROXY', () => {
    expect(
      readConfiguration({ TRUSTED_PROXY: '10.0.0.0/8, ::1', AUTH_BASE_URL: 'https://www.tasmancad.example' }).proxy,
    ).toEqual({ trusted: ['10.0.0.0/8', '::1'] });
  });

  it('refuses to start behind a trusted proxy unless AUTH_BASE_URL is the https origin, saying what to set', () => {
    const what = /AUTH_BASE_URL=https:\/\/www\.example\.com, so that session cookies are Secure$/;
    expect(() =>
      readConfiguration({ TRUSTED_PROXY: '10.0.0.0/8', AUTH_BASE_URL: 'http://www.tasmancad.example' }),
    ).toThrow(
      /^Bad environment, set: AUTH_BASE_URL: http:\/\/www\.tasmancad\.example is http, but TRUSTED_PROXY says a proxy is in front: set the public origin browsers use/,
    );
    expect(() =>
      readConfiguration({ TRUSTED_PROXY: '10.0.0.0/8', AUTH_BASE_URL: 'http://www.tasmancad.example' }),
    ).toThrow(what);
    expect(() => readConfiguration({ TRUSTED_PROXY: '10.0.0.0/8' })).toThrow(
      /^Bad environment, set: AUTH_BASE_URL: required with TRUSTED_PROXY: the public origin browsers use/,
    );
    expect(() => readConfiguration({ TRUSTED_PROXY: '10.0.0.0/8', AUTH_BASE_URL: ' ' })).toThrow(what);
    // Allowed: https; an http origin on this machine's loopback (a proxy on the same machine); no proxy at all.
    expect(
      readConfiguration({ TRUSTED_PROXY: '10.0.0.0/8', AUTH_BASE_URL: 'https://www.tasmancad.example' }).identity
        .baseURL,
    ).toBe('https://www.tasmancad.example');
    expect(
      readConfiguration({ TRUSTED_PROXY: '127.0.0.1', AUTH_BASE_URL: 'http://127.0.0.1:4321' }).identity.baseURL,
    ).toBe('http://127.0.0.1:4321');
    expect(readConfiguration({ AUTH_BASE_URL: 'http://www.tasmancad.example' }).identity.baseURL).toBe(
      'http://www.tasmancad.example',
    );
  });

  it('chooses each cloud adapter by its variables', () => {
    const config = readConfiguration({
      ...STRIPE,
      ...ALGOLIA,
      ...FIREBASE,
      SANITY_PROJECT_ID: 'proj',
      HUBSPOT_ENABLED: 'true',
      DATABASE_URL: 'postgres://u:p@db:5432/site',
    });
    expect(config.content).toMatchObject({ kind: 'sanity', projectId: 'proj', dataset: 'production' });
    expect(config.search).toEqual({ kind: 'algolia', appId: 'APP42', searchKey: 'search-only', indexName: 'site' });
    expect(config.firebase).toEqual({ apiKey: 'k', authDomain: 'shop.firebaseapp.com', projectId: 'shop' });
    expect(config.payments).toMatchObject({ kind: 'stripe' });
    expect(config.forms).toEqual({ kind: 'hubspot' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/site' });
  });

  it('leaves Firebase off until its three public values are all set, but still checks tokens for the project', () => {
    const config = readConfiguration({ PUBLIC_FIREBASE_PROJECT_ID: 'shop', PUBLIC_FIREBASE_API_KEY: ' ' });
    expect(config.firebase).toBeUndefined();
    expect(config.firebaseProjectId).toBe('shop');
  });

  it('signs in on the Firebase Auth emulator with PUBLIC_FIREBASE_AUTH_EMULATOR_HOST on loopback only, refused at start-up otherwise', () => {
    const config = readConfiguration({ ...FIREBASE, PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(config.firebase).toEqual({
      apiKey: 'k',
      authDomain: 'shop.firebaseapp.com',
      projectId: 'shop',
      authEmulatorHost: '127.0.0.1:9099',
    });
    expect(config.firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
    expect(createServices(config).csp['connect-src']).toContain('http://127.0.0.1:9099');
    expect(() =>
      readConfiguration({ ...FIREBASE, PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'emulator.example.com:9099' }),
    ).toThrow(
      /^Bad environment, set: PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: the Firebase Auth emulator’s host:port on this machine/,
    );
    expect(() => readConfiguration({ PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' })).toThrow(
      /PUBLIC_FIREBASE_PROJECT_ID: required with PUBLIC_FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(() =>
      readConfiguration({
        ...FIREBASE,
        PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        AUTH_BASE_URL: 'https://www.tasmancad.example',
      }),
    ).toThrow(/PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: only for a test site on http/);
  });

  it('names every bad variable in one message', () => {
    expect(() =>
      readConfiguration({
        DATABASE_URL: 'mysql://x',
        AUTH_SECRET: 'short',
        STRIPE_SECRET_KEY: 'pk_test_abc',
        SMTP_URL: 'smtp.example.com',
        CRM_URL: 'crm',
        TRUSTED_PROXY: 'proxy.lan',
      }),
    ).toThrow(
      /^Bad environment, set: DATABASE_URL: .*; AUTH_SECRET: .*; STRIPE_SECRET_KEY: .*; SMTP_URL: .*; CRM_URL: .*; TRUSTED_PROXY: "proxy\.lan"/,
    );
  });

  it('keeps each bad variable as a problem of its own, so the server wrapper prints one a line', () => {
    expect(() =>
      readConfiguration({
        TRUSTED_PROXY: '127.0.0.1',
        RATE_LIMIT_FORMS_PER_MINUTE: 'many',
        RATE_LIMIT_SEARCH_PER_MINUTE: '-1',
      }),
    ).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringMatching(/^RATE_LIMIT_FORMS_PER_MINUTE: /),
          expect.stringMatching(/^RATE_LIMIT_SEARCH_PER_MINUTE: /),
          expect.stringMatching(/^AUTH_BASE_URL: required with TRUSTED_PROXY/),
        ],
      }),
    );
  });
});

describe('the composition root: CSP sources follow the configuration', () => {
  const sourcesOf = (env: Record<string, string>) => createServices(readConfiguration(env)).csp;

  it('allows no vendor host on the embedded defaults', () => {
    expect(sourcesOf({})).toEqual({});
  });

  it('adds the hosts of each vendor turned on, in the directives they need', () => {
    const csp = sourcesOf({
      ...ALGOLIA,
      ...FIREBASE,
      ...STRIPE,
      SANITY_PROJECT_ID: 'proj',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    const directive = (name: string) => csp[name] ?? [];
    expect(directive('connect-src')).toContain('https://APP42-dsn.algolia.net');
    expect(directive('connect-src')).toContain('https://APP42-3.algolianet.com');
    expect(directive('connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(directive('frame-src')).toContain('https://shop.firebaseapp.com');
    expect(directive('script-src')).toContain('https://apis.google.com');
    expect(directive('img-src')).toContain('https://cdn.sanity.io');
    expect(directive('form-action')).toContain('https://checkout.stripe.com');
    expect(directive('form-action')).toContain('https://accounts.google.com');
  });
});

describe('the composition root: geo, error reporting and the tag manager', () => {
  const sourcesOf = (env: Record<string, string>) => createServices(readConfiguration(env)).csp;

  it('turns nothing on by default: no IP lookup, no Sentry, no tag manager; every page view measured', () => {
    const config = readConfiguration({});
    expect(config.geo.ipLookupUrl).toBeUndefined();
    expect(config.monitoring).toEqual({
      sentryDsn: undefined,
      sentryOrigin: undefined,
      spotlightUrl: undefined,
      spotlightOrigin: undefined,
      release: undefined,
      testTriggers: false,
      gtmId: undefined,
      vitalsSampleRate: 1,
    });
  });

  it('needs no CSP source for the Core Web Vitals beacon, whatever the sample rate (it goes to the site itself)', () => {
    expect(sourcesOf({ VITALS_SAMPLE_RATE: '0.5' })).toEqual(sourcesOf({ VITALS_SAMPLE_RATE: '0' }));
    expect(sourcesOf({})['connect-src'] ?? []).toEqual([]);
  });

  it('lets the browser reach the IP lookup, Sentry and the tag manager only when they are set', () => {
    const csp = sourcesOf({
      GEO_IP_URL: 'https://ipapi.co/json/',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/7',
      GTM_ID: 'GTM-AB12CD',
    });
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['https://ipapi.co', 'https://o1.ingest.sentry.io', 'https://*.google-analytics.com']),
    );
    expect(csp['script-src']).toEqual(['https://www.googletagmanager.com']);
  });

  it('answers the country of a coordinate offline', async () => {
    expect(await createServices(readConfiguration({})).geo().countryAt(-33.87, 151.21)).toBe('AU');
  });
});
