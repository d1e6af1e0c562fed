/**
 * The shop's API as the suites drive it: route modules called as the server calls them, a registered
 * customer (signed up through /api/auth, verified, with a contact) and orders from the demo catalogue.
 */
import type { APIRoute } from 'astro';
import { expect } from 'vitest';
import * as resourcesRoute from '../../src/pages/api/account/resources.ts';
import * as contactsRoute from '../../src/pages/api/contacts.ts';
import * as testPayRoute from '../../src/pages/api/payments/test/[weborderId].ts';
import * as webhookRoute from '../../src/pages/api/payments/stripe/webhook.ts';
import * as ordersRoute from '../../src/pages/api/web-orders.ts';
import * as mineRoute from '../../src/pages/api/web-orders/mine.ts';
import {
  apiContext,
  callRoute,
  markVerified,
  signUp as signUpUser,
  TEST_ORIGIN as origin,
  uniqueEmail,
} from './harness.ts';

/** A route module's handlers (the module also exports `prerender`). */
export type Routes = { GET?: APIRoute; POST?: APIRoute; ALL?: APIRoute };
export type Json = Record<string, unknown>;
export const routes = {
  contacts: contactsRoute,
  orders: ordersRoute,
  mine: mineRoute,
  resources: resourcesRoute,
  testPay: testPayRoute,
  webhook: webhookRoute,
} satisfies Record<string, Routes>;

export interface CallOptions {
  cookie?: string | undefined;
  headers?: Record<string, string>;
  clientAddress?: string;
  params?: Record<string, string>;
}

export async function call(
  route: Routes,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers({ origin, ...options.headers });
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  if (options.cookie) headers.set('cookie', options.cookie);
  const payload =
    body === undefined
      ? undefined
      : typeof body === 'string' || body instanceof URLSearchParams
        ? body
        : JSON.stringify(body);
  const request = new Request(new URL(path, origin), {
    method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const handler = route[method] ?? route['ALL'];
  if (!handler) throw new Error(`no ${method} handler`);
  return callRoute(handler, apiContext(request, options.params, options.clientAddress));
}

export async function callJson(
  route: Routes,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<{ status: number; json: Json }> {
  const response = await call(route, method, path, body, options);
  return { status: response.status, json: (await response.json()) as Json };
}

export interface Customer {
  cookie: string;
  uid: string;
  email: string;
}

/** Sign a new user up (unverified, no contact yet). */
export const signUp = (name = 'ann'): Promise<Customer> => signUpUser(uniqueEmail(name));

export const registration = {
  first_name: 'Ann',
  last_name: 'Example',
  companyName: 'Example Ltd',
  registrationCompleted: true,
  agreePrivacyPolicy: true,
};

export async function createContact(customer: Customer): Promise<void> {
  const { status } = await callJson(
    routes.contacts,
    'POST',
    '/api/contacts',
    { action: 'POST', data: registration },
    { cookie: customer.cookie },
  );
  expect(status).toBe(201);
}

/** A verified user with a contact: may order. */
export async function registeredCustomer(name = 'ann'): Promise<Customer> {
  const customer = await signUp(name);
  await markVerified(customer.uid);
  await createContact(customer);
  return customer;
}

export const address = {
  address_line_one: '1 Queen Street',
  suburb: 'CBD',
  city: 'Auckland',
  region: 'Auckland',
  postcode: '1010',
  country: 'New Zealand',
};
let lineNumber = 0;
export const line = (
  product_id: string,
  price_id: string,
  amount: string,
  quantity = 1,
  currency = price_id.slice(-3),
) => ({
  lineitem_id: `line-${++lineNumber}`,
  product: { product_id },
  price: { price_id, currency, amount },
  quantity,
});
export const orderOf = (customer: Customer, line_items: unknown[], region = 'nz') => ({
  contact: { contact_id: customer.uid },
  account: { account_name: 'Example Ltd', address },
  shipping_address: {
    ...address,
    first_name: 'Ann',
    last_name: 'Buyer',
    companyName: 'Example Ltd',
    phone: '021 555 0100',
    email: 'ann@example.com',
  },
  line_items,
  region,
});
/** Kestrel Civil ×2 and a half-day of implementation (demo catalogue, no promotions). */
export const softwareAndService = () => [
  line('KCIV-SU-1Y', 'KCIV-SU-1Y-NZD', '4980.00', 2),
  line('SVC-IMPL-HALF', 'SVC-IMPL-HALF-NZD', '950.00'),
];

export const placeOrder = (
  customer: Customer,
  line_items: unknown[],
  options: { region?: string; key?: string } = {},
) =>
  callJson(
    routes.orders,
    'POST',
    '/api/web-orders',
    { action: 'POST', data: orderOf(customer, line_items, options.region) },
    { cookie: customer.cookie, headers: options.key ? { 'idempotency-key': options.key } : {} },
  );

/** Pays an order on the test payment page's form handler with `number`. */
export const payWithCard = (customer: Customer | undefined, id: string, number: string) =>
  call(
    routes.testPay,
    'POST',
    `/api/payments/test/${id}`,
    new URLSearchParams({ name: 'Ann Example', number, expiry: '12/39', cvc: '123' }),
    {
      cookie: customer?.cookie,
      params: { weborderId: id },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  );
