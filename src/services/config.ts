/**
 * The composition root: reads the environment once (each port's settings module checks its part with
 * zod and builds that port's adapters) and wires the adapters together — content, search, database,
 * identity, payments, forms, mail, CRM, and the outbox worker that delivers to them — server side, plus
 * the public settings the browser islands are given as props. What the configuration turns on also
 * decides the Content Security Policy's extra hosts (./csp.ts). A cloud adapter and its vendor SDK are
 * imported only when configured, so the embedded defaults load none. Nothing else in src/ reads
 * `process.env` or `import.meta.env`; every route, middleware and feature asks `services()`. Each
 * variable is declared once, in ./settings-table.ts (what it feeds, its default, whether it is secret).
 */
import { join } from 'node:path';
import type { SearchRecord } from '../schemas/search-record.ts';
import { contentSettings, createContentFeed, createContentSource, type ContentSettings } from './content/settings.ts';
import type { ContentFeed, ContentSource } from './content/port.ts';
import { createCrm, crmSettings, type CrmSettings } from './crm/settings.ts';
import { invoiceSettings, type InvoiceSettings } from './invoices/settings.ts';
import type { CrmPort } from './crm/port.ts';
import { cspSourcesFor, type CspSources } from './csp.ts';
import { closeOpenDatabases, type Database } from './db/database.server.ts';
import { createDatabase, databaseSettings, type DatabaseSettings } from './db/settings.ts';
import { BadEnvironmentError, badEnvironment, settingOf, type Environment } from './environment.ts';
import { createForms, formsSettings, type FormsSettings } from './forms/settings.ts';
import type { FormsPort } from './forms/port.ts';
import type { Auth } from './identity/auth.server.ts';
import { firebaseSettings, type FirebaseWebConfig } from './identity/firebase-settings.ts';
import type { SessionIdentity } from './identity/session-identity.ts';
import { createIdentity } from './identity/setup.ts';
import { identitySettings, type IdentitySettings } from './identity/settings.ts';
import { createGeo, geoSettings, type GeoSettings } from './geo/settings.ts';
import type { GeoPort } from './geo/port.ts';
import type { MailPort } from './mail/port.ts';
import { createMail, mailConfiguration, type MailConfiguration } from './mail/settings.ts';
import type { ErrorReporter } from './monitoring/port.ts';
import { createErrorReporter, monitoringSettings, type MonitoringSettings } from './monitoring/settings.ts';
import { setLogLevel } from './operations/log.ts';
import { operationsSettings, type OperationsSettings } from './operations/settings.ts';
import { timedPhase } from './operations/startup.ts';
import { countOutboxForMetrics, createOutboxWorker } from './outbox/setup.ts';
import type { OutboxWorker } from './outbox/worker.ts';
import type { PaymentsPort } from './payments/port.ts';
import { createPayments, paymentsSettings, type PaymentsSettings } from './payments/settings.ts';
import { createRateLimiter, type RateLimiter } from './limits/limiter.ts';
import { rateLimitSettings, type RateLimitSettings } from './limits/settings.ts';
import { pageCacheSettings, type PageCacheSettings } from './page-cache/settings.ts';
import { proxyOriginProblem, proxySettings, type ProxySettings } from './proxy/settings.ts';
import { createSearch, createSearchWriter, searchSettings, type SearchSettings } from './search/settings.ts';
import type { SearchIndexWriter, SearchPort } from './search/port.ts';
import { siteSettings } from './site-settings.ts';
import { studioSettings, type StudioSettings } from './studio-settings.ts';
import { createVitalsRecorder, type VitalsRecorder } from './vitals/recorder.ts';
import { lazy, once } from './lazy.ts';

export type { Environment } from './environment.ts';
export type { FirebaseWebConfig } from './identity/firebase-settings.ts';

/**
 * Everything the site is configured with, parsed; adapters are built from this and nothing else. Which
 * variables feed each field: their `part` in ./settings-table.ts.
 */
export interface Configuration {
  /** Where the server keeps its data (embedded database, outbox, generated secret). Absolute. */
  dataDir: string;
  /** The embedded dataset, or Sanity (with the webhook secret of POST /api/content/webhook). */
  content: ContentSettings;
  /** Algolia (with its write key), or the embedded engine with the declared index files. */
  search: SearchSettings;
  database: DatabaseSettings;
  identity: IdentitySettings;
  /** Set when the browser signs in with Firebase (all three public values given). */
  firebase: FirebaseWebConfig | undefined;
  /** The Firebase project whose ID tokens /api/* accepts. */
  firebaseProjectId: string | undefined;
  /**
   * The Firebase Auth emulator (loopback only): sign-in goes to it, and
   * /api/* accepts its unsigned ID tokens instead of Google-signed ones.
   */
  firebaseAuthEmulatorHost: string | undefined;
  payments: PaymentsSettings;
  forms: FormsSettings;
  /** The mail folder (under dataDir) or an SMTP server; the sender; who is told of orders, contacts, enquiries. */
  mail: MailConfiguration;
  /** Where contacts and web orders are forwarded (through the outbox), if anywhere. */
  crm: CrmSettings;
  /** The reverse proxies whose X-Forwarded-* headers are believed (none by default). */
  proxy: ProxySettings;
  /** Editors' live preview of drafts at /preview/<document _id>; off (every preview answers 404) without a secret. */
  preview: { secret: string | undefined };
  /** Where editors' Sanity Studio is: the preview's click-to-edit links open fields there. */
  studio: StudioSettings;
  /** Where the gated blogs' files (white papers) are kept, outside the public folder. Absolute. */
  gatedFilesDir: string;
  /** Where the browser asks for the visitor's country, before its coordinates and time zone. */
  geo: GeoSettings;
  /** Error reporting and the tag manager; both off by default. */
  monitoring: MonitoringSettings;
  /** Requests per client address per minute on the anonymous and costly endpoints. */
  rateLimits: RateLimitSettings;
  /** The page cache's size, what a CDN is told, and the purge call of a publish. */
  pageCache: PageCacheSettings;
  /** Metrics, the operator API, the log level, outbox give-ups and graceful stops. */
  operations: OperationsSettings;
  /** Who issues the tax invoices per region: legal name, ABN / NZ GST number, address. */
  invoices: InvoiceSettings;
}

/** Collects the problems of every part's parse (each throws `Bad environment, set: …`), so all are named at once. */
function problemCollector(): { problems: string[]; part: <T>(parse: () => T) => T | undefined } {
  const problems: string[] = [];
  return {
    problems,
    part(parse) {
      try {
        return parse();
      } catch (error) {
        if (error instanceof BadEnvironmentError) problems.push(...error.problems);
        else problems.push(error instanceof Error ? error.message : String(error));
        return undefined;
      }
    },
  };
}

/**
 * Reads and checks a whole environment. Every bad or missing value is named in one error
 * (`Bad environment, set: VAR: why; VAR: why`), so a deployment is fixed in one go.
 */
export function readConfiguration(env: Environment): Configuration {
  const { problems, part } = problemCollector();
  const site = part(() => siteSettings(env));
  const content = part(() => contentSettings(env));
  const search = part(() => searchSettings(env));
  const database = part(() => databaseSettings(env));
  const identity = part(() => identitySettings(env));
  const firebase = identity && part(() => firebaseSettings(env, identity.baseURL));
  const payments = part(() => paymentsSettings(env));
  const mail = site && part(() => mailConfiguration(env, site.dataDir));
  const crm = part(() => crmSettings(env));
  const proxy = part(() => proxySettings(env));
  const geo = part(() => geoSettings(env));
  const monitoring = part(() => monitoringSettings(env));
  const rateLimits = part(() => rateLimitSettings(env));
  const pageCache = part(() => pageCacheSettings(env));
  const operations = part(() => operationsSettings(env));
  // Behind a trusted proxy the public origin must be given, and https (session cookies follow it).
  const givenBaseURL = (settingOf(env, 'AUTH_BASE_URL') ?? '').trim() === '' ? undefined : identity?.baseURL;
  const originProblem = proxy && identity && proxyOriginProblem(proxy.trusted, givenBaseURL);
  if (originProblem) problems.push(originProblem);
  const studio = part(() => studioSettings(env));
  const invoices = part(() => invoiceSettings(env));
  if (
    !studio ||
    !site ||
    !content ||
    !search ||
    !database ||
    !identity ||
    !firebase ||
    !payments ||
    !mail ||
    !crm ||
    !proxy ||
    !geo ||
    !monitoring ||
    !rateLimits ||
    !pageCache ||
    !operations ||
    !invoices ||
    problems.length > 0
  ) {
    throw badEnvironment(problems);
  }
  return {
    dataDir: site.dataDir,
    content,
    search,
    database,
    identity,
    firebase: firebase.web,
    firebaseProjectId: firebase.projectId,
    firebaseAuthEmulatorHost: firebase.authEmulatorHost,
    payments,
    forms: formsSettings(env),
    mail,
    crm,
    proxy,
    preview: site.preview,
    studio,
    gatedFilesDir: site.gatedFilesDir,
    geo,
    monitoring,
    rateLimits,
    pageCache,
    operations,
    invoices,
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
  /** The mail adapter: SMTP when SMTP_URL is set, else the mail folder. */
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
  /** Where the Core Web Vitals of POST /api/vitals are counted (written to the database in batches). */
  vitals(): VitalsRecorder;
  /**
   * Opens the database, builds the identity server (and a configured SMTP transport) and starts the
   * outbox worker, so the first request does not pay for them and messages left by a previous process go out.
   */
  warmUp(): Promise<void>;
  /**
   * Stops background work (the outbox worker), waiting for deliveries in progress (up to `waitMs`
   * when given; leases of unsettled ones are handed back), and writes the rate limiter's and the web
   * vitals' counts.
   */
  stop(waitMs?: number): Promise<void>;
  /** Marks the server as stopping (a graceful stop began): /api/health answers 503 from then on. */
  beginStop(): void;
  stopping(): boolean;
}

/** Builds the adapters `config` asks for. Tests build their own from an environment of their own. */
export function createServices(config: Configuration): Services {
  const database = createDatabase(config.database, config.dataDir);
  const rateLimiter = lazy(() => createRateLimiter(database, config.rateLimits));
  const vitals = lazy(() => createVitalsRecorder(database));
  const mail = lazy(() => createMail(config.mail));
  const mailPort = () => mail().port;
  const identity = createIdentity({
    settings: config.identity,
    firebase: {
      web: config.firebase,
      projectId: config.firebaseProjectId,
      authEmulatorHost: config.firebaseAuthEmulatorHost,
    },
    dataDir: config.dataDir,
    database,
    mail: mailPort,
  });
  const forms = lazy(() => createForms(config.forms));
  const crm = lazy(() => createCrm(config.crm));
  const errors = lazy(() => createErrorReporter(config.monitoring));
  const outbox = lazy(() =>
    createOutboxWorker({
      database,
      mail: mailPort,
      crm,
      forms,
      staff: () => config.mail.staff,
      giveUpAfterMs: config.operations.outboxGiveUpAfterMs,
      errors: config.monitoring.sentryDsn ? errors : undefined,
    }),
  );
  // Started (and timed as a start-up phase) by the first warm-up; every later /api/health finds it started.
  const startOutbox = once(() => timedPhase('outbox', () => Promise.resolve(outbox().start())));
  setLogLevel(config.operations.logLevel);
  countOutboxForMetrics(database);
  let searchPort: SearchPort | undefined;
  let stopping = false;
  return {
    config,
    csp: cspSourcesFor(config),
    content: lazy(() => createContentSource(config.content)),
    contentFeed: lazy(() => createContentFeed(config.database, join(config.dataDir, 'db'), database)),
    search(loadRecords) {
      searchPort ??= createSearch(config.search, loadRecords);
      return searchPort;
    },
    searchWriter: lazy(() => createSearchWriter(config.search)),
    database,
    auth: identity.auth,
    secret: identity.secret,
    session: identity.session,
    payments: lazy(() => createPayments(config.payments, config.identity.baseURL)),
    forms,
    mail: mailPort,
    crm,
    geo: lazy(createGeo),
    errors,
    outbox,
    rateLimiter,
    vitals,
    async warmUp() {
      // A configured SMTP transport is built now: a bad SMTP_CA_FILE stops the start, not a first delivery.
      await Promise.all([identity.auth(), mail().ready()]);
      await startOutbox();
    },
    // The limiter's counted hits and the vitals' samples are written before the databases close.
    stop: async (waitMs) => {
      await Promise.all([outbox().stop(waitMs), rateLimiter().flush(), vitals().flush()]);
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

/**
 * What is wrong with the server's environment, one `VAR: why` per bad setting (none when its services
 * can be built): the server wrapper asks before it listens (src/middleware.ts), so a bad deployment
 * stops with these lines and no request is ever answered with it.
 */
export function environmentProblems(): readonly string[] {
  try {
    services();
    return [];
  } catch (error) {
    if (error instanceof BadEnvironmentError) return error.problems;
    throw error;
  }
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
