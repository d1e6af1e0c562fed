import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { startCrmStandIn, type CrmStandIn } from '../api/crm-stand-in.ts';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres.ts';

/**
 * Operations against the real server: `scripts/serve.mjs` on the demo build Playwright made
 * (test-results/sites/demo), started here with the operators' variables, on ports of its own
 * (E2E_OPERATIONS_PORT and the next three; default 27360, below the ephemeral port range). Metrics and JSON request logs; a CRM order
 * the CRM refuses for good, given up, listed and retried with `npm run admin` (a give-up after
 * OUTBOX_GIVE_UP_AFTER of retries is timed on an injected clock in tests/api/operations.test.ts); a backup during a
 * stream of orders restored with `npm run db:restore`; SIGTERM during a request still being sent; and
 * PostgreSQL (a server of this test's own) stopped and started under a running shop. Every line the
 * servers wrote is checked for email addresses and passwords at the end.
 */

const HOST = '127.0.0.1';
const FIRST_PORT = Number(process.env['E2E_OPERATIONS_PORT'] ?? 27360);
const BUILD = process.env['E2E_DEMO_BUILD'] ?? 'test-results/sites/demo';
const ADMIN_TOKEN = 'operations-e2e-admin-token-0123456789abcdef';
const METRICS_TOKEN = 'operations-e2e-metrics-token';
const STAFF_EMAIL = 'staff-ops@example.test';
const PASSWORD = 'Str0ngOpsPassword';
const run = promisify(execFile);

interface Shop {
  origin: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const logs: Array<() => string> = [];
const shops: Shop[] = [];
const scratch = (name: string) => join('test-results', 'data', `operations-${name}-${process.pid}`);

/** Starts serve.mjs on `port`; resolves once it listens (after its warm-up). */
async function startShop(port: number, dataDir: string, env: Record<string, string> = {}): Promise<Shop> {
  const origin = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', BUILD], {
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_BASE_URL: origin,
      CONTENT_DATASET: 'content/dataset.ndjson',
      ASTRO_TELEMETRY_DISABLED: '1',
      AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      AUTH_RATE_LIMIT_MULTIPLIER: '20',
      RATE_LIMIT_WEB_ORDERS_PER_MINUTE: '6000',
      RATE_LIMIT_CONTACTS_PER_MINUTE: '6000',
      ADMIN_TOKEN,
      METRICS_TOKEN,
      STAFF_EMAIL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  logs.push(() => output);
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"event":"start"')) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then((code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
  const shop = { origin, port, dataDir, child, output: () => output, exited };
  shops.push(shop);
  return shop;
}

async function stopShop(shop: Shop): Promise<number | null> {
  if (shop.child.exitCode === null) shop.child.kill('SIGTERM');
  return shop.exited;
}

/** A request from the shop's own pages (Origin set), JSON in and out. */
async function call(
  shop: Shop,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${shop.origin}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      origin: shop.origin,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json,
    cookie: cookieOf(response.headers.getSetCookie()),
  };
}

const cookieOf = (setCookie: string[]): string =>
  setCookie
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** The mails in a shop's mail folder. */
function mails(shop: Shop): Array<{ to: string; kind: string; subject: string; text: string; link?: string }> {
  const folder = join(shop.dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(readFileSync(join(folder, name), 'utf8')) as {
          to: string;
          kind: string;
          subject: string;
          text: string;
          link?: string;
        },
    );
}

interface Buyer {
  email: string;
  cookie: string;
  uid: string;
}

/** A verified, registered buyer: signs up, follows the mailed link, registers as a contact. */
async function buyer(shop: Shop, label: string): Promise<Buyer> {
  const email = `${label}-${Date.now()}-${process.pid}@example.test`;
  expect(
    (await call(shop, 'POST', '/api/auth/sign-up/email', { body: { email, password: PASSWORD, name: 'Ops Buyer' } }))
      .status,
  ).toBe(200);
  await expect
    .poll(() => mails(shop).find((mail) => mail.to === email && mail.kind === 'verify-email')?.link)
    .toBeTruthy();
  const link = new URL(mails(shop).find((mail) => mail.to === email && mail.kind === 'verify-email')?.link ?? '');
  const verified = await call(shop, 'GET', link.pathname + link.search);
  expect(verified.cookie).toContain('session_token=');
  const contact = await call(shop, 'POST', '/api/contacts', {
    cookie: verified.cookie,
    body: {
      action: 'POST',
      data: {
        first_name: 'Ops',
        last_name: 'Buyer',
        companyName: 'Ops Ltd',
        registrationCompleted: true,
        agreePrivacyPolicy: true,
      },
    },
  });
  expect(contact.status).toBe(201);
  return { email, cookie: verified.cookie, uid: String((contact.json['data'] as { contact_id: string }).contact_id) };
}

const address = {
  address_line_one: '1 Queen Street',
  suburb: 'CBD',
  city: 'Auckland',
  region: 'Auckland',
  postcode: '1010',
  country: 'New Zealand',
};
function placeOrder(shop: Shop, who: Buyer) {
  return call(shop, 'POST', '/api/web-orders', {
    cookie: who.cookie,
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: {
      action: 'POST',
      data: {
        contact: { contact_id: who.uid },
        account: { account_name: 'Ops Ltd', address },
        shipping_address: {
          ...address,
          first_name: 'Ops',
          last_name: 'Buyer',
          companyName: 'Ops Ltd',
          phone: '021 555 0100',
          email: who.email,
        },
        line_items: [
          {
            lineitem_id: 'line-1',
            product: { product_id: 'KCIV-SU-1Y' },
            price: { price_id: 'KCIV-SU-1Y-NZD', currency: 'NZD', amount: '4980.00' },
            quantity: 1,
          },
        ],
        region: 'nz',
      },
    },
  });
}
const orderIdOf = (answer: { json: Record<string, unknown> }): string =>
  String((answer.json['data'] as { weborder_id: string }).weborder_id);

/** `npm run admin -- <args>` against `shop`: its output and exit code. */
async function admin(shop: Shop, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/admin.mjs', ...args], {
      env: { ...process.env, ADMIN_URL: shop.origin, ADMIN_TOKEN },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** The value of one sample of the metrics text (0 when absent). */
function sample(metrics: string, line: string): number {
  const found = metrics.split('\n').find((text) => text.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

test.describe.configure({ mode: 'serial' });

let crm: CrmStandIn;
let main: Shop;
let mainBuyer: Buyer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  crm = await startCrmStandIn();
  const dataDir = scratch('main');
  await rm(dataDir, { recursive: true, force: true });
  main = await startShop(FIRST_PORT, dataDir, { CRM_URL: crm.url, CRM_TOKEN: 'crm-token' });
});

test.afterAll(async () => {
  await Promise.all(shops.map(stopShop));
  await crm.close();
  await Promise.all(shops.map((shop) => rm(shop.dataDir, { recursive: true, force: true })));
});

test('GET /metrics is refused without its token and counts requests with it; each request is one JSON log line with its X-Request-Id', async () => {
  expect((await call(main, 'GET', '/metrics')).status).toBe(401);
  expect(
    (await call(main, 'GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-wrong-token' } })).status,
  ).toBe(401);
  const scrape = async () =>
    (await call(main, 'GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text;
  const healthLine = 'http_requests_total{route="/api/health",method="GET",status="200"}';
  const before = sample(await scrape(), healthLine);
  const requestId = `ops-e2e-${crypto.randomUUID()}`;
  for (let index = 0; index < 3; index++)
    expect(
      (
        await call(main, 'GET', '/api/health', {
          headers: { 'x-request-id': index === 0 ? requestId : `ops-e2e-other-${index}` },
        })
      ).status,
    ).toBe(200);
  await expect.poll(async () => sample(await scrape(), healthLine)).toBe(before + 3);
  const metrics = await scrape();
  for (const name of [
    'http_request_duration_seconds_bucket{le="0.005",route="/api/health",method="GET"}',
    'outbox_messages{state="pending"}',
    'outbox_oldest_pending_age_seconds',
    'nodejs_eventloop_lag_seconds',
    'process_resident_memory_bytes',
    'page_cache_hits_total',
    'page_cache_misses_total',
    'sign_in_lockouts_total',
    'rate_limit_refusals_total',
  ]) {
    expect(metrics).toContain(name);
  }

  await expect.poll(() => main.output().includes(requestId)).toBe(true);
  const line =
    main
      .output()
      .split('\n')
      .find((text) => text.includes(requestId)) ?? '';
  expect(JSON.parse(line)).toMatchObject({
    level: 'info',
    requestId,
    method: 'GET',
    route: '/api/health',
    status: 200,
    msg: 'request',
    time: expect.any(String),
    durationMs: expect.any(Number),
  });
});

test('an order the CRM refuses for good is given up, listed by npm run admin -- outbox --failed, announced to STAFF_EMAIL, and delivered exactly once after retry --all', async () => {
  test.setTimeout(120_000);
  // A refusal retrying cannot help (422) is given up at once; one the CRM keeps answering 503 is given up
  // after OUTBOX_GIVE_UP_AFTER, which tests/api/operations.test.ts times on an injected clock, not here.
  crm.answer = () => 422;
  mainBuyer = await buyer(main, 'ops-giveup');
  const placed = await placeOrder(main, mainBuyer);
  expect(placed.status).toBe(201);
  const order = orderIdOf(placed);

  await expect
    .poll(async () => (await admin(main, ['outbox', '--failed'])).out, { timeout: 60_000 })
    .toContain(`orderNumber=${order}`);
  const listed = (await admin(main, ['outbox', '--failed'])).out;
  expect(listed).toContain('crm:web-orders  to CRM  dead');
  expect(listed).toContain('last error: the CRM answered 422');
  await expect
    .poll(() =>
      mails(main).find(
        (mail) => mail.kind === 'staff-notification' && mail.subject === `Not delivered: web order ${order} to the CRM`,
      ),
    )
    .toBeTruthy();
  const notice = mails(main).find((mail) => mail.subject === `Not delivered: web order ${order} to the CRM`);
  expect(notice?.to).toBe(STAFF_EMAIL);
  expect(notice?.text).toContain('npm run admin -- retry ');

  crm.answer = () => 201;
  const retried = await admin(main, ['retry', '--all']);
  expect(retried.code).toBe(0);
  expect(retried.out).toContain(`orderNumber=${order}`);
  const key = `crm-web-order.${order}`;
  await expect.poll(() => crm.accepted().has(key)).toBe(true);
  await expect
    .poll(async () => (await admin(main, ['outbox', '--pending'])).out)
    .toContain('No pending outbox messages.');
  expect(crm.requests.filter((sent) => sent.key === key && sent.status === 201)).toHaveLength(1);
  expect((await admin(main, ['outbox', '--failed'])).out).not.toContain(order);
});

let restored: Shop;

test('a backup taken during a stream of orders restores into an empty DATA_DIR: every order acknowledged before it is there and the buyer can sign in', async () => {
  test.setTimeout(180_000);
  const acknowledged: string[] = [];
  let streaming = true;
  const stream = async () => {
    while (streaming) {
      const answer = await placeOrder(main, mainBuyer);
      expect(answer.status).toBe(201);
      acknowledged.push(orderIdOf(answer));
    }
  };
  const streams = [stream(), stream()];
  await expect.poll(() => acknowledged.length).toBeGreaterThanOrEqual(4);
  const beforeBackup = [...acknowledged];
  const file = join(scratch('backup'), 'shop.tar.gz');
  await rm(scratch('backup'), { recursive: true, force: true });
  await run('mkdir', ['-p', scratch('backup')]);
  const backup = await admin(main, ['backup', file]);
  expect(backup.out).toContain(`backup written to ${file}`);
  const duringOrAfter = acknowledged.length;
  await expect.poll(() => acknowledged.length).toBeGreaterThan(duringOrAfter);
  streaming = false;
  await Promise.all(streams);

  const target = scratch('restored');
  await rm(target, { recursive: true, force: true });
  const restore = (dataDir: string) =>
    run(process.execPath, ['scripts/db-restore.mjs', file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
  expect((await restore(target)).stdout).toContain('db:restore: restored');
  await expect(restore(target)).rejects.toMatchObject({
    stderr: expect.stringContaining('is not empty: restore only into an empty DATA_DIR'),
  });

  restored = await startShop(FIRST_PORT + 1, target);
  const signedIn = await call(restored, 'POST', '/api/auth/sign-in/email', {
    body: { email: mainBuyer.email, password: PASSWORD },
  });
  expect(signedIn.status).toBe(200);
  const mine = await call(restored, 'GET', '/api/web-orders/mine', { cookie: signedIn.cookie });
  const ids = (mine.json['data'] as Array<{ weborder_id: string }>).map((item) => item.weborder_id);
  for (const id of beforeBackup) expect(ids).toContain(id);
});

test("npm run admin -- invoices --from <date> lists a paid order's tax invoice as CSV for the accounts team", async () => {
  const who = await buyer(main, 'ops-invoice');
  const order = orderIdOf(await placeOrder(main, who));
  const paid = await fetch(`${main.origin}/api/payments/test/${order}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: main.origin, cookie: who.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Ops Buyer', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }),
  });
  expect(paid.status).toBe(303);
  const read = await call(main, 'POST', '/api/web-orders', {
    cookie: who.cookie,
    body: { action: 'GET', data: { weborder_id: order } },
  });
  const invoice = String((read.json['data'] as { invoice_number: string }).invoice_number);
  expect(invoice).toMatch(/^INV-NZ-\d{6}$/);

  const listed = await admin(main, ['invoices', '--from', '2020-01-01']);
  expect(listed.code).toBe(0);
  const rows = listed.out.split('\r\n');
  expect(rows[0]).toBe('invoice_number,issue_date,issued_at,order,buyer,currency,subtotal_excl_gst,gst,total_incl_gst');
  expect(rows.find((row) => row.startsWith(`${invoice},`))).toMatch(
    new RegExp(`,${order},Ops Ltd,NZD,4980\\.00,747\\.00,5727\\.00$`),
  );
  expect(await admin(main, ['invoices'])).toMatchObject({
    code: 1,
    out: expect.stringContaining('invoices needs --from <date>'),
  });
});

test('SIGTERM during a request still being sent: no new connection is taken, the request finishes, the process exits 0', async () => {
  test.setTimeout(60_000);
  const body = JSON.stringify({ email: mainBuyer.email, password: PASSWORD });
  const slow = httpRequest({
    host: HOST,
    port: restored.port,
    method: 'POST',
    path: '/api/auth/sign-in/email',
    agent: false,
    headers: {
      origin: restored.origin,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; cookie: string }>((resolve, reject) => {
    slow.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, cookie: cookieOf(response.headers['set-cookie'] ?? []) }),
      );
    });
    slow.on('error', reject);
  });
  // "100 Continue": the server has the request; its body is not sent yet.
  await new Promise<void>((resolve) => slow.once('continue', resolve));
  restored.child.kill('SIGTERM');
  await expect.poll(() => restored.output().includes('"event":"stop"')).toBe(true);
  await expect
    .poll(
      () =>
        new Promise<string>((resolve) => {
          const socket = connect(restored.port, HOST);
          socket.once('connect', () => {
            socket.destroy();
            resolve('accepted');
          });
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        }),
    )
    .toBe('ECONNREFUSED');
  slow.end(body);
  const answer = await answered;
  expect(answer.status).toBe(200);
  expect(answer.cookie).toContain('session_token=');
  expect(await restored.exited).toBe(0);
  expect(restored.output()).toContain('"event":"stopped","drained":true');
});

test.describe('PostgreSQL stopped and started under a running server', () => {
  test.skip(process.env['SKIP_POSTGRES'] === '1', 'SKIP_POSTGRES=1: this machine runs no PostgreSQL.');
  let postgres: OwnPostgres | undefined;
  test.afterAll(async () => postgres?.destroy());

  test('503 with a message and Retry-After meanwhile, content pages still served, orders succeed again without a restart', async () => {
    test.setTimeout(180_000);
    postgres = await startOwnPostgres(FIRST_PORT + 3);
    const dataDir = scratch('postgres');
    await rm(dataDir, { recursive: true, force: true });
    const shop = await startShop(FIRST_PORT + 2, dataDir, { DATABASE_URL: postgres.url });
    const who = await buyer(shop, 'ops-postgres');
    expect((await placeOrder(shop, who)).status).toBe(201);

    await postgres.stop();
    const away = await placeOrder(shop, who);
    expect(away.status).toBe(503);
    expect(away.json['message']).toBe(
      'The shop cannot reach its database just now. Please try again in a few seconds.',
    );
    expect(away.headers.get('retry-after')).toBe('5');
    expect((await call(shop, 'GET', '/api/health')).status).toBe(503);
    expect((await call(shop, 'GET', '/')).status).toBe(200);
    expect((await call(shop, 'GET', '/products/')).status).toBe(200);

    await postgres.start();
    await expect.poll(async () => (await placeOrder(shop, who)).status, { timeout: 15_000 }).toBe(201);
    expect((await call(shop, 'GET', '/api/health')).status).toBe(200);
    expect(shop.child.exitCode).toBeNull();
  });
});

test('no server log line holds an email address or a password', () => {
  const everything = logs.map((output) => output()).join('\n');
  expect(everything.length).toBeGreaterThan(0);
  expect(everything).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z0-9.-]+/);
  expect(everything).not.toContain(PASSWORD);
});
