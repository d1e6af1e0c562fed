/**
 * The one harness every API suite runs through: each suite runs once per database the server can use —
 * the embedded PGlite and PostgreSQL — with the site's services rebuilt on it by the composition root
 * (src/services/config.ts `resetServices`), exactly as the server builds them from its environment.
 *
 * PostgreSQL comes from TEST_DATABASE_URL (`npm run test:unit` starts a throwaway server with
 * scripts/ensure-postgres.mjs); each suite gets a fresh database of its own on that server, dropped
 * afterwards. Without TEST_DATABASE_URL the PostgreSQL runs fail, saying why, unless SKIP_POSTGRES=1
 * says on purpose that this machine has no PostgreSQL: nothing is skipped silently.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { closeServices, resetServices, services, type Environment } from '../../src/services/config.ts';
import { createDatabase, type OpenDatabase } from '../../src/services/db/database.server.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { exchangeOf, openApiChecker, type Exchange } from './openapi-check.ts';

/** The origin the suites' requests come from (the server's default AUTH_BASE_URL). */
export const TEST_ORIGIN = 'http://localhost:4321';

/** Starting PGlite (WebAssembly PostgreSQL) or a migration takes seconds on a busy machine. */
export const OPEN_TIMEOUT = 120_000;

/** A database a suite runs on, made fresh for it. */
export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  /** Makes the suite's own database: its environment for the server, and how to throw it away. */
  create(): Promise<{ env: Environment; open(): Promise<OpenDatabase>; drop(): Promise<void> }>;
}

const scratch = (name: string) => `test-results/unit-data/${name}-${crypto.randomUUID().slice(0, 8)}`;

const pglite: TestDatabase = {
  name: 'PGlite',
  create() {
    const dataDir = scratch('pglite');
    return Promise.resolve({
      env: { DATA_DIR: dataDir },
      open: () => createDatabase({ inMemory: true }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    });
  },
};

const postgres: TestDatabase = {
  name: 'PostgreSQL',
  async create() {
    const database = await createTestDatabase('tasman');
    const dataDir = scratch('postgres');
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
      open: () => createDatabase({ url: database.url }),
      async drop() {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** The databases every suite runs on: PGlite, and PostgreSQL unless SKIP_POSTGRES=1 (said once, loudly). */
export function testDatabases(): TestDatabase[] {
  if (process.env['SKIP_POSTGRES'] === '1') {
    console.warn('API tests: SKIP_POSTGRES=1, so they run on PGlite only.');
    return [pglite];
  }
  return [pglite, postgres];
}

/** The environment every suite's server starts from: the demo dataset and a generous sign-in limit. */
const BASE_ENVIRONMENT: Environment = {
  CONTENT_DATASET: 'content/dataset.ndjson',
  AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
};

/** What a suite sees of the database it runs on. */
export interface SuiteDatabase {
  readonly name: TestDatabase['name'];
  /** The server's environment for this run. */
  readonly env: Environment;
  /** Runs `body` with the server's services rebuilt on this environment plus `extra` (then restored). */
  withEnvironment<T>(extra: Environment, body: () => Promise<T>): Promise<T>;
}

/**
 * Runs the `suite` once per test database, with `services()` built on it (and on `env`, e.g. another
 * dataset), warmed up before the first test and closed after the last.
 */
export function onEachDatabase(suite: (database: SuiteDatabase) => void, env: Environment = {}): void {
  describe.each(testDatabases())('on $name', (database) => {
    let made: Awaited<ReturnType<TestDatabase['create']>> | undefined;
    const current: { env: Environment } = { env: {} };
    beforeAll(async () => {
      made = await database.create();
      current.env = { ...BASE_ENVIRONMENT, ...env, ...made.env };
      resetServices(current.env);
      await services().warmUp();
    }, OPEN_TIMEOUT);
    afterAll(async () => {
      await closeServices();
      resetServices();
      await made?.drop();
    });
    checkedAgainstTheDocument();
    suite({
      name: database.name,
      get env() {
        return current.env;
      },
      async withEnvironment(extra, body) {
        resetServices({ ...current.env, ...extra });
        try {
          return await body();
        } finally {
          resetServices(current.env);
        }
      },
    });
  });
}

/**
 * Runs `suite` once per test database on a database of its own, opened directly (repository and
 * identity-server tests that need no site services).
 */
export function onEachOpenDatabase(suite: (open: () => OpenDatabase, name: TestDatabase['name']) => void): void {
  describe.each(testDatabases())('on $name', (database) => {
    let made: Awaited<ReturnType<TestDatabase['create']>> | undefined;
    let opened: OpenDatabase | undefined;
    beforeAll(async () => {
      made = await database.create();
      opened = await made.open();
    }, OPEN_TIMEOUT);
    afterAll(async () => {
      await opened?.close();
      await made?.drop();
    });
    suite(() => {
      if (!opened) throw new Error('the test database is not open yet');
      return opened;
    }, database.name);
  });
}

/** An Astro API context for `request`, as the server would pass it to a route. */
export function apiContext(
  request: Request,
  params: Record<string, string> = {},
  clientAddress = '127.0.0.1',
): APIContext {
  const partial: Partial<APIContext> = { request, url: new URL(request.url), params, clientAddress, locals: {} };
  return partial as APIContext;
}

/** The exchanges `callRoute` made since the last check. */
const exchanges: Exchange[] = [];

/** API_EXCHANGES_DIR=test-results/api-exchanges also writes every exchange there (one JSON line each) to read them. */
const exchangesDir = process.env['API_EXCHANGES_DIR'];

/**
 * Calls a route handler as the server does and records the request and its answer, so the suite's
 * real traffic is checked against the OpenAPI document (GET /api/openapi.json) after the suite.
 */
export async function callRoute(handler: APIRoute, context: APIContext): Promise<Response> {
  const requestText = await context.request.clone().text();
  const response = await handler(context);
  const exchange = await exchangeOf(context.request, requestText, response);
  exchanges.push(exchange);
  if (exchangesDir) {
    mkdirSync(exchangesDir, { recursive: true });
    appendFileSync(`${exchangesDir}/${process.pid}.ndjson`, `${JSON.stringify(exchange)}\n`);
  }
  return response;
}

let checker: ReturnType<typeof openApiChecker> | undefined;

/** The recorded exchanges the OpenAPI document does not allow, each with why (then forgets them all). */
export function offTheDocument(): string[] {
  checker ??= openApiChecker();
  const { check } = checker;
  const problems = exchanges.flatMap((exchange) =>
    check(exchange).map((problem) => `${exchange.method} ${exchange.url} → ${exchange.status}: ${problem}`),
  );
  exchanges.length = 0;
  return problems;
}

/** After the suite (or the describe block it is called in): every exchange `callRoute` recorded keeps to the document. */
export function checkedAgainstTheDocument(): void {
  afterAll(() => {
    expect(offTheDocument(), 'requests and answers the OpenAPI document does not allow').toEqual([]);
  });
}

/** A JSON request from this site's pages (Origin set, as a browser sends it). */
export function jsonRequest(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Request {
  const all = new Headers({ origin: TEST_ORIGIN, ...headers });
  if (body !== undefined) all.set('content-type', 'application/json');
  return new Request(new URL(path, TEST_ORIGIN), {
    method,
    headers: all,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** The Cookie header a browser would send next, from a response's Set-Cookie headers. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');
}

export const uniqueEmail = (name: string): string => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const addressBase = Math.floor(Math.random() * 250) + 1;
let addressesHandedOut = 0;

/**
 * A client address no other request of this test file used, so one test's attempts never count against
 * another's per-address limit (random per run too: limit rows outlive a run on a reused database).
 */
export function nextClientAddress(): string {
  addressesHandedOut += 1;
  return `10.${addressBase}.${Math.floor(addressesHandedOut / 250)}.${(addressesHandedOut % 250) + 1}`;
}

/** A signed-up (unverified) user of the server's identity server: session cookie, uid and email. */
export interface SignedUp {
  cookie: string;
  uid: string;
  email: string;
}

/**
 * Signs a new user up through the server's /api/auth route, as the register form does, then in (sign-up
 * signs nobody in, so that it answers a taken address as a new one).
 */
export async function signUp(email = uniqueEmail('ann')): Promise<SignedUp> {
  const { ALL } = await import('../../src/pages/api/auth/[...all].ts');
  const created = await callRoute(
    ALL,
    apiContext(
      jsonRequest('POST', '/api/auth/sign-up/email', { email, password: 'Secret123', name: 'Ann Example' }),
      {},
      nextClientAddress(),
    ),
  );
  expect(created.status).toBe(200);
  const signedIn = await callRoute(
    ALL,
    apiContext(
      jsonRequest('POST', '/api/auth/sign-in/email', { email, password: 'Secret123' }),
      {},
      nextClientAddress(),
    ),
  );
  expect(signedIn.status).toBe(200);
  const body = (await signedIn.json()) as { user: { id: string } };
  return { cookie: cookieFrom(signedIn), uid: body.user.id, email };
}

/** Marks a user's email verified, as following the mailed link would. */
export async function markVerified(uid: string): Promise<void> {
  const { authUser } = await import('../../src/services/db/auth-schema.ts');
  const { eq } = await import('drizzle-orm');
  await (await services().database()).update(authUser).set({ emailVerified: true }).where(eq(authUser.id, uid));
}

/** Makes every session of a user look as if its last password check was `minutes` ago. */
export async function passwordCheckedMinutesAgo(uid: string, minutes: number): Promise<void> {
  const { authSession } = await import('../../src/services/db/auth-schema.ts');
  const { eq } = await import('drizzle-orm');
  const db = await services().database();
  await db
    .update(authSession)
    .set({ reauthenticatedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(authSession.userId, uid));
}
