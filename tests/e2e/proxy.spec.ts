import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';

/**
 * Behind a reverse proxy, through the real server wrapper: a second `scripts/serve.mjs` on
 * the demo build already made for this run (test-results/sites/demo), with TRUSTED_PROXY=127.0.0.1, so
 * the test plays the proxy and tells it who the visitor is. The demo server of the other specs trusts no
 * proxy and is the control. Per-IP limits are the production defaults here (5 sign-ins a minute).
 */

const DEMO_BUILD = 'test-results/sites/demo';
const DATA_DIR = `test-results/data/proxy-${process.pid}`;

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts serve.mjs on `port` and resolves once it listens (it warms up first). */
function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', DEMO_BUILD], {
    // The proxy is on this machine: an http origin on loopback is the one kind allowed beside https.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUSTED_PROXY: '127.0.0.1',
      AUTH_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR,
      CONTENT_DATASET: 'content/dataset.ndjson',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serve: ')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
}

let server: ChildProcess | undefined;
let proxied: APIRequestContext;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServer(port);
  proxied = await playwrightRequest.newContext({ baseURL: origin });
});

test.afterAll(async () => {
  await proxied.dispose();
  // A stop is graceful (it closes the database): its folder is removed once the process has exited.
  const exited = server && server.exitCode === null ? new Promise((done) => server?.once('exit', done)) : undefined;
  server?.kill('SIGTERM');
  await exited;
  await rm(DATA_DIR, { recursive: true, force: true });
});

const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A sign-in the proxy forwards for the visitor at `address`. */
const signIn = (email: string, password: string, address: string) =>
  proxied.post('/api/auth/sign-in/email', {
    headers: { origin, 'x-forwarded-for': address },
    data: { email, password },
  });

test("one visitor's wrong passwords do not lock another visitor out (per-IP limit keyed on the forwarded client)", async () => {
  const email = uniqueEmail('proxied');
  const signUp = await proxied.post('/api/auth/sign-up/email', {
    headers: { origin, 'x-forwarded-for': '198.51.100.1' },
    data: { email, password: 'Secret123', name: 'Pat Proxied' },
  });
  expect(signUp.status()).toBe(200);
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 6; attempt++)
    statuses.push((await signIn(email, 'Wrong1234', '203.0.113.66')).status());
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  expect((await signIn(email, 'Secret123', '203.0.113.77')).status()).toBe(200);
});

test('a forged left part of X-Forwarded-For does not give an attacker a fresh allowance', async () => {
  const email = uniqueEmail('forged');
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 6; attempt++)
    statuses.push((await signIn(email, 'Wrong1234', `10.0.0.${attempt}, 203.0.113.88`)).status());
  expect(statuses.at(-1)).toBe(429);
});

test('a form post behind TLS termination passes the origin check (https URL from the proxy)', async ({ request }) => {
  const behindTls = {
    origin: 'https://shop.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'shop.example',
  };
  const form = { number: '4242424242424242' };
  // Through the trusted proxy: the origin check passes and the route answers (no such order).
  expect((await proxied.post('/api/payments/test/W000000', { headers: behindTls, form })).status()).toBe(404);
  // The same headers from anyone else are ignored: the http URL does not match the https Origin.
  expect((await request.post('/api/payments/test/W000000', { headers: behindTls, form })).status()).toBe(403);
});

test('https from the proxy turns on HSTS and upgrade-insecure-requests, for static and rendered pages', async ({
  request,
}) => {
  for (const path of ['/about-us/', '/no-such-page/']) {
    const headers = (await proxied.get(path, { headers: { 'x-forwarded-proto': 'https' } })).headers();
    expect(headers['strict-transport-security']).toMatch(/^max-age=/);
    expect(headers['content-security-policy']).toMatch(/upgrade-insecure-requests$/);
  }
  const untrusted = (await request.get('/about-us/', { headers: { 'x-forwarded-proto': 'https' } })).headers();
  expect(untrusted['strict-transport-security']).toBeUndefined();
  expect(untrusted['content-security-policy']).not.toContain('upgrade-insecure-requests');
});

/** Whether a connection to `port` on loopback is refused (nothing listens there). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

test('a start with bad settings (an http AUTH_BASE_URL behind a proxy, a bad limit) stops before listening, naming each once', async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', DEMO_BUILD], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUSTED_PROXY: '10.0.0.0/8',
      AUTH_BASE_URL: 'http://shop.example.com',
      RATE_LIMIT_FORMS_PER_MINUTE: 'many',
      DATA_DIR: `${DATA_DIR}-refused`,
      CONTENT_DATASET: 'content/dataset.ndjson',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  await rm(`${DATA_DIR}-refused`, { recursive: true, force: true });
  expect(code).toBe(1);
  const times = (text: string) => output.split(text).length - 1;
  expect(
    times(
      'AUTH_BASE_URL: http://shop.example.com is http, but TRUSTED_PROXY says a proxy is in front: set the public origin browsers use, e.g. AUTH_BASE_URL=https://www.example.com, so that session cookies are Secure',
    ),
  ).toBe(1);
  expect(times('RATE_LIMIT_FORMS_PER_MINUTE: ')).toBe(1);
  // The messages alone: no stack trace through the build's chunks, no answer of the app's.
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain('/api/health answered');
  expect(output).not.toContain('serve: dist');
  expect(await refused(port)).toBe(true);
});
