import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { markVerified, onEachDatabase, type SuiteDatabase } from './harness.ts';
import {
  call,
  callJson,
  createContact,
  orderOf,
  payWithCard,
  placeOrder,
  registeredCustomer,
  routes,
  signUp,
  softwareAndService,
  line,
  type Customer,
  type Json,
} from './shop.ts';

/**
 * POST /api/web-orders, GET /api/web-orders/mine, the test payment form handler and the Stripe webhook
 * (docs/orders.md), through their route modules as the server runs them, on each database
 * (tests/api/harness.ts) and the demo catalogue (content/dataset.ndjson). Users sign up through
 * /api/auth; "verifying" an email sets auth_user.email_verified directly, as following the mailed link would.
 */

const myOrders = async (customer: Customer): Promise<Json[]> =>
  (await callJson(routes.mine, 'GET', '/api/web-orders/mine', undefined, { cookie: customer.cookie })).json[
    'data'
  ] as Json[];

onEachDatabase((database: SuiteDatabase) => {
  describe('POST /api/web-orders {action: POST}', () => {
    it('answers 401 without a session and 405 to other methods', async () => {
      expect(
        (
          await callJson(routes.orders, 'POST', '/api/web-orders', {
            action: 'GET',
            data: { weborder_id: 'WO-AAAAAAAA' },
          })
        ).status,
      ).toBe(401);
      expect((await call(routes.orders, 'GET', '/api/web-orders')).status).toBe(405);
    });

    it('prices the order from the catalogue, stores it as processing and answers 201 with totals and the payment link', async () => {
      const ann = await registeredCustomer();
      const { status, json } = await placeOrder(ann, softwareAndService());
      expect(status).toBe(201);
      const order = json['data'] as Json;
      expect(order['weborder_id']).toMatch(/^WO-[A-Z0-9]{8}$/);
      expect(order).toMatchObject({
        status: 'processing',
        currency: 'NZD',
        contact: { contact_id: ann.uid },
        subtotal: '10910.00',
        gst: '1636.50',
        total: '12546.50',
        payment_link: `/pay/${String(order['weborder_id'])}`,
      });
      expect((order['line_items'] as Json[]).map((item) => item['line_total'])).toEqual(['9960.00', '950.00']);
      // Each line names its variant, as the catalogue titles it (/app/orders lists the lines).
      expect((order['line_items'] as Json[]).map((item) => item['title'])).toEqual([
        'Kestrel Civil, single user, 1 year',
        expect.stringMatching(/\S/),
      ]);

      const read = await callJson(
        routes.orders,
        'POST',
        '/api/web-orders',
        { action: 'GET', data: { weborder_id: order['weborder_id'] } },
        { cookie: ann.cookie },
      );
      expect(read).toEqual({ status: 200, json: { data: order } });
      expect((await myOrders(ann)).map((mine) => mine['weborder_id'])).toEqual([order['weborder_id']]);
      // The resources record (docs/requirements.md#contact-and-resources) lists the same orders, which the sign-in flow loads into the store.
      const resources = await callJson(routes.resources, 'GET', '/api/account/resources', undefined, {
        cookie: ann.cookie,
      });
      expect(resources.json['data']).toMatchObject({ contact_id: ann.uid, orders: [order] });
    });

    it('prices AU hardware with the 20 AUD flat freight and 10% GST, and requires the freight line', async () => {
      const ann = await registeredCustomer();
      const hardware = () => line('HW7-32', 'HW7-32-AUD', '4499.00');
      const { status, json } = await placeOrder(
        ann,
        [hardware(), line('FREIGHT-DROPSHIP', 'FREIGHT-DROPSHIP-AUD', '20.00')],
        { region: 'au' },
      );
      expect(status).toBe(201);
      expect(json['data']).toMatchObject({ currency: 'AUD', subtotal: '4519.00', gst: '451.90', total: '4970.90' });

      const missing = await placeOrder(ann, [hardware()], { region: 'au' });
      expect(missing.status).toBe(422);
      expect(missing.json['problems']).toEqual([
        { lineitem_id: null, message: expect.stringContaining('20.00 AUD') as unknown },
      ]);
    });

    it('refuses a tampered price and an unknown product with 422, naming each line', async () => {
      const ann = await registeredCustomer();
      const tampered = line('KCIV-SU-1Y', 'KCIV-SU-1Y-NZD', '49.80');
      const unknown = line('NO-SUCH-PRODUCT', 'NO-SUCH-PRODUCT-NZD', '10.00');
      const { status, json } = await placeOrder(ann, [
        tampered,
        unknown,
        line('SVC-IMPL-HALF', 'SVC-IMPL-HALF-NZD', '950.00'),
      ]);
      expect(status).toBe(422);
      expect(json['message']).toBe(
        'Some items in your order could not be accepted. Please check the problems listed and try again.',
      );
      expect(json['problems']).toEqual([
        {
          lineitem_id: tampered.lineitem_id,
          message: expect.stringContaining('does not match our price (4980.00)') as unknown,
        },
        {
          lineitem_id: unknown.lineitem_id,
          message: expect.stringContaining('NO-SUCH-PRODUCT is not in our catalogue') as unknown,
        },
      ]);
      expect(await myOrders(ann)).toEqual([]);
    });

    it('refuses a hidden variant and a price in the other region’s currency', async () => {
      const ann = await registeredCustomer();
      const hidden = await placeOrder(ann, [
        line('HW7-16', 'HW7-16-NZD', '3599.00'),
        line('FREIGHT-DROPSHIP', 'FREIGHT-DROPSHIP-NZD', '25.00'),
      ]);
      expect(hidden.status).toBe(422);
      expect(JSON.stringify(hidden.json['problems'])).toContain('no longer available');
      const aud = await placeOrder(ann, [line('KCIV-SU-1Y', 'KCIV-SU-1Y-AUD', '4550.00')], { region: 'nz' });
      expect(aud.status).toBe(422);
      expect(JSON.stringify(aud.json['problems'])).toContain('this order is in NZD');
    });

    it('refuses, per line, a product not offered in the order’s region (AU-only Conduit MEP in NZD)', async () => {
      const ann = await registeredCustomer();
      const mep = line('CMEP-SUB-1Y', 'CMEP-SUB-1Y-NZD', '4650.00');
      const { status, json } = await placeOrder(ann, [mep], { region: 'nz' });
      expect(status).toBe(422);
      expect(json['problems']).toEqual([
        {
          lineitem_id: mep.lineitem_id,
          message: 'Conduit MEP, 1-year subscription is not sold in your region (NZ). Please remove it from your cart.',
        },
      ]);
      expect(await myOrders(ann)).toEqual([]);
      expect(
        (await placeOrder(ann, [line('CMEP-SUB-1Y', 'CMEP-SUB-1Y-AUD', '4240.00')], { region: 'au' })).status,
      ).toBe(201);
    });

    it('returns the first order for a retry with the same Idempotency-Key (one order stored)', async () => {
      const ann = await registeredCustomer();
      const key = crypto.randomUUID();
      const items = softwareAndService();
      const first = await placeOrder(ann, items, { key });
      const retry = await placeOrder(ann, items, { key });
      expect([first.status, retry.status]).toEqual([201, 200]);
      expect(retry.json['data']).toEqual(first.json['data']);
      const another = await placeOrder(ann, items, { key: crypto.randomUUID() });
      expect(another.status).toBe(201);
      expect((await myOrders(ann)).map((order) => order['weborder_id'])).toEqual([
        (another.json['data'] as Json)['weborder_id'],
        (first.json['data'] as Json)['weborder_id'],
      ]);
    });

    it('refuses the same Idempotency-Key with a different order (422, as Stripe does); nothing new is stored', async () => {
      const ann = await registeredCustomer();
      const key = crypto.randomUUID();
      const first = await placeOrder(ann, softwareAndService(), { key });
      expect(first.status).toBe(201);
      const other = await placeOrder(ann, [line('SVC-IMPL-HALF', 'SVC-IMPL-HALF-NZD', '950.00', 3)], { key });
      expect(other).toEqual({
        status: 422,
        json: {
          message: 'This Idempotency-Key was already used for a different order. Send each new order with a new key.',
        },
      });
      expect((await myOrders(ann)).map((order) => order['weborder_id'])).toEqual([
        (first.json['data'] as Json)['weborder_id'],
      ]);
    });

    it('lets an Idempotency-Key expire after 24 hours: the same key then places a new order', async () => {
      const ann = await registeredCustomer();
      const key = crypto.randomUUID();
      const items = softwareAndService();
      const first = await placeOrder(ann, items, { key });
      const firstId = String((first.json['data'] as Json)['weborder_id']);
      const { webOrders } = await import('../../src/services/db/schema.ts');
      const { eq } = await import('drizzle-orm');
      const { services } = await import('../../src/services/config.ts');
      await (
        await services().database()
      )
        .update(webOrders)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(eq(webOrders.weborder_id, firstId));
      const later = await placeOrder(ann, items, { key });
      expect(later.status).toBe(201);
      expect((later.json['data'] as Json)['weborder_id']).not.toBe(firstId);
      expect(await myOrders(ann)).toHaveLength(2);
    });

    it('applies the quantity maximum per product across lines (99 lines of 2) with the required message', async () => {
      const ann = await registeredCustomer();
      const lines = Array.from({ length: 99 }, () => line('KCIV-SU-1Y', 'KCIV-SU-1Y-NZD', '4980.00', 2));
      const { status, json } = await placeOrder(ann, lines);
      expect(status).toBe(422);
      expect(json['problems']).toEqual([
        {
          lineitem_id: lines.at(-1)?.lineitem_id,
          message: 'Quantity maximum reached. Please contact support if you required a quantity of more than 100.',
        },
      ]);
      expect(await myOrders(ann)).toEqual([]);
    });

    it('refuses an unverified contact, a missing contact and someone else’s contact with 403', async () => {
      const unverified = await signUp('una');
      await createContact(unverified);
      expect(await placeOrder(unverified, softwareAndService())).toEqual({
        status: 403,
        json: { message: 'Please verify your email address and complete your registration before placing an order.' },
      });
      const noContact = await signUp('nico');
      await markVerified(noContact.uid);
      expect(await placeOrder(noContact, softwareAndService())).toEqual({
        status: 403,
        json: { message: 'Please complete your registration before placing an order.' },
      });

      const ann = await registeredCustomer();
      const bob = await registeredCustomer('bob');
      const { status } = await callJson(
        routes.orders,
        'POST',
        '/api/web-orders',
        { action: 'POST', data: orderOf(ann, softwareAndService()) },
        { cookie: bob.cookie },
      );
      expect(status).toBe(403);
    });

    it.each([
      ['not JSON', '{nope', 'The request body must be JSON.'],
      ['no action', { data: {} }, 'action must be GET or POST'],
      ['a quantity of 0', 'quantity0', 'data.line_items.0.quantity: Quantity must be a whole number from 1 to 100.'],
      [
        'a quantity of 2.5',
        'quantity2.5',
        'data.line_items.0.quantity: Quantity must be a whole number from 1 to 100.',
      ],
      ['no lines', 'empty', 'data.line_items: Your order has no items.'],
      ['GET without weborder_id', { action: 'GET', data: {} }, 'data.weborder_id'],
    ])('answers 400 with a message for %s', async (_name, body, message) => {
      const ann = await registeredCustomer();
      const quantity =
        typeof body === 'string' && body.startsWith('quantity') ? Number(body.slice('quantity'.length)) : undefined;
      const sent =
        quantity !== undefined
          ? { action: 'POST', data: orderOf(ann, [line('KCIV-SU-1Y', 'KCIV-SU-1Y-NZD', '4980.00', quantity)]) }
          : body === 'empty'
            ? { action: 'POST', data: orderOf(ann, []) }
            : body;
      const { status, json } = await callJson(routes.orders, 'POST', '/api/web-orders', sent, { cookie: ann.cookie });
      expect(status).toBe(400);
      expect(String(json['message'])).toContain(message);
    });

    it('answers 400 to a malformed Idempotency-Key', async () => {
      const ann = await registeredCustomer();
      const { status, json } = await placeOrder(ann, softwareAndService(), { key: 'has spaces in it' });
      expect(status).toBe(400);
      expect(String(json['message'])).toContain('Idempotency-Key');
    });
  });

  describe('reading orders', () => {
    it('answers 404 for someone else’s order and lists only the caller’s own', async () => {
      const ann = await registeredCustomer();
      const bob = await registeredCustomer('bob');
      const placed = (await placeOrder(ann, softwareAndService())).json['data'] as Json;
      const peek = await callJson(
        routes.orders,
        'POST',
        '/api/web-orders',
        { action: 'GET', data: { weborder_id: placed['weborder_id'] } },
        { cookie: bob.cookie },
      );
      expect(peek).toEqual({ status: 404, json: { message: 'No such order was found.' } });
      expect(await myOrders(bob)).toEqual([]);
      expect((await callJson(routes.mine, 'GET', '/api/web-orders/mine')).status).toBe(401);
    });
  });

  describe('POST /api/payments/test/{weborder_id} (the test payment form)', () => {
    const pay = payWithCard;

    it('declines 4000 0000 0000 0002, pays with 4242 4242 4242 4242 and marks the order paid', async () => {
      const ann = await registeredCustomer();
      const id = String(((await placeOrder(ann, softwareAndService())).json['data'] as Json)['weborder_id']);
      const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);

      const declined = await pay(ann, id, '4000 0000 0000 0002');
      expect(declined.status).toBe(303);
      expect(declined.headers.get('location')).toBe(`/pay/${id}?error=declined`);
      const other = await pay(ann, id, '5555 5555 5555 4444');
      expect(other.headers.get('location')).toBe(`/pay/${id}?error=not-a-test-card`);

      const paid = await pay(ann, id, '4242 4242 4242 4242');
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/app/thank-you-for-your-order/?order=${id}`);
      const read = await callJson(
        routes.orders,
        'POST',
        '/api/web-orders',
        { action: 'GET', data: { weborder_id: id } },
        { cookie: ann.cookie },
      );
      expect(read.json['data']).toMatchObject({ status: 'paid', paid_at: expect.any(String) as unknown });

      // Only the last four digits reach the log.
      const logged = log.mock.calls.flat().join('\n');
      log.mockRestore();
      expect(logged).toContain('card ending 0002');
      expect(logged).not.toContain('4000000000000002');
      expect(logged).not.toContain('4000 0000 0000 0002');
    });

    it('answers 404 to anyone but the owner', async () => {
      const ann = await registeredCustomer();
      const bob = await registeredCustomer('bob');
      const id = String(((await placeOrder(ann, softwareAndService())).json['data'] as Json)['weborder_id']);
      expect((await pay(bob, id, '4242 4242 4242 4242')).status).toBe(404);
      expect((await pay(undefined, id, '4242 4242 4242 4242')).status).toBe(404);
      const read = await callJson(
        routes.orders,
        'POST',
        '/api/web-orders',
        { action: 'GET', data: { weborder_id: id } },
        { cookie: ann.cookie },
      );
      expect(read.json['data']).toMatchObject({ status: 'processing' });
    });
  });

  describe('POST /api/payments/stripe/webhook', () => {
    const secret = 'whsec_test_orders';
    const event = (weborder_id: string, amount_total: number) =>
      JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_1',
            object: 'checkout.session',
            client_reference_id: weborder_id,
            payment_status: 'paid',
            amount_total,
            currency: 'nzd',
          },
        },
      });
    const deliver = (payload: string, signature: string) =>
      call(routes.webhook, 'POST', '/api/payments/stripe/webhook', payload, {
        headers: { 'stripe-signature': signature },
      });

    it('answers 404 while Stripe is not configured', async () => {
      const payload = event('WO-AAAAAAAA', 1);
      expect((await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }))).status).toBe(404);
    });

    it('with Stripe configured: refuses a bad signature, ignores a wrong amount and marks the order paid once verified', async () => {
      const ann = await registeredCustomer();
      const order = (await placeOrder(ann, softwareAndService())).json['data'] as Json;
      const id = String(order['weborder_id']);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await database
        .withEnvironment({ STRIPE_SECRET_KEY: 'sk_test_orders', STRIPE_WEBHOOK_SECRET: secret }, async () => {
          const right = event(id, 1_254_650);
          expect(
            (await deliver(right, Stripe.webhooks.generateTestHeaderString({ payload: right, secret: 'whsec_wrong' })))
              .status,
          ).toBe(400);
          const wrongAmount = event(id, 100);
          expect(
            (await deliver(wrongAmount, Stripe.webhooks.generateTestHeaderString({ payload: wrongAmount, secret })))
              .status,
          ).toBe(200);
          expect(errors).toHaveBeenCalled();
          const unpaid = await callJson(
            routes.orders,
            'POST',
            '/api/web-orders',
            { action: 'GET', data: { weborder_id: id } },
            { cookie: ann.cookie },
          );
          expect(unpaid.json['data']).toMatchObject({ status: 'processing' });

          const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
          expect(
            (await deliver(right, Stripe.webhooks.generateTestHeaderString({ payload: right, secret }))).status,
          ).toBe(200);
          log.mockRestore();
          const paid = await callJson(
            routes.orders,
            'POST',
            '/api/web-orders',
            { action: 'GET', data: { weborder_id: id } },
            { cookie: ann.cookie },
          );
          expect(paid.json['data']).toMatchObject({
            status: 'paid',
            invoice_number: expect.stringMatching(/^INV-NZ-\d{6}$/) as unknown,
          });
          // Stripe delivers again: the order keeps the one invoice it was issued.
          expect(
            (await deliver(right, Stripe.webhooks.generateTestHeaderString({ payload: right, secret }))).status,
          ).toBe(200);
          const again = await callJson(
            routes.orders,
            'POST',
            '/api/web-orders',
            { action: 'GET', data: { weborder_id: id } },
            { cookie: ann.cookie },
          );
          expect((again.json['data'] as Json)['invoice_number']).toBe((paid.json['data'] as Json)['invoice_number']);
        })
        .finally(() => errors.mockRestore());
    });
  });
});
