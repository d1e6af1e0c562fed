import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as adminInvoicesRoute from '../../src/pages/api/admin/invoices.ts';
import * as invoiceRoute from '../../src/pages/api/invoices/[invoiceNumber].ts';
import { markPaidWithInvoice } from '../../src/features/payments/record-payment.server.ts';
import { services } from '../../src/services/config.ts';
import { createDatabase, type OpenDatabase } from '../../src/services/db/database.server.ts';
import { outboxMessagesAbout } from '../../src/services/db/outbox.ts';
import { onEachDatabase, type SuiteDatabase } from './harness.ts';
import {
  address,
  call,
  callJson,
  line,
  orderOf,
  payWithCard,
  placeOrder,
  registeredCustomer,
  routes,
  softwareAndService,
  type Customer,
  type Json,
} from './shop.ts';

/**
 * Tax invoices and business numbers through the route modules, on each database (docs/orders.md "Tax
 * invoices"): the business number checked by the API, the invoice issued when the test card pays, the
 * order document's invoice fields, the download for its owner only, the mail's attachment, and 50
 * payments at once taking 50 consecutive numbers.
 */

const ADMIN_TOKEN = 'admin-token-for-the-invoice-tests-0123456789';

const readOrder = async (customer: Customer, id: string): Promise<Json> =>
  (
    await callJson(
      routes.orders,
      'POST',
      '/api/web-orders',
      { action: 'GET', data: { weborder_id: id } },
      { cookie: customer.cookie },
    )
  ).json['data'] as Json;

const download = (path: string, headers: { cookie?: string | undefined; authorization?: string } = {}) =>
  call(invoiceRoute, 'GET', path, undefined, {
    cookie: headers.cookie,
    headers: headers.authorization ? { authorization: headers.authorization } : {},
    params: { invoiceNumber: decodeURIComponent(path.slice('/api/invoices/'.length)) },
  });

async function paidOrder(customer: Customer, account?: Json): Promise<Json> {
  const body = {
    action: 'POST',
    data: { ...orderOf(customer, softwareAndService()), ...(account ? { account } : {}) },
  };
  const placed = await callJson(routes.orders, 'POST', '/api/web-orders', body, { cookie: customer.cookie });
  expect(placed.status).toBe(201);
  const id = String((placed.json['data'] as Json)['weborder_id']);
  expect((await payWithCard(customer, id, '4242 4242 4242 4242')).status).toBe(303);
  return readOrder(customer, id);
}

onEachDatabase(
  (database: SuiteDatabase) => {
    describe('the business number', () => {
      it('refuses an ABN or an NZBN with a wrong check digit (400, naming the number it is not)', async () => {
        const ann = await registeredCustomer();
        for (const [number, message] of [
          [
            '51 824 753 557',
            'data.account.registered_business_no: This is not a valid ABN: an ABN has 11 digits and one of them is mistyped.',
          ],
          [
            '9429000106079',
            'data.account.registered_business_no: This is not a valid NZBN: an NZBN has 13 digits starting with 94, and one of them is mistyped.',
          ],
          [
            'hello',
            'data.account.registered_business_no: Enter an ABN (11 digits), an NZBN (13 digits) or an NZ GST number (8 or 9 digits), or leave this empty.',
          ],
        ] as const) {
          const body = {
            action: 'POST',
            data: {
              ...orderOf(ann, softwareAndService()),
              account: { account_name: 'Example Ltd', address, registered_business_no: number },
            },
          };
          expect(await callJson(routes.orders, 'POST', '/api/web-orders', body, { cookie: ann.cookie })).toEqual({
            status: 400,
            json: { message },
          });
        }
        expect(
          (await callJson(routes.mine, 'GET', '/api/web-orders/mine', undefined, { cookie: ann.cookie })).json['data'],
        ).toEqual([]);
      });

      it('stores a valid number given with spaces as its digits', async () => {
        const ann = await registeredCustomer();
        const body = {
          action: 'POST',
          data: {
            ...orderOf(ann, softwareAndService()),
            account: { account_name: 'Example Ltd', address, registered_business_no: '9429 0001 0607 8' },
          },
        };
        const placed = await callJson(routes.orders, 'POST', '/api/web-orders', body, { cookie: ann.cookie });
        expect(placed.status).toBe(201);
        expect((placed.json['data'] as Json)['account']).toMatchObject({ registered_business_no: '9429000106078' });
      });
    });

    describe('the tax invoice of a paid order', () => {
      it('is absent while the order is unpaid, and issued with the payment', async () => {
        const ann = await registeredCustomer();
        const placed = await placeOrder(ann, softwareAndService());
        const unpaid = placed.json['data'] as Json;
        expect(unpaid).not.toHaveProperty('invoice_number');
        expect(unpaid).not.toHaveProperty('invoice_url');

        expect((await payWithCard(ann, String(unpaid['weborder_id']), '4242 4242 4242 4242')).status).toBe(303);
        const paid = await readOrder(ann, String(unpaid['weborder_id']));
        expect(paid['invoice_number']).toMatch(/^INV-NZ-\d{6}$/);
        expect(paid['invoice_url']).toBe(`/api/invoices/${String(paid['invoice_number'])}`);
        const mine = (await callJson(routes.mine, 'GET', '/api/web-orders/mine', undefined, { cookie: ann.cookie }))
          .json['data'] as Json[];
        expect(mine[0]).toMatchObject({ invoice_number: paid['invoice_number'] });
      });

      it('is downloaded by its owner, the same bytes each time and as the mail attached them; never cached', async () => {
        const ann = await registeredCustomer();
        const order = await paidOrder(ann, {
          account_name: 'Example Ltd',
          address,
          registered_business_no: '51 824 753 556',
        });
        const first = await download(String(order['invoice_url']), { cookie: ann.cookie });
        expect(first.status).toBe(200);
        expect(first.headers.get('content-type')).toBe('application/pdf');
        expect(first.headers.get('cache-control')).toBe('private, no-store');
        expect(first.headers.get('content-disposition')).toBe(
          `attachment; filename="${String(order['invoice_number'])}.pdf"`,
        );
        const bytes = Buffer.from(await first.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const again = Buffer.from(
          await (await download(String(order['invoice_url']), { cookie: ann.cookie })).arrayBuffer(),
        );
        expect(again.equals(bytes)).toBe(true);
        expect(first.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);

        const paidMail = (await outboxMessagesAbout(await services().database(), String(order['weborder_id']))).find(
          (row) => row.idempotency_key === `order-paid.${String(order['weborder_id'])}`,
        );
        const mail = (
          paidMail?.payload as {
            mail: { text: string; attachments: { filename: string; contentType: string; contentBase64: string }[] };
          }
        ).mail;
        expect(mail.text).toContain(`Your tax invoice ${String(order['invoice_number'])} is attached`);
        expect(mail.attachments).toEqual([
          {
            filename: `${String(order['invoice_number'])}.pdf`,
            contentType: 'application/pdf',
            contentBase64: bytes.toString('base64'),
          },
        ]);
      });

      it('is a 404 to another buyer, to no session and for a number never issued', async () => {
        const ann = await registeredCustomer();
        const bob = await registeredCustomer('bob');
        const order = await paidOrder(ann);
        for (const response of [
          await download(String(order['invoice_url']), { cookie: bob.cookie }),
          await download(String(order['invoice_url'])),
          await download('/api/invoices/INV-NZ-999999', { cookie: ann.cookie }),
          await download('/api/invoices/WO-NOTANINVOICE', { cookie: ann.cookie }),
        ]) {
          expect(response.status).toBe(404);
          expect(await response.json()).toEqual({ message: 'No such invoice was found.' });
        }
      });

      it('is given to the operator API with ADMIN_TOKEN, and to nobody with a wrong token', async () => {
        const ann = await registeredCustomer();
        const order = await paidOrder(ann);
        await database.withEnvironment({ ADMIN_TOKEN }, async () => {
          expect(
            (await download(String(order['invoice_url']), { authorization: `Bearer ${ADMIN_TOKEN}` })).status,
          ).toBe(200);
          expect(
            (await download(String(order['invoice_url']), { authorization: 'Bearer not-the-admin-token-0123456789' }))
              .status,
          ).toBe(404);
        });
      });

      it('is listed for the accounts team as CSV from a date (operator API), with its order, buyer and totals', async () => {
        const ann = await registeredCustomer();
        const order = await paidOrder(ann, { account_name: 'Kowhai, Engineering', address });
        const list = (query: string, authorization?: string) =>
          call(adminInvoicesRoute, 'GET', `/api/admin/invoices${query}`, undefined, {
            headers: authorization ? { authorization } : {},
          });
        expect((await list('?from=2026-01-01', `Bearer ${ADMIN_TOKEN}`)).status).toBe(404);
        await database.withEnvironment({ ADMIN_TOKEN }, async () => {
          const answer = await list('?from=2020-01-01', `Bearer ${ADMIN_TOKEN}`);
          expect(answer.status).toBe(200);
          expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
          const rows = (await answer.text()).split('\r\n');
          expect(rows[0]).toBe(
            'invoice_number,issue_date,issued_at,order,buyer,currency,subtotal_excl_gst,gst,total_incl_gst',
          );
          expect(rows).toContainEqual(
            expect.stringMatching(
              new RegExp(
                `^${String(order['invoice_number'])},\\d{4}-\\d{2}-\\d{2},[^,]+,${String(order['weborder_id'])},"Kowhai, Engineering",NZD,10910\\.00,1636\\.50,12546\\.50$`,
              ),
            ),
          );
          expect((await (await list('?from=2999-01-01', `Bearer ${ADMIN_TOKEN}`)).text()).split('\r\n')).toHaveLength(
            2,
          );
          expect((await list('?from=yesterday', `Bearer ${ADMIN_TOKEN}`)).status).toBe(400);
          expect((await list('?from=2020-01-01')).status).toBe(401);
        });
      });

      it('reaches the CRM: the paid order document carries its invoice number', async () => {
        await database.withEnvironment({ CRM_URL: 'http://127.0.0.1:9/crm' }, async () => {
          const ann = await registeredCustomer();
          const order = await paidOrder(ann);
          const rows = await outboxMessagesAbout(await services().database(), String(order['weborder_id']));
          const paid = rows.find((row) => row.idempotency_key === `crm-web-order-paid.${String(order['weborder_id'])}`);
          expect(paid?.payload).toMatchObject({
            channel: 'crm',
            resource: 'web-orders',
            body: {
              weborder_id: order['weborder_id'],
              status: 'paid',
              invoice_number: order['invoice_number'],
              invoice_url: order['invoice_url'],
            },
          });
        });
      });

      it('numbers an AU order in the AU sequence', async () => {
        const ann = await registeredCustomer();
        const placed = await placeOrder(ann, [line('KCIV-SU-1Y', 'KCIV-SU-1Y-AUD', '4550.00')], { region: 'au' });
        const id = String((placed.json['data'] as Json)['weborder_id']);
        expect((await payWithCard(ann, id, '4242 4242 4242 4242')).status).toBe(303);
        expect((await readOrder(ann, id))['invoice_number']).toMatch(/^INV-AU-\d{6}$/);
      });

      it('takes 50 consecutive numbers, no gap and no duplicate, for 50 orders paid at once (two connections on PostgreSQL)', async () => {
        const ann = await registeredCustomer();
        const ids: string[] = [];
        for (let index = 0; index < 50; index++) {
          const placed = await placeOrder(ann, [line('SVC-IMPL-HALF', 'SVC-IMPL-HALF-NZD', '950.00')]);
          ids.push(String((placed.json['data'] as Json)['weborder_id']));
        }
        // A second instance is a second pool of connections to the same PostgreSQL.
        const other: OpenDatabase | undefined = database.env['DATABASE_URL']
          ? await createDatabase({ url: database.env['DATABASE_URL'] })
          : undefined;
        try {
          await Promise.all(
            ids.map((id, index) =>
              index % 2 === 0 || !other
                ? payWithCard(ann, id, '4242 4242 4242 4242')
                : other.db.transaction((tx) => markPaidWithInvoice(tx, id, new Date(), new Map())),
            ),
          );
        } finally {
          await other?.close();
        }
        const numbers = await Promise.all(ids.map(async (id) => String((await readOrder(ann, id))['invoice_number'])));
        const sequences = numbers.map((number) => Number(number.slice('INV-NZ-'.length))).sort((a, b) => a - b);
        const first = sequences[0] ?? 0;
        expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => first + index));
      }, 120_000);
    });
  },
  { RATE_LIMIT_WEB_ORDERS_PER_MINUTE: '1000' },
);
