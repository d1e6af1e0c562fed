/**
 * The composition root: the one place that reads the environment (once, checked with zod) and builds
 * every adapter of every port — content, search, database, identity, payments, forms, mail, CRM, and the
 * outbox worker that delivers to them — server
 * side, plus the public settings the browser islands are given as props. What the configuration turns
 * on also decides the Content Security Policy's extra hosts (./csp.ts). Nothing else in src/ reads
 * `process.env` or `import.meta.env`; every route, middleware and feature asks `services()`.
 */
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { SearchRecord } from '../schemas/search-record.ts';
import { EmbeddedContentSource } from './content/embedded.ts';
import { memoryContentFeedFor } from './content/feed-memory.ts';
import { PostgresContentFeed } from './content/feed-postgres.ts';
import type { ContentFeed, ContentSource } from './content/port.ts';
import { SanityContentSource, type SanitySettings } from './content/sanity.ts';
import { createHttpCrm } from './crm/http.ts';
import type { CrmPort } from './crm/port.ts';
import { crmSettings, type CrmSettings } from './crm/settings.ts';
import { cspSourcesFor, type CspSources } from './csp.ts';
import { closeOpenDatabases, openDatabaseOnce, type Database } from './db/database.server.ts';
import { databaseSettings, type DatabaseSettings } from './db/settings.ts';
import { EmbeddedForms } from './forms/embedded.ts';
import { HubspotForms, hubspotEnabled } from './forms/hubspot.ts';
import type { FormsPort } from './forms/port.ts';
import { createAuth, readSession, type Auth } from './identity/auth.server.ts';
import { bearerTokenOf, firebaseEmulatorTokenVerifier, firebaseTokenVerifier, isLoopbackHost, type TokenVerifier } from './identity/firebase-token.ts';
import { loadOrCreateSecret } from './identity/secret.server.ts';
import type { SessionIdentity } from './identity/session-identity.ts';
import { identitySettings, type IdentitySettings } from './identity/settings.ts';
import { EmbeddedGeo } from './geo/embedded.ts';
import type { GeoPort } from './geo/port.ts';
import { geoSettings, type GeoSettings } from './geo/settings.ts';
import { createOutbox } from './mail/outbox.ts';
import type { MailPort } from './mail/port.ts';
import { mailSettings, type MailSettings } from './mail/settings.ts';
import { createSmtpMail } from './mail/smtp.ts';
import { logReporter, type ErrorReporter } from './monitoring/port.ts';
import { sentryReporter } from './monitoring/sentry.ts';
import { monitoringSettings, type MonitoringSettings } from './monitoring/settings.ts';
import { afterGivingUp, deliverThrough } from './outbox/deliver.ts';
import { DEFAULT_RETRY_POLICY } from './outbox/backoff.ts';
import { announcingGiveUps } from './outbox/give-up.ts';
import { outboxCounts } from './db/outbox.ts';
import { setLogLevel } from './operations/log.ts';
import { metrics } from './operations/metrics.ts';
import { operationsSettings, type OperationsSettings } from './operations/settings.ts';
import { OutboxWorker } from './outbox/worker.ts';
import { EmbeddedPayments } from './payments/embedded.ts';
import type { PaymentsPort } from './payments/port.ts';
import { paymentsSettings, type PaymentsSettings } from './payments/settings.ts';
import { StripePayments } from './payments/stripe.ts';
import { createRateLimiter, type RateLimiter } from './limits/limiter.ts';
import { rateLimitSettings, type RateLimitSettings } from './limits/settings.ts';
import { pageCacheSettings, type PageCacheSettings } from './page-cache/settings.ts';
import { proxySettings, type ProxySettings } from './proxy/settings.ts';
import { AlgoliaSearch, type AlgoliaSettings } from './search/algolia.ts';
import { AlgoliaIndexWriter } from './search/algolia-writer.ts';
import { readDeclaredIndex } from './search/declared-index.server.ts';
import { EmbeddedSearch } from './search/embedded.ts';
import type { SearchIndexWriter, SearchPort } from './search/port.ts';
import { ensurePrivateDirectory } from './private-directory.server.ts';
import { timedPhase } from './operations/startup.ts';

/** An environment as a record of strings (process.env, or a test's own). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Firebase's public web config: the browser signs in with Firebase Auth when it is set. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** The Firebase Auth emulator (host:port on loopback) the browser signs in with instead of Google's service. */
  authEmulatorHost?: string;
}

/** Everything the site is configured with, parsed; adapters are built from this and nothing else. */
export interface Configuration {
  /** Where the server keeps its data (embedded database, outbox, generated secret). Absolute. */
  dataDir: string;
  /**
   * The embedded dataset, or Sanity; with Sanity, `webhookSecret` (SANITY_WEBHOOK_SECRET) turns on
   * POST /api/content/webhook, the signed GROQ webhook of a publish (404 without it).
   */
  content: { kind: 'embedded'; dataset: string } | ({ kind: 'sanity'; webhookSecret: string | undefined } & SanitySettings);
  /**
   * Algolia, or the embedded engine with the site's index plus the index files declared in
   * SEARCH_DECLARED_INDEXES (absolute paths). With Algolia, `writeKey` (ALGOLIA_WRITE_KEY, server side
   * only) lets a publish save and delete the records it changed.
   */
  search: { kind: 'embedded'; declaredIndexes: string[] } | ({ kind: 'algolia'; writeKey: string | undefined } & AlgoliaSettings);
  database: DatabaseSettings;
  identity: IdentitySettings;
  /** Set when the browser signs in with Firebase (all three public values given). */
  firebase: FirebaseWebConfig | undefined;
  /** The Firebase project whose ID tokens /api/* accepts (PUBLIC_FIREBASE_PROJECT_ID on the server). */
  firebaseProjectId: string | undefined;
  /**
   * PUBLIC_FIREBASE_AUTH_EMULATOR_HOST (loopback only): sign-in goes to the Firebase Auth emulator, and
   * /api/* accepts its unsigned ID tokens instead of Google-signed ones.
   */
  firebaseAuthEmulatorHost: string | undefined;
  payments: PaymentsSettings;
  forms: { kind: 'embedded' | 'hubspot' };
  /** The outbox folder (DATA_DIR/outbox) or an SMTP server; the sender; who is told of orders, contacts, enquiries. */
  mail: ({ kind: 'outbox'; directory: string } | { kind: 'smtp'; url: string; caFile?: string | undefined }) & Omit<MailSettings, 'transport'>;
  /** Where contacts and web orders are forwarded (through the outbox), if anywhere. */
  crm: CrmSettings;
  /** The reverse proxies whose X-Forwarded-* headers are believed (TRUSTED_PROXY; none by default). */
  proxy: ProxySettings;
  /** Editors' live preview of drafts at /preview/<document _id>; off (every preview answers 404) without a secret. */
  preview: { secret: string | undefined };
  /** Where the gated blogs' files (white papers) are kept, outside the public folder (GATED_FILES_DIR). Absolute. */
  gatedFilesDir: string;
  /** Where the browser asks for the visitor's country (GEO_IP_URL), before its coordinates and time zone. */
  geo: GeoSettings;
  /** Error reporting (SENTRY_DSN) and the tag manager (GTM_ID); both off by default. */
  monitoring: MonitoringSettings;
  /** Requests per client address per minute on the anonymous and costly endpoints (RATE_LIMIT_*_PER_MINUTE). */
  rateLimits: RateLimitSettings;
  /** The page cache's size, what a CDN is told, and the purge call of a publish (PAGE_CACHE_MAX_MB, CDN_PURGE_*). */
  pageCache: PageCacheSettings;
  /** Metrics, the operator API, the log level, outbox give-ups and graceful stops (METRICS_TOKEN, ADMIN_TOKEN, LOG_LEVEL, OUTBOX_GIVE_UP_AFTER, SHUTDOWN_TIMEOUT). */
  operations: OperationsSettings;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const textOr = (fallback: string) => z.preprocess(blankToUndefined, z.string().trim().default(fallback));

/** The variables read here directly; each adapter's own settings parse the rest (same environment). */
const environmentSchema = z.object({
  CONTENT_DATASET: textOr('content/dataset.ndjson'),
  DATA_DIR: textOr('.data'),
  GATED_FILES_DIR: textOr('content/downloads'),
  SANITY_PROJECT_ID: optionalText,
  SANITY_DATASET: textOr('production'),
  SANITY_API_VERSION: textOr('2025-02-19'),
  SANITY_READ_TOKEN: optionalText,
  SANITY_API_HOST: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'the http(s) origin of a Sanity-compatible API stand-in, e.g. http://127.0.0.1:3333' }).optional()),
  SANITY_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().trim().min(16, 'at least 16 characters (a long random string, the same as the Sanity webhook’s secret)').optional()),
  PREVIEW_SECRET: z.preprocess(blankToUndefined, z.string().trim().min(16, 'at least 16 characters (a long random string)').optional()),
  ALGOLIA_APP_ID: optionalText,
  ALGOLIA_SEARCH_KEY: optionalText,
  ALGOLIA_INDEX: optionalText,
  ALGOLIA_WRITE_KEY: optionalText,
  SEARCH_DECLARED_INDEXES: optionalText,
  PUBLIC_FIREBASE_API_KEY: optionalText,
  PUBLIC_FIREBASE_AUTH_DOMAIN: optionalText,
  PUBLIC_FIREBASE_PROJECT_ID: optionalText,
  PUBLIC_FIREBASE_APP_ID: optionalText,
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(blankToUndefined, z.string().trim().refine(isLoopbackHost, {
    error: 'the Firebase Auth emulator’s host:port on this machine (localhost, 127.0.0.1 or [::1], e.g. 127.0.0.1:9099): its ID tokens are unsigned, so they are accepted only from loopback',
  }).optional()),
});

/** Runs one part's parse, keeping its message (every part throws `Bad environment, set: …`). */
function collect<T>(problems: string[], parse: () => T): T | undefined {
  try {
    return parse();
  } catch (error) {
    problems.push(error instanceof Error ? error.message.replace(/^Bad environment, set: /, '') : String(error));
    return undefined;
  }
}

/**
 * Reads and checks a whole environment. Every bad or missing value is named in one error
 * (`Bad environment, set: VAR: why; VAR: why`), so a deployment is fixed in one go.
 */
export function readConfiguration(env: Environment): Configuration {
  const problems: string[] = [];
  const direct = collect(problems, () => {
    const result = environmentSchema.safeParse(env);
    if (result.success) return result.data;
    throw new Error(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  });
  const database = collect(problems, () => databaseSettings(env));
  const identity = collect(problems, () => identitySettings(env));
  const payments = collect(problems, () => paymentsSettings(env));
  const mail = collect(problems, () => mailSettings(env));
  const crm = collect(problems, () => crmSettings(env));
  const proxy = collect(problems, () => proxySettings(env));
  const geo = collect(problems, () => geoSettings(env));
  const monitoring = collect(problems, () => monitoringSettings(env));
  const rateLimits = collect(problems, () => rateLimitSettings(env));
  const pageCache = collect(problems, () => pageCacheSettings(env));
  const operations = collect(problems, () => operationsSettings(env));
  if (!direct || !database || !identity || !payments || !mail || !crm || !proxy || !geo || !monitoring || !rateLimits || !pageCache || !operations || problems.length > 0) {
    throw new Error(`Bad environment, set: ${problems.join('; ')}`);
  }
  const dataDir = resolve(direct.DATA_DIR);
  const { PUBLIC_FIREBASE_API_KEY: apiKey, PUBLIC_FIREBASE_AUTH_DOMAIN: authDomain, PUBLIC_FIREBASE_PROJECT_ID: projectId } = direct;
  const appId = direct.PUBLIC_FIREBASE_APP_ID;
  const authEmulatorHost = direct.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST;
  if (authEmulatorHost && !projectId) throw new Error('Bad environment, set: PUBLIC_FIREBASE_PROJECT_ID: required with PUBLIC_FIREBASE_AUTH_EMULATOR_HOST (the emulator’s project, e.g. demo-tasman)');
  // Unsigned emulator tokens must never be accepted by a site people reach over https.
  if (authEmulatorHost && identity.baseURL.startsWith('https:')) throw new Error('Bad environment, set: PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: only for a test site on http (AUTH_BASE_URL is https); unset it in production');
  return {
    dataDir,
    content: direct.SANITY_PROJECT_ID
      ? {
        kind: 'sanity',
        projectId: direct.SANITY_PROJECT_ID,
        dataset: direct.SANITY_DATASET,
        apiVersion: direct.SANITY_API_VERSION,
        token: direct.SANITY_READ_TOKEN,
        apiHost: direct.SANITY_API_HOST?.replace(/\/+$/, ''),
        webhookSecret: direct.SANITY_WEBHOOK_SECRET,
      }
      : { kind: 'embedded', dataset: resolve(direct.CONTENT_DATASET) },
    search: direct.ALGOLIA_APP_ID && direct.ALGOLIA_SEARCH_KEY && direct.ALGOLIA_INDEX
      ? { kind: 'algolia', appId: direct.ALGOLIA_APP_ID, searchKey: direct.ALGOLIA_SEARCH_KEY, indexName: direct.ALGOLIA_INDEX, writeKey: direct.ALGOLIA_WRITE_KEY }
      : { kind: 'embedded', declaredIndexes: (direct.SEARCH_DECLARED_INDEXES ?? '').split(',').map((file) => file.trim()).filter(Boolean).map((file) => resolve(file)) },
    database,
    identity,
    firebase: apiKey && authDomain && projectId ? { apiKey, authDomain, projectId, ...(appId ? { appId } : {}), ...(authEmulatorHost ? { authEmulatorHost } : {}) } : undefined,
    firebaseProjectId: projectId,
    firebaseAuthEmulatorHost: authEmulatorHost,
    payments,
    forms: { kind: hubspotEnabled(env) ? 'hubspot' : 'embedded' },
    mail: {
      ...(mail.transport.kind === 'smtp' ? { ...mail.transport, caFile: mail.transport.caFile && resolve(mail.transport.caFile) } : { kind: 'outbox', directory: join(dataDir, 'outbox') }),
      from: mail.from,
      staff: mail.staff,
    },
    crm,
    proxy,
    preview: { secret: direct.PREVIEW_SECRET },
    gatedFilesDir: resolve(direct.GATED_FILES_DIR),
    geo,
    monitoring,
    rateLimits,
    pageCache,
    operations,
  };
}

/** The adapters of one configuration, each built on first use and then kept. */
export interface Services {
  readonly config: Configuration;
  /** Sources the Content Security Policy adds for the vendors this configuration uses. */
  readonly csp: CspSources;
  content(): ContentSource;
  /**
   * How a publish reaches every instance: NOTIFY on PostgreSQL (DATABASE_URL), else in-process (the
   * embedded database has one server process per data folder).
   */
  contentFeed(): ContentFeed;
  /** The search adapter; the embedded engine indexes what `loadRecords` returns (reindexing on new records). */
  search(loadRecords: () => Promise<readonly SearchRecord[]>): SearchPort;
  /**
   * What keeps Algolia's index in step with a publish: set only when Algolia is configured and
   * ALGOLIA_WRITE_KEY is given (the embedded engine follows the content by itself).
   */
  searchWriter(): SearchIndexWriter | undefined;
  /** The database, opened and migrated once (concurrent first callers share it; a failed open is retried). */
  database(): Promise<Database>;
  /** The embedded identity server (better-auth) on the database and the mail port. */
  auth(): Promise<Auth>;
  /** The server's signing secret: AUTH_SECRET, else one generated once in the data folder. */
  secret(): Promise<string>;
  /** Who a request is: a Firebase ID token when Firebase is configured, else the identity server's session cookie. */
  session(headers: Headers): Promise<SessionIdentity | undefined>;
  payments(): PaymentsPort;
  forms(): FormsPort;
  /** The mail adapter: SMTP when SMTP_URL is set, else the outbox folder. */
  mail(): MailPort;
  /** The CRM adapter when CRM_URL is set. */
  crm(): CrmPort | undefined;
  /** Country from coordinates (offline boundaries). */
  geo(): GeoPort;
  /** Where server errors go: Sentry with SENTRY_DSN, else the server log. */
  errors(): ErrorReporter;
  /** The per-address request limiter of /api/forms, the search, /api/web-orders and /api/contacts. */
  rateLimiter(): RateLimiter;
  /** This process's outbox worker; wake it after committing a transaction that wrote outbox messages. */
  outbox(): OutboxWorker;
  /**
   * Opens the database, builds the identity server and starts the outbox worker, so the first request
   * does not pay for them and messages left by a previous process go out.
   */
  warmUp(): Promise<void>;
  /**
   * Stops background work (the outbox worker), waiting for deliveries in progress (up to `waitMs`
   * when given; leases of unsettled ones are handed back), and writes the rate limiter's counts.
   */
  stop(waitMs?: number): Promise<void>;
  /** Marks the server as stopping (a graceful stop began): /api/health answers 503 from then on. */
  beginStop(): void;
  stopping(): boolean;
}

/** Keeps the first successful result of `make`; a rejected promise is forgotten so the next call retries. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = make();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}

/** Keeps the value of `make` after the first call. */
function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Builds the adapters `config` asks for. Tests build their own from an environment of their own. */
export function createServices(config: Configuration): Services {
  const rateLimiter = lazy(() => createRateLimiter(database, config.rateLimits));
  const mail = lazy<MailPort>(() => (config.mail.kind === 'smtp'
    ? createSmtpMail({ url: config.mail.url, from: config.mail.from, caFile: config.mail.caFile })
    : createOutbox({ directory: config.mail.directory, from: config.mail.from })));
  const database = once(() => {
    if (config.database.kind === 'postgres') return openDatabaseOnce({ url: config.database.url });
    ensurePrivateDirectory(config.dataDir);
    return openDatabaseOnce({ dataDir: join(config.dataDir, 'db') });
  });
  const secret = once(async () => config.identity.secret ?? loadOrCreateSecret(join(config.dataDir, 'auth-secret')));
  const auth = once(async () => {
    const [db, signingSecret] = [await database(), await secret()];
    return timedPhase('identity', () => Promise.resolve(createAuth({
      db,
      mail: mail(),
      baseURL: config.identity.baseURL,
      trustedOrigins: config.identity.trustedOrigins,
      secret: signingSecret,
      google: config.identity.google,
      signInAttemptsPerMinute: config.identity.signInAttemptsPerMinute,
      rateLimitMultiplier: config.identity.rateLimitMultiplier,
    })));
  });
  const firebaseTokens = lazy<TokenVerifier | undefined>(() =>
    config.firebaseProjectId
      ? (config.firebaseAuthEmulatorHost ? firebaseEmulatorTokenVerifier(config.firebaseProjectId) : firebaseTokenVerifier(config.firebaseProjectId))
      : undefined);
  const forms = lazy<FormsPort>(() => (config.forms.kind === 'hubspot' ? new HubspotForms() : new EmbeddedForms()));
  const crm = lazy<CrmPort | undefined>(() => (config.crm.kind === 'http' ? createHttpCrm(config.crm) : undefined));
  const errors = lazy<ErrorReporter>(() => (config.monitoring.sentryDsn ? sentryReporter() : logReporter));
  const outbox = lazy(() => new OutboxWorker({
    database,
    deliver: deliverThrough({ mail, crm, forms }),
    policy: { ...DEFAULT_RETRY_POLICY, giveUpAfterMs: config.operations.outboxGiveUpAfterMs },
    afterGivingUp: announcingGiveUps(afterGivingUp, {
      staff: () => config.mail.staff,
      giveUpAfterMs: config.operations.outboxGiveUpAfterMs,
      report: config.monitoring.sentryDsn ? (error) => errors().reportAnswered(error, { requestId: '-', path: 'outbox give-up' }) : undefined,
    }),
  }));
  // Started (and timed as a start-up phase) by the first warm-up; every later /api/health finds it started.
  const startOutbox = once(() => timedPhase('outbox', () => Promise.resolve(outbox().start())));
  setLogLevel(config.operations.logLevel);
  metrics().setOutboxReader(async () => {
    const counts = await outboxCounts(await database());
    return { byState: counts.byState, oldestPendingAgeSeconds: counts.oldestPending ? Math.max(0, (Date.now() - counts.oldestPending.getTime()) / 1000) : 0 };
  });
  let searchPort: SearchPort | undefined;
  let stopping = false;
  return {
    config,
    csp: cspSourcesFor(config),
    content: lazy<ContentSource>(() => (config.content.kind === 'sanity'
      ? new SanityContentSource(config.content)
      : new EmbeddedContentSource(config.content.dataset))),
    contentFeed: lazy<ContentFeed>(() => (config.database.kind === 'postgres'
      ? new PostgresContentFeed({ url: config.database.url, database })
      : memoryContentFeedFor(join(config.dataDir, 'db')))),
    search(loadRecords) {
      searchPort ??= config.search.kind === 'algolia'
        ? new AlgoliaSearch(config.search)
        : new EmbeddedSearch(loadRecords, config.search.declaredIndexes.map(readDeclaredIndex));
      return searchPort;
    },
    searchWriter: lazy<SearchIndexWriter | undefined>(() => (config.search.kind === 'algolia' && config.search.writeKey
      ? new AlgoliaIndexWriter({ appId: config.search.appId, writeKey: config.search.writeKey, indexName: config.search.indexName })
      : undefined)),
    database,
    auth,
    secret,
    async session(headers) {
      const token = bearerTokenOf(headers);
      const verify = token ? firebaseTokens() : undefined;
      if (token && verify) return verify(token);
      return readSession(await auth(), headers);
    },
    payments: lazy<PaymentsPort>(() => (config.payments.kind === 'stripe'
      ? new StripePayments({ secretKey: config.payments.secretKey, webhookSecret: config.payments.webhookSecret, returnOrigin: config.identity.baseURL })
      : new EmbeddedPayments())),
    forms,
    mail,
    crm,
    geo: lazy<GeoPort>(() => new EmbeddedGeo()),
    errors,
    outbox,
    rateLimiter,
    async warmUp() {
      await auth();
      await startOutbox();
    },
    // The limiter's counted hits are written before the databases close (issue 28).
    stop: async (waitMs) => {
      await Promise.all([outbox().stop(waitMs), rateLimiter().flush()]);
    },
    beginStop() {
      stopping = true;
    },
    stopping: () => stopping,
  };
}

let current: Services | undefined;

/** The server's services, built from `process.env` on first use: the only read of the environment. */
export function services(): Services {
  current ??= createServices(readConfiguration(process.env));
  return current;
}

/** Services whose background work may still run: stopped before their databases close. */
const retired = new Set<Promise<void>>();

/**
 * Replaces the server's services with ones built from `env` (tests: Stripe on, then off again). Open
 * databases are kept by location, so services on the same DATA_DIR or DATABASE_URL share them; the old
 * services' outbox worker is stopped. Without `env`, the next `services()` reads process.env again.
 */
export function resetServices(env?: Environment): void {
  if (current) {
    const stopping = current.stop();
    retired.add(stopping);
    void stopping.finally(() => retired.delete(stopping));
  }
  current = env ? createServices(readConfiguration(env)) : undefined;
}

/** Stops the outbox workers and closes every database the process opened (tests, shutdown); the next use opens it again. */
export async function closeServices(waitMs?: number): Promise<void> {
  await Promise.all([current?.stop(waitMs), ...retired]);
  await closeOpenDatabases();
}
