import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import * as openApiRoute from '../../src/pages/api/openapi.json.ts';
import * as healthRoute from '../../src/pages/api/health.ts';
import * as valuesRoute from '../../src/pages/api/values.ts';
import * as locationRoute from '../../src/pages/api/location.ts';
import * as userRoute from '../../src/pages/api/account/user.ts';
import * as authRoute from '../../src/pages/api/auth/[...all].ts';
import * as contentWebhookRoute from '../../src/pages/api/content/webhook.ts';
import * as searchRoute from '../../src/pages/1/indexes/[...rest].ts';
import { checkoutDetailsSchema, orderPayload } from '../../src/features/checkout/details.ts';
import type { CartLine } from '../../src/lib/store/types.ts';
import { openApiChecker } from './openapi-check.ts';
import {
  apiContext,
  callRoute,
  jsonRequest,
  nextClientAddress,
  offTheDocument,
  onEachDatabase,
  TEST_ORIGIN,
} from './harness.ts';
import {
  callJson,
  orderOf,
  placeOrder,
  registeredCustomer,
  routes,
  softwareAndService,
  type Customer,
} from './shop.ts';

/**
 * GET /api/openapi.json (docs/api.md): an OpenAPI 3.1 document that Redocly's linter
 * passes without an error, that a real web-order body validates against (and one without line items
 * does not), and that every endpoint's real requests and answers keep to: this suite calls each
 * endpoint once through the harness's recorder (the other suites' traffic is checked the same way
 * after each of them) and checks what it recorded.
 */

type Document = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, unknown>;
  components: Record<string, unknown>;
};

async function servedDocument(): Promise<Document> {
  const response = await callRoute(
    openApiRoute.GET,
    apiContext(new Request(new URL('/api/openapi.json', TEST_ORIGIN))),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as Document;
}

/** A validator of one component schema of `document` (JSON Schema 2020-12, as OpenAPI 3.1 says). */
function componentValidator(document: Document, name: string) {
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema({ $id: 'https://tasman.test/openapi.json', components: document.components });
  return ajv.compile({ $ref: `https://tasman.test/openapi.json#/components/schemas/${name}` });
}

const call = (handler: APIRoute | undefined, request: Request, params: Record<string, string> = {}) => {
  if (!handler) throw new Error('no handler');
  return callRoute(handler, apiContext(request, params, nextClientAddress()));
};
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(new URL(path, TEST_ORIGIN), { headers });
const search = (rest: string, body: string) =>
  call(
    searchRoute.POST,
    new Request(new URL(`/1/indexes/${rest}`, TEST_ORIGIN), {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain' },
    }),
    { rest },
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every route file of src/pages/api and the search paths', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/values',
        '/api/location',
        '/api/openapi.json',
        '/api/account/user',
        '/api/account/resources',
        '/api/contacts',
        '/api/web-orders',
        '/api/web-orders/mine',
        '/api/forms',
        '/api/vitals',
        '/api/gated/{blogId}',
        '/api/gated-files/{file}',
        '/api/content/webhook',
        '/api/payments/stripe/webhook',
        '/api/payments/test/{weborderId}',
        '/api/auth/sign-up/email',
        '/api/auth/sign-in/email',
        '/api/auth/sign-out',
        '/api/auth/get-session',
        '/api/auth/send-verification-email',
        '/api/auth/request-password-reset',
        '/api/auth/reset-password',
        '/api/auth/verify-email',
        '/api/auth/sign-in/social',
        '/1/indexes/*/queries',
        '/1/indexes/{indexName}/query',
        '/1/indexes/{indexName}/facets/{facetName}/query',
      ]),
    );
  });

  it("passes Redocly's linter (recommended rules) without an error", async () => {
    const document = await servedDocument();
    const folder = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document, null, 2));
      // No telemetry and no update check: the lint runs offline.
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      const run = spawnSync(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--format=json'], {
        encoding: 'utf8',
        env,
      });
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number };
        problems: { severity: string; ruleId: string; message: string }[];
      };
      expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("says a real web-order body is valid (the checkout's own, and the one the suites place), and one without line items is not", async () => {
    const valid = componentValidator(await servedDocument(), 'WebOrdersBody');
    const details = checkoutDetailsSchema.parse({
      account_name: 'Kowhai Engineering',
      registered_business_no: '',
      billToDelivery: true,
      delivery: {
        first_name: 'Ann',
        last_name: 'Buyer',
        companyName: 'Kowhai Engineering',
        phone: '021 555 0100',
        email: 'ann@example.com',
        address_line_one: '1 Queen Street',
        address_line_two: '',
        suburb: 'CBD',
        city: 'Auckland',
        region: 'Auckland',
        postcode: '1010',
        country: 'New Zealand',
      },
      billing: {
        address_line_one: '',
        address_line_two: '',
        suburb: '',
        city: '',
        region: '',
        postcode: '',
        country: '',
      },
    });
    const cartLine: CartLine = {
      lineitem_id: 'line-1',
      _key: 'key-1',
      quantity: 2,
      title: 'Kestrel Civil',
      product: { product_id: 'KCIV-SU-1Y', product_family_id: 'fam', product_category: 'Software' },
      price: { currency: 'NZD', amount: '4980.00', price_id: 'KCIV-SU-1Y-NZD', metadata: { is_promo: false } },
    };
    const fromCheckout = { action: 'POST', data: orderPayload([cartLine], details, 'uid-1', 'nz') };
    const fromSuites = {
      action: 'POST',
      data: orderOf({ uid: 'uid-1', cookie: '', email: 'ann@example.com' }, softwareAndService()),
    };
    for (const body of [fromCheckout, fromSuites]) expect(valid(body), JSON.stringify(valid.errors)).toBe(true);
    const { line_items: _dropped, ...withoutLines } = fromCheckout.data;
    expect(valid({ action: 'POST', data: withoutLines })).toBe(false);
    expect(valid({ action: 'POST', data: { ...fromCheckout.data, line_items: [] } })).toBe(false);
  });

  it('refuses what the endpoints do not do: an undocumented status, path or field, a body off its schema, a 405 without Allow', () => {
    const { check } = openApiChecker();
    const json = {
      method: 'POST',
      requestType: 'application/json',
      responseType: 'application/json; charset=utf-8',
      responseHeaders: {},
      requestText: '',
    };
    const order = JSON.stringify({ action: 'GET', data: { weborder_id: 'WO-1' } });
    expect(
      check({
        ...json,
        url: '/api/web-orders',
        requestText: order,
        status: 200,
        responseText: '{"data":{"weborder_id":"WO-1"}}',
      }),
    ).toEqual([expect.stringContaining("must have required property 'status'")]);
    expect(
      check({
        ...json,
        url: '/api/web-orders',
        requestText: '{"action":"POST","data":{}}',
        status: 201,
        responseText: '{"message":"x"}',
      }),
    ).toEqual(expect.arrayContaining([expect.stringContaining("required property 'contact'")]));
    expect(check({ ...json, url: '/api/web-orders', status: 418, responseText: '{}' })).toEqual([
      'status 418 is not documented for POST /api/web-orders',
    ]);
    expect(
      check({ ...json, method: 'GET', url: '/api/web-orders', status: 405, responseText: '{"message":"no"}' }),
    ).toEqual(['the answer lacks the documented Allow header']);
    expect(
      check({
        ...json,
        method: 'GET',
        url: '/api/health',
        status: 200,
        responseText: '{"data":{"status":"ready","extra":1}}',
      }),
    ).toEqual([expect.stringContaining('additional properties')]);
    expect(check({ ...json, method: 'GET', url: '/api/nowhere', status: 200, responseText: '{}' })).toEqual([
      '/api/nowhere is not in the document',
    ]);
  });
});

onEachDatabase(() => {
  describe("every endpoint's real requests and answers keep to the document", () => {
    let customer: Customer;

    it('site, accounts, orders, identity, webhooks and search', async () => {
      await call(healthRoute.GET, get('/api/health'));
      await call(valuesRoute.GET, get('/api/values'));
      await call(valuesRoute.ALL, new Request(new URL('/api/values', TEST_ORIGIN), { method: 'DELETE' }));
      await call(locationRoute.GET, get('/api/location?lat=-36.85&lon=174.76'));
      await call(locationRoute.GET, get('/api/location?lat=north'));
      await call(openApiRoute.ALL, jsonRequest('POST', '/api/openapi.json', {}));

      customer = await registeredCustomer('openapi');
      const cookie = { cookie: customer.cookie };
      await call(userRoute.GET, get('/api/account/user', cookie));
      await call(
        userRoute.PUT,
        jsonRequest('PUT', '/api/account/user', { data: { first_name: 'Ann', city: 'Auckland' } }, cookie),
      );
      await call(userRoute.GET, get('/api/account/user', cookie));
      await call(userRoute.PUT, jsonRequest('PUT', '/api/account/user', { data: { first_name: 'Ann' } }));
      await callJson(
        routes.contacts,
        'POST',
        '/api/contacts',
        { action: 'GET', data: { contact_id: customer.uid } },
        cookie,
      );
      const placed = await placeOrder(customer, softwareAndService());
      expect(placed.status).toBe(201);
      const id = (placed.json['data'] as { weborder_id: string }).weborder_id;
      await placeOrder(customer, [
        {
          lineitem_id: 'x',
          product: { product_id: 'NOPE' },
          price: { price_id: 'NOPE-NZD', currency: 'NZD', amount: '1.00' },
          quantity: 1,
        },
      ]);
      await callJson(routes.orders, 'POST', '/api/web-orders', { action: 'GET', data: { weborder_id: id } }, cookie);
      await callJson(
        routes.orders,
        'POST',
        '/api/web-orders',
        { action: 'GET', data: { weborder_id: 'W-NONE' } },
        cookie,
      );
      await callJson(routes.orders, 'POST', '/api/web-orders', { action: 'POST', data: {} }, cookie);
      await callJson(routes.mine, 'GET', '/api/web-orders/mine', undefined, cookie);
      await callJson(routes.resources, 'GET', '/api/account/resources', undefined, cookie);

      await call(authRoute.ALL, get('/api/auth/get-session', cookie));
      await call(authRoute.ALL, get('/api/auth/get-session'));
      await call(
        authRoute.ALL,
        jsonRequest('POST', '/api/auth/request-password-reset', {
          email: customer.email,
          redirectTo: '/app/reset-password/',
        }),
      );
      await call(
        authRoute.ALL,
        jsonRequest('POST', '/api/auth/send-verification-email', {
          email: customer.email,
          callbackURL: '/app/?verified=1',
        }),
      );
      await call(
        authRoute.ALL,
        jsonRequest('POST', '/api/auth/sign-in/email', { email: customer.email, password: 'wrong-password' }),
      );
      await call(authRoute.ALL, jsonRequest('POST', '/api/auth/sign-out', {}, cookie));

      await call(contentWebhookRoute.POST, jsonRequest('POST', '/api/content/webhook', { _id: 'x' }));
      await call(
        routes.webhook.POST,
        jsonRequest('POST', '/api/payments/stripe/webhook', { id: 'evt', type: 'x', data: { object: {} } }),
      );

      await search(
        '*/queries',
        JSON.stringify({
          requests: [
            { indexName: 'site', params: 'query=kestrel&hitsPerPage=2&facets=%5B%22kind%22%5D' },
            { indexName: 'site', type: 'facet', facet: 'kind', params: 'facetQuery=pro' },
          ],
        }),
      );
      await search('*/queries', JSON.stringify({ requests: [{ indexName: 'site', params: 'nonsense=1' }] }));
      await search('site/query', JSON.stringify({ params: 'query=strata' }));
      await search('site/facets/kind/query', JSON.stringify({ facetQuery: 'prod' }));
      await search('other/query', '{}');

      expect(offTheDocument()).toEqual([]);
    });
  });
});
