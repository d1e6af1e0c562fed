import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { createTestDatabase } from '../support/postgres.ts';

/**
 * Scale-out: two server processes on one PostgreSQL serve the same site. Both run the demo
 * build Playwright already made (test-results/sites/demo) with the same DATABASE_URL and AUTH_SECRET,
 * each with a data folder of its own; nothing a second instance needs is kept in one process's memory:
 * a session made on one is valid on the other, the per-address sign-in limit counts across both, and
 * one order sent to both with the same Idempotency-Key makes one order.
 */

const HOST = '127.0.0.1';
/** The two instances' ports: 27350 and the next, or E2E_SCALE_PORT and the next (to run beside another checkout). */
const FIRST_PORT = Number(process.env.E2E_SCALE_PORT ?? 27350);
const PORTS = [FIRST_PORT, FIRST_PORT + 1] as const;
const SECRET = 'scale-out-test-secret-0123456789-abcdefghij';

test.skip(
  process.env['SKIP_POSTGRES'] === '1',
  'SKIP_POSTGRES=1: this machine runs no PostgreSQL, so there is nothing to scale out on.',
);

const dataDirs = PORTS.map((port) => join('test-results', 'data', `scale-out-${port}`));
const origin = `http://${HOST}:${PORTS[0]}`;
const servers: ChildProcess[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

/** Starts `scripts/serve.mjs` on `port`; resolves once it listens (it warms up first). */
function startInstance(port: number, dataDir: string, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--dir', 'test-results/sites/demo'], {
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      AUTH_SECRET: SECRET,
      AUTH_BASE_URL: origin,
      CONTENT_DATASET: 'content/dataset.ndjson',
      AUTH_RATE_LIMIT_MULTIPLIER: '20',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serve:') && output.includes(`:${port}/`)) resolve(child);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`instance on ${port} exited (${code}): ${output}`)));
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const database = await createTestDatabase('tasman_scale');
  dropDatabase = database.drop;
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  // One after the other, as a rolling deployment starts them: the second finds the migrations applied.
  for (const [index, port] of PORTS.entries())
    servers.push(await startInstance(port, dataDirs[index] ?? '', database.url));
});

test.afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((done) => {
          if (server.exitCode === null) server.once('exit', done);
          else done(undefined);
        }),
    ),
  );
  await dropDatabase?.();
});

/** A client of one instance that presents itself as the site's own page (Origin = the public origin). */
const client = (port: number, cookie = ''): Promise<APIRequestContext> =>
  request.newContext({
    baseURL: `http://${HOST}:${port}`,
    extraHTTPHeaders: { origin, ...(cookie ? { cookie } : {}) },
  });

const cookieOf = (setCookie: string[]): string =>
  setCookie
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** The verification link mailed to `email` by whichever instance sent it (each has its own outbox). */
function verificationLink(email: string): string {
  for (const dir of dataDirs) {
    const outbox = join(dir, 'outbox');
    const names = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.json')) : [];
    for (const name of names) {
      const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { to: string; kind: string; link?: string };
      if (mail.to === email && mail.kind === 'verify-email' && mail.link) return mail.link;
    }
  }
  throw new Error(`no verification mail to ${email}`);
}

test('the per-address sign-in limit counts attempts made on either instance (5 a minute)', async () => {
  const [a, b] = PORTS;
  const email = `limit-${Date.now()}@example.test`;
  const attempts: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const api = await client(attempt % 2 === 0 ? a : b);
    attempts.push(
      (await api.post('/api/auth/sign-in/email', { data: { email, password: 'WrongPassword1' } })).status(),
    );
  }
  expect(attempts.slice(0, 5).every((status) => status === 401)).toBe(true);
  expect(attempts[5]).toBe(429);
});

test('a session made on one instance is valid on the other, and one order sent to both is made once', async () => {
  const [a, b] = PORTS;
  const email = `scale-${Date.now()}@example.test`;
  // Sign up on instance A (which mails the link and signs nobody in); the link, followed through
  // instance B, verifies the address and signs the person in there.
  const signUp = await (
    await client(a)
  ).post('/api/auth/sign-up/email', { data: { email, password: 'Str0ngPassword', name: 'Ann Scale' } });
  expect(signUp.status()).toBe(200);
  const verifyUrl = new URL(verificationLink(email));
  const verified = await (await client(b)).get(verifyUrl.pathname + verifyUrl.search, { maxRedirects: 0 });
  expect(verified.status()).toBeLessThan(400);
  const cookie = cookieOf(
    verified
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value),
  );
  expect(cookie).toContain('session_token=');

  // The session made by instance B works on both, with the verification it recorded.
  const onA = await client(a, cookie);
  const onB = await client(b, cookie);
  const session = (await (await onA.get('/api/auth/get-session')).json()) as {
    user: { email: string; emailVerified: boolean };
  };
  expect(session.user).toMatchObject({ email, emailVerified: true });
  const contact = await onA.post('/api/contacts', {
    data: {
      action: 'POST',
      data: {
        first_name: 'Ann',
        last_name: 'Scale',
        companyName: 'Scale Ltd',
        registrationCompleted: true,
        agreePrivacyPolicy: true,
      },
    },
  });
  expect(contact.status()).toBe(201);
  const uid = ((await contact.json()) as { data: { contact_id: string } }).data.contact_id;

  const address = {
    address_line_one: '1 Queen Street',
    suburb: 'CBD',
    city: 'Auckland',
    region: 'Auckland',
    postcode: '1010',
    country: 'New Zealand',
  };
  const order = {
    contact: { contact_id: uid },
    account: { account_name: 'Scale Ltd', address },
    shipping_address: {
      ...address,
      first_name: 'Ann',
      last_name: 'Scale',
      companyName: 'Scale Ltd',
      phone: '021 555 0100',
      email,
    },
    line_items: [
      {
        lineitem_id: 'line-1',
        product: { product_id: 'KCIV-SU-1Y' },
        price: { price_id: 'KCIV-SU-1Y-NZD', currency: 'NZD', amount: '4980.00' },
        quantity: 2,
      },
    ],
    region: 'nz',
  };
  const key = crypto.randomUUID();
  const send = (api: APIRequestContext) =>
    api.post('/api/web-orders', { data: { action: 'POST', data: order }, headers: { 'idempotency-key': key } });
  const answers = await Promise.all([send(onA), send(onB), send(onA), send(onB)]);
  const ids = await Promise.all(
    answers.map(async (answer) => {
      expect([200, 201]).toContain(answer.status());
      return ((await answer.json()) as { data: { weborder_id: string } }).data.weborder_id;
    }),
  );
  expect(new Set(ids).size).toBe(1);
  expect(answers.filter((answer) => answer.status() === 201)).toHaveLength(1);

  for (const api of [onA, onB]) {
    const mine = (await (await api.get('/api/web-orders/mine')).json()) as { data: { weborder_id: string }[] };
    expect(mine.data.map((item) => item.weborder_id)).toEqual([ids[0]]);
  }
});
