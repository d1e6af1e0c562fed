import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateCorpus, HOSTILE_PATHS, type BodyEndpoint, type HostileRequest } from './corpus.ts';
import { nextVisitor, outboxOf, send, startTarget, type Answer, type HostileTarget } from './server.ts';

/**
 * The hostile-input attack (docs/security.md) kept as a suite: a generated corpus of well over 1,000 malformed requests over
 * every endpoint (tests/security/corpus.ts) against the built server, through its wrapper
 * (tests/security/server.ts). Every answer must be below 500; every /api and search answer JSON with
 * a `message` when it is an error; no answer may carry a stack trace; and the server's log must hold
 * no SQL and none of the personal data sent. The counts are printed.
 */

let target: HostileTarget;
let cookie = '';
let customerId = '';

test.describe.configure({ mode: 'serial' });

/** The newest link of `kind` mailed to `email` (the outbox is one JSON file per mail). */
function mailedLink(email: string, kind: string): string | undefined {
  const folder = outboxOf(target);
  const names = (() => {
    try {
      return readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      return [];
    }
  })();
  for (const name of names) {
    const mail = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { to?: string; kind?: string; link?: string };
    if (mail.to === email && mail.kind === kind) return mail.link;
  }
  return undefined;
}

const json = (body: unknown) => JSON.stringify(body);
const sessionCookie = (answer: Answer): string =>
  [answer.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** A signed-up, verified customer with a contact: the signed-in endpoints read their bodies for them. */
async function registeredCustomer(): Promise<void> {
  const email = `hostile-${Date.now()}@example.com`;
  const visitor = nextVisitor();
  const signedUp = await send(
    target,
    'POST',
    '/api/auth/sign-up/email',
    json({ email, password: 'Secret123', name: 'Hostile Tester' }),
    { 'content-type': 'application/json', 'x-forwarded-for': visitor },
  );
  expect(signedUp.status).toBe(200);
  customerId = (JSON.parse(signedUp.body) as { user: { id: string } }).user.id;
  await expect.poll(() => mailedLink(email, 'verify-email')).toBeTruthy();
  const link = new URL(mailedLink(email, 'verify-email') ?? '');
  const verified = await send(target, 'GET', `${link.pathname}${link.search}`, undefined, {
    'x-forwarded-for': visitor,
  });
  expect(verified.status).toBe(302);
  cookie = sessionCookie(verified) || sessionCookie(signedUp);
  const contact = await send(target, 'POST', '/api/contacts', json({ action: 'POST', data: registration }), {
    'content-type': 'application/json',
    cookie,
    'x-forwarded-for': visitor,
  });
  expect(contact.status).toBe(201);
}

const registration = {
  first_name: 'Ann',
  last_name: 'Example',
  companyName: 'Example Ltd',
  registrationCompleted: true,
  agreePrivacyPolicy: true,
};
const address = {
  address_line_one: '1 Queen Street',
  suburb: 'CBD',
  city: 'Auckland',
  region: 'Auckland',
  postcode: '1010',
  country: 'New Zealand',
};

/** Each endpoint with a body it accepts (the corpus breaks one value of it at a time). */
function endpoints(): BodyEndpoint[] {
  const order = {
    contact: { contact_id: customerId },
    account: { account_name: 'Example Ltd', address, registered_business_no: '123' },
    shipping_address: {
      ...address,
      first_name: 'Ann',
      last_name: 'Buyer',
      companyName: 'Example Ltd',
      phone: '021 555 0100',
      email: 'ann@example.com',
    },
    line_items: [
      {
        lineitem_id: 'line-1',
        product: { product_id: 'SVC-IMPL-HALF' },
        price: { price_id: 'SVC-IMPL-HALF-NZD', currency: 'NZD', amount: '950.00' },
        quantity: 1,
      },
    ],
    region: 'nz',
  };
  return [
    {
      method: 'POST',
      path: '/api/forms',
      signedIn: false,
      body: {
        formId: 'form-contact-enquiry',
        pageUri: `${target.origin}/get-in-touch/`,
        hiddenValue: 'website-contact',
        fields: {
          first_name: 'Ann',
          last_name: 'Example',
          email: 'ann@example.com',
          phone: '021 555 0100',
          company: 'Example Ltd',
          country: 'New Zealand',
          enquiry_type: 'Training',
          message: 'Please call.',
          privacy_consent: true,
          marketing_opt_in: false,
        },
      },
    },
    {
      method: 'POST',
      path: '/api/forms',
      signedIn: false,
      body: {
        formId: 'form-webinar-registration',
        blogId: 'blog-webinar-strata-bim-for-small-practices',
        fields: {
          first_name: 'Ann',
          last_name: 'Example',
          email: 'ann@example.com',
          company: 'X',
          privacy_consent: true,
        },
      },
    },
    {
      method: 'POST',
      path: '/api/vitals',
      signedIn: false,
      body: { template: 'product', region: 'nz', metrics: { LCP: 1234.5, INP: 80, CLS: 0.02, FCP: 640, TTFB: 120 } },
    },
    {
      method: 'POST',
      path: '/1/indexes/*/queries',
      signedIn: false,
      body: { requests: [{ indexName: 'site', params: 'query=kest&hitsPerPage=9', facetFilters: [['kind:product']] }] },
    },
    {
      method: 'POST',
      path: '/1/indexes/site/query',
      signedIn: false,
      body: { query: 'kestrel civil', hitsPerPage: 5, filters: 'kind:product' },
    },
    {
      method: 'POST',
      path: '/1/indexes/site/facets/kind/query',
      signedIn: false,
      body: { facetQuery: 'pro', maxFacetHits: 5 },
    },
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      signedIn: false,
      body: { email: 'new@example.com', password: 'Secret123', name: 'Ann Example', callbackURL: '/app/account' },
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      signedIn: false,
      body: { email: 'ann@example.com', password: 'Secret123', rememberMe: true },
    },
    {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      signedIn: false,
      body: { email: 'ann@example.com', redirectTo: '/app/reset-password' },
    },
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      signedIn: false,
      body: { newPassword: 'Secret1234', token: 'abc' },
    },
    {
      method: 'POST',
      path: '/api/auth/send-verification-email',
      signedIn: false,
      body: { email: 'ann@example.com', callbackURL: '/app' },
    },
    {
      method: 'POST',
      path: '/api/contacts',
      signedIn: true,
      body: {
        action: 'POST',
        data: {
          ...registration,
          phone: '021',
          city: 'Auckland',
          country: 'NZ',
          job_title: 'Engineer',
          subscribeNewsletter: false,
        },
      },
    },
    {
      method: 'POST',
      path: '/api/contacts',
      signedIn: true,
      body: { action: 'GET', data: { contact_id: customerId } },
    },
    {
      method: 'PUT',
      path: '/api/account/user',
      signedIn: true,
      body: {
        data: {
          ...registration,
          city: 'Auckland',
          marketingInfo: { consent: true, at: '2026-01-01' },
          mobilephone: '021',
        },
      },
    },
    { method: 'POST', path: '/api/web-orders', signedIn: true, body: { action: 'POST', data: order } },
    {
      method: 'POST',
      path: '/api/web-orders',
      signedIn: true,
      body: { action: 'GET', data: { weborder_id: 'WO-AAAAAAAA' } },
    },
    {
      method: 'POST',
      path: '/api/payments/stripe/webhook',
      signedIn: false,
      body: { id: 'evt_1', type: 'checkout.session.completed' },
    },
    { method: 'POST', path: '/api/auth/reauthenticate', signedIn: true, body: { password: 'Wrong1234' } },
    {
      method: 'POST',
      path: '/api/auth/change-email',
      signedIn: true,
      body: { newEmail: 'other@example.com', callbackURL: '/app/account/' },
    },
    {
      method: 'POST',
      path: '/api/auth/change-password',
      signedIn: true,
      body: { currentPassword: 'Wrong1234', newPassword: 'Secret12345', revokeOtherSessions: false },
    },
  ];
}

const PATHS = [
  '/',
  '/products/',
  '/search',
  '/pay/WO-AAAAAAAA',
  '/api/forms',
  '/api/vitals',
  '/api/contacts',
  '/api/web-orders',
  '/api/web-orders/mine',
  '/api/account/user',
  '/api/account/resources',
  '/api/values',
  '/api/health',
  '/api/auth/get-session',
  '/api/auth/sign-in/email',
  '/api/payments/stripe/webhook',
  '/api/payments/test/WO-AAAAAAAA',
  '/1/indexes/*/queries',
  '/1/indexes/site/query',
  '/api/account/sessions',
  '/api/account/sessions/AAAAAAAA',
  '/api/admin/auth-events',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'TRACK', 'PROPFIND', 'CONNECT'];

/** A stack frame, a file of the server, or a Node/database error's own words. */
const LEAK = /\n\s+at \S+ \(|node_modules|\/work\/|\.ts:\d+|Failed query|syntax error at|invalid byte sequence/;

/** What is wrong with an answer, or undefined. */
function problemWith(request: HostileRequest, answer: Answer): string | undefined {
  if (answer.status >= 500) return `${answer.status}`;
  if (request.kind === 'huge' && answer.status !== 413)
    return `${answer.status} instead of 413 for a body over every limit`;
  if (LEAK.test(answer.body)) return 'leaks server internals';
  const api = /^\/(api|1)(\/|$)/.test(request.path);
  if (!api || request.method === 'HEAD' || answer.status < 400) return undefined;
  if (!String(answer.headers['content-type'] ?? '').includes('application/json')) return `${answer.status} is not JSON`;
  try {
    const body = JSON.parse(answer.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? undefined : `${answer.status} has no message`;
  } catch {
    return `${answer.status} body is not JSON`;
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  target = await startTarget('corpus');
  await registeredCustomer();
});

test.afterAll(async () => {
  await target.stop();
});

test('a generated corpus of hostile requests: no 5xx, every API error JSON with a message, no traces, nothing personal logged', async () => {
  test.setTimeout(600_000);
  const corpus = [
    ...generateCorpus(endpoints(), PATHS, METHODS),
    ...HOSTILE_PATHS.map((path): HostileRequest => ({ kind: 'path', method: 'GET', path, signedIn: true })),
  ];
  expect(corpus.length).toBeGreaterThanOrEqual(1000);
  const statuses = new Map<number, number>();
  const kinds = new Map<string, number>();
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < corpus.length) {
      const request = corpus[next++];
      if (!request) break;
      const headers: Record<string, string> = { 'x-forwarded-for': nextVisitor(), ...request.headers };
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      if (request.signedIn) headers['cookie'] = cookie;
      const answer = await send(target, request.method, request.path, request.body, headers).catch(
        (error: unknown) => ({ status: 0, headers: {}, body: String(error) }),
      );
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
      const problem = answer.status === 0 ? `no answer: ${answer.body}` : problemWith(request, answer);
      if (problem)
        failures.push(
          `${request.method} ${request.path} ${String(request.body ?? '').slice(0, 120)} -> ${problem}: ${answer.body.slice(0, 200)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `security corpus: ${corpus.length} requests (${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ')}); answers ${byStatus}; ${failures.length} failed`,
  );
  expect(failures.slice(0, 20)).toEqual([]);
  expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);

  // Nothing of what was sent reached the log: no SQL statement, no parameters, no address or name (the
  // development outbox does log whom each mail goes to, as it did before).
  const log = target.log();
  expect(log).not.toMatch(/Failed query|insert into|params:|Queen Street|Hostile Tester/i);
});
