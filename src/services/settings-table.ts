/**
 * Every environment variable the site reads, declared once: which part of the configuration it feeds
 * (and the adapter it turns on, if any), who reads it, its default as an operator writes it, whether it
 * is a secret, and one line saying what it does. The settings modules (`<port>/settings.ts`) parse only
 * names of this table (`settingsObject`, `settingOf`) and take their defaults from it (`defaultOf`);
 * `.env.example` and docs/configuration.md list exactly these names, with these defaults
 * (settings-table.test.ts checks both, and that nothing in src/, scripts/ or the build reads another).
 */

/** Who reads a variable: the server (services/config.ts, scripts/serve.mjs), the build (astro.config.mjs), a tool script, the tests. */
export type SettingReader = 'server' | 'build' | 'script' | 'tests';

export interface SettingDeclaration {
  /** The part of the configuration it feeds (a field of services/config.ts's Configuration, or the tool that reads it). */
  readonly part: string;
  /** The adapter it turns on when set, instead of the embedded one. */
  readonly adapter?: string;
  readonly readBy: readonly SettingReader[];
  /** The default, written as an operator would set it; absent: unset means off or derived (see `summary`). */
  readonly default?: string;
  /** A password, key or token: never given a value in `.env.example`, never echoed in a message. */
  readonly secret?: boolean;
  /** What it does, in one line. */
  readonly summary: string;
}

const server = ['server'] as const;
const serverAndBuild = ['server', 'build'] as const;

export const SETTINGS = {
  // Content
  CONTENT_DATASET: {
    part: 'content',
    readBy: server,
    default: 'content/dataset.ndjson',
    summary: 'NDJSON dataset (Sanity export format) of the embedded content source',
  },
  SANITY_PROJECT_ID: {
    part: 'content',
    adapter: 'Sanity',
    readBy: server,
    summary: 'when set, content comes from this Sanity project instead of the embedded dataset',
  },
  SANITY_DATASET: { part: 'content', readBy: server, default: 'production', summary: 'dataset of the Sanity project' },
  SANITY_API_VERSION: { part: 'content', readBy: server, default: '2025-02-19', summary: 'Sanity API version' },
  SANITY_READ_TOKEN: {
    part: 'content',
    readBy: server,
    secret: true,
    summary: 'Sanity read token (drafts for preview, private datasets); server side only',
  },
  SANITY_WEBHOOK_SECRET: {
    part: 'content',
    readBy: server,
    secret: true,
    summary: 'secret of the signed Sanity webhook at POST /api/content/webhook (unset: 404)',
  },
  SANITY_API_HOST: {
    part: 'content',
    readBy: server,
    summary: 'origin of a Sanity-compatible API stand-in instead of Sanity’s own hosts (tests)',
  },
  PREVIEW_SECRET: {
    part: 'preview',
    readBy: server,
    secret: true,
    summary: 'turns on editors’ live preview of drafts at /preview/<document _id> (unset: 404)',
  },
  SANITY_STUDIO_URL: {
    part: 'studio',
    readBy: server,
    default: '/studio',
    summary: 'where editors’ Sanity Studio is, for the preview’s click-to-edit links',
  },
  SANITY_AUTH_TOKEN: {
    part: 'content tools',
    readBy: ['script'],
    secret: true,
    summary: 'Sanity token of npm run content:import (and any value for content:validate’s offline check)',
  },
  // Page cache and CDN
  PAGE_CACHE_MAX_MB: {
    part: 'pageCache',
    readBy: server,
    default: '64',
    summary: 'most memory the page cache of one instance takes, in MB',
  },
  CDN_PURGE_URL: {
    part: 'pageCache',
    readBy: server,
    summary: 'called once per publish to purge a CDN by tag (with it a CDN may keep pages a day)',
  },
  CDN_PURGE_TOKEN: { part: 'pageCache', readBy: server, secret: true, summary: 'bearer token of CDN_PURGE_URL' },
  CDN_PURGE_STYLE: {
    part: 'pageCache',
    readBy: server,
    default: 'generic',
    summary: 'how the purge is sent: generic (JSON POST) or varnish (PURGE with xkey)',
  },
  CDN_TAG_HEADER: {
    part: 'pageCache',
    readBy: server,
    summary: 'header of the pages’ purge tags: Cache-Tag, Surrogate-Key or none (default follows the purge)',
  },
  // Search
  ALGOLIA_APP_ID: {
    part: 'search',
    adapter: 'Algolia',
    readBy: ['server', 'script'],
    summary: 'Algolia application (with ALGOLIA_SEARCH_KEY and ALGOLIA_INDEX: search goes to Algolia)',
  },
  ALGOLIA_SEARCH_KEY: {
    part: 'search',
    adapter: 'Algolia',
    readBy: server,
    summary: 'Algolia’s search-only key (it reaches browsers)',
  },
  ALGOLIA_INDEX: {
    part: 'search',
    adapter: 'Algolia',
    readBy: ['server', 'script'],
    summary: 'the one Algolia index holding every record',
  },
  ALGOLIA_WRITE_KEY: {
    part: 'search',
    readBy: server,
    secret: true,
    summary: 'lets each publish save and delete the records it changed in Algolia; server side only',
  },
  ALGOLIA_ADMIN_KEY: {
    part: 'search tools',
    readBy: ['script'],
    secret: true,
    summary: 'only for npm run search:sync; never given to the server',
  },
  SEARCH_DECLARED_INDEXES: {
    part: 'search',
    readBy: server,
    summary: 'embedded search only: comma-separated JSON files of extra indexes',
  },
  // Accounts and database
  DATABASE_URL: {
    part: 'database',
    adapter: 'PostgreSQL',
    readBy: ['server', 'script'],
    secret: true,
    summary: 'PostgreSQL connection URL (unset: the embedded PGlite database in DATA_DIR/db)',
  },
  AUTH_BASE_URL: {
    part: 'identity',
    readBy: ['server', 'script'],
    summary: 'origin browsers reach the server on (default http://HOST:PORT)',
  },
  AUTH_SECRET: {
    part: 'identity',
    readBy: server,
    secret: true,
    summary: 'signs session cookies and tokens (unset: generated once in DATA_DIR/auth-secret)',
  },
  AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: {
    part: 'identity',
    readBy: server,
    default: '5',
    summary: 'sign-in attempts per client address per minute',
  },
  AUTH_RATE_LIMIT_MULTIPLIER: {
    part: 'identity',
    readBy: server,
    default: '1',
    summary: 'multiplies the other per-address limits of /api/auth',
  },
  AUTH_SESSION_IDLE_TIMEOUT: {
    part: 'identity',
    readBy: server,
    default: '7d',
    summary: 'a session ends after this long without a request',
  },
  AUTH_SESSION_MAX_AGE: {
    part: 'identity',
    readBy: server,
    default: '30d',
    summary: 'a session ends this long after its sign-in, however busy',
  },
  RATE_LIMIT_FORMS_PER_MINUTE: {
    part: 'rateLimits',
    readBy: server,
    default: '60',
    summary: 'POST /api/forms per client address per minute',
  },
  RATE_LIMIT_SEARCH_PER_MINUTE: {
    part: 'rateLimits',
    readBy: server,
    default: '600',
    summary: 'search requests per client address per minute',
  },
  RATE_LIMIT_WEB_ORDERS_PER_MINUTE: {
    part: 'rateLimits',
    readBy: server,
    default: '30',
    summary: 'POST /api/web-orders per client address per minute',
  },
  RATE_LIMIT_CONTACTS_PER_MINUTE: {
    part: 'rateLimits',
    readBy: server,
    default: '30',
    summary: 'POST /api/contacts per client address per minute',
  },
  RATE_LIMIT_VITALS_PER_MINUTE: {
    part: 'rateLimits',
    readBy: server,
    default: '120',
    summary: 'POST /api/vitals per client address per minute',
  },
  PUBLIC_FIREBASE_API_KEY: {
    part: 'firebase',
    adapter: 'Firebase Auth',
    readBy: serverAndBuild,
    summary: 'Firebase web API key (public)',
  },
  PUBLIC_FIREBASE_AUTH_DOMAIN: {
    part: 'firebase',
    adapter: 'Firebase Auth',
    readBy: serverAndBuild,
    summary: 'Firebase Auth domain (public)',
  },
  PUBLIC_FIREBASE_PROJECT_ID: {
    part: 'firebase',
    adapter: 'Firebase Auth',
    readBy: serverAndBuild,
    summary: 'Firebase project; on the server, /api/* accepts its ID tokens',
  },
  PUBLIC_FIREBASE_APP_ID: { part: 'firebase', readBy: serverAndBuild, summary: 'Firebase app id (optional)' },
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: {
    part: 'firebase',
    readBy: serverAndBuild,
    summary: 'host:port of a Firebase Auth emulator on this machine (development and tests)',
  },
  GOOGLE_CLIENT_ID: {
    part: 'identity',
    adapter: 'Google sign-in',
    readBy: server,
    summary: 'Google OAuth client id',
  },
  GOOGLE_CLIENT_SECRET: {
    part: 'identity',
    adapter: 'Google sign-in',
    readBy: server,
    secret: true,
    summary: 'Google OAuth client secret',
  },
  // Payments
  STRIPE_SECRET_KEY: {
    part: 'payments',
    adapter: 'Stripe Checkout',
    readBy: server,
    secret: true,
    summary: 'Stripe secret key (with STRIPE_WEBHOOK_SECRET: payments go to Stripe Checkout)',
  },
  STRIPE_WEBHOOK_SECRET: {
    part: 'payments',
    readBy: server,
    secret: true,
    summary: 'signing secret of the Stripe webhook endpoint',
  },
  // Forms
  HUBSPOT_ENABLED: {
    part: 'forms',
    adapter: 'HubSpot',
    readBy: server,
    summary: 'true: CMS form submissions are also sent to HubSpot’s Forms API',
  },
  // Mail, staff notices and the CRM
  SMTP_URL: {
    part: 'mail',
    adapter: 'SMTP',
    readBy: server,
    secret: true,
    summary: 'mail server (unset: mails are written to DATA_DIR/outbox)',
  },
  SMTP_CA_FILE: {
    part: 'mail',
    readBy: server,
    summary: 'PEM file of a CA trusted for the mail server’s certificate',
  },
  MAIL_FROM: {
    part: 'mail',
    readBy: server,
    default: 'Tasman CAD <no-reply@tasmancad.example>',
    summary: 'sender of every mail',
  },
  STAFF_EMAIL: {
    part: 'mail',
    readBy: server,
    summary: 'who is told of every new order, contact and form submission (required with SMTP_URL)',
  },
  CRM_URL: {
    part: 'crm',
    adapter: 'the HTTP CRM',
    readBy: server,
    summary: 'base URL of the upstream CRM that contacts and web orders are posted to',
  },
  CRM_TOKEN: { part: 'crm', readBy: server, secret: true, summary: 'bearer token of the CRM' },
  // Tax invoices
  INVOICE_NZ_LEGAL_NAME: {
    part: 'invoices',
    readBy: server,
    default: 'Tasman CAD Limited',
    summary: 'legal name on New Zealand invoices',
  },
  INVOICE_NZ_GST_NUMBER: {
    part: 'invoices',
    readBy: server,
    default: '49-091-850',
    summary: 'GST number on New Zealand invoices',
  },
  INVOICE_NZ_ADDRESS: {
    part: 'invoices',
    readBy: server,
    default: 'Level 4, 22 Customs Street East; Auckland 1010; New Zealand',
    summary: 'address on New Zealand invoices (lines separated by semicolons)',
  },
  INVOICE_AU_LEGAL_NAME: {
    part: 'invoices',
    readBy: server,
    default: 'Tasman CAD Pty Ltd',
    summary: 'legal name on Australian invoices',
  },
  INVOICE_AU_ABN: {
    part: 'invoices',
    readBy: server,
    default: '51 824 753 556',
    summary: 'ABN on Australian invoices',
  },
  INVOICE_AU_ADDRESS: {
    part: 'invoices',
    readBy: server,
    default: 'Level 12, 100 Market Street; Sydney NSW 2000; Australia',
    summary: 'address on Australian invoices (lines separated by semicolons)',
  },
  // Visitors: region suggestion, monitoring, tag manager
  GEO_IP_URL: {
    part: 'geo',
    readBy: server,
    summary: 'https IP geolocation service the browser asks for the visitor’s country',
  },
  SENTRY_DSN: {
    part: 'monitoring',
    adapter: 'Sentry',
    readBy: serverAndBuild,
    summary: 'Sentry error reporting in browsers and on the server',
  },
  SENTRY_SPOTLIGHT: {
    part: 'monitoring',
    readBy: serverAndBuild,
    summary: 'with SENTRY_DSN: also send every event to a Spotlight sidecar (development)',
  },
  SENTRY_RELEASE: {
    part: 'monitoring',
    readBy: serverAndBuild,
    summary: 'the release Sentry’s events name (default: the build’s id)',
  },
  SENTRY_TEST_TRIGGERS: {
    part: 'monitoring',
    readBy: serverAndBuild,
    summary: 'vendor suite only, with SENTRY_SPOTLIGHT: 1 builds in two routes that fail on purpose',
  },
  GTM_ID: {
    part: 'monitoring',
    adapter: 'Google Tag Manager',
    readBy: serverAndBuild,
    summary: 'Google Tag Manager container',
  },
  VITALS_SAMPLE_RATE: {
    part: 'monitoring',
    readBy: serverAndBuild,
    default: '1',
    summary: 'share of page views whose Core Web Vitals are measured and sent, 0 to 1',
  },
  // Server
  DATA_DIR: {
    part: 'dataDir',
    readBy: ['server', 'script'],
    default: '.data',
    summary: 'where the server keeps its data (embedded database, mail folder)',
  },
  GATED_FILES_DIR: {
    part: 'gatedFilesDir',
    readBy: server,
    default: 'content/downloads',
    summary: 'where the gated blogs’ files (white papers) are kept, outside the public folder',
  },
  HOST: {
    part: 'server wrapper',
    readBy: ['server', 'build', 'script'],
    default: 'localhost',
    summary: 'interface npm run serve listens on (0.0.0.0 for all)',
  },
  PORT: {
    part: 'server wrapper',
    readBy: ['server', 'build', 'script'],
    default: '4321',
    summary: 'port npm run serve listens on',
  },
  NODE_ENV: {
    part: 'server wrapper',
    readBy: server,
    default: 'production',
    summary: 'set to production by npm run serve when unset',
  },
  TRUSTED_PROXY: {
    part: 'proxy',
    readBy: ['server', 'script'],
    summary: 'reverse proxies whose X-Forwarded-* headers are believed (none by default)',
  },
  SITE_URL: {
    part: 'build',
    readBy: ['build'],
    default: 'https://www.tasmancad.example',
    summary: 'public origin: canonical URLs, sitemap, Open Graph',
  },
  // Operations
  METRICS_TOKEN: {
    part: 'operations',
    readBy: server,
    secret: true,
    summary: 'bearer token of GET /metrics (unset: 404)',
  },
  ADMIN_TOKEN: {
    part: 'operations',
    readBy: ['server', 'script'],
    secret: true,
    summary: 'bearer token of /api/admin/* and npm run admin (unset: 404)',
  },
  ADMIN_URL: {
    part: 'operations tools',
    readBy: ['script'],
    summary: 'where npm run admin finds the server (default http://localhost:PORT)',
  },
  LOG_LEVEL: { part: 'operations', readBy: server, default: 'info', summary: 'level of the JSON log' },
  OUTBOX_GIVE_UP_AFTER: {
    part: 'operations',
    readBy: server,
    default: '24h',
    summary: 'how long an outbox message is retried before it is given up',
  },
  SHUTDOWN_TIMEOUT: {
    part: 'operations',
    readBy: server,
    default: '10s',
    summary: 'how long a stop waits for requests in flight and deliveries under way',
  },
  STACK_PORT: {
    part: 'npm run stack',
    readBy: ['script'],
    default: '8080',
    summary: 'port of npm run stack’s Varnish, the public URL',
  },
  STACK_INSTANCE_PORTS: {
    part: 'npm run stack',
    readBy: ['script'],
    summary: 'ports of npm run stack’s two instances, a,b (default STACK_PORT+1 and +2)',
  },
  // Tests
  CHROME_PATH: {
    part: 'tests',
    readBy: ['tests', 'script'],
    default: '/usr/bin/chromium',
    summary: 'Chromium for the end-to-end tests and the benchmarks',
  },
  TEST_DATABASE_URL: {
    part: 'tests',
    readBy: ['tests', 'script'],
    secret: true,
    summary: 'PostgreSQL server of the tests (npm run test:unit and test:e2e start one)',
  },
  SKIP_POSTGRES: {
    part: 'tests',
    readBy: ['tests', 'script'],
    summary: '1 only on a machine that cannot run PostgreSQL: the tests run on PGlite alone',
  },
  LHCI_PORT: {
    part: 'tests',
    readBy: ['script'],
    summary: 'port of the server npm run lhci audits (default: a free one)',
  },
} as const satisfies Record<string, SettingDeclaration>;

/** The name of a setting: nothing else is read from the environment. */
export type SettingName = keyof typeof SETTINGS;

/** The settings with a default. */
export type SettingWithDefault = {
  [Name in SettingName]: (typeof SETTINGS)[Name] extends { default: string } ? Name : never;
}[SettingName];

/** The default of `name`, as written in `.env.example`. */
export function defaultOf<Name extends SettingWithDefault>(name: Name): (typeof SETTINGS)[Name]['default'] {
  return SETTINGS[name].default;
}

/** Every setting's name, in the table's order. */
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];
