import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordPayment } from '../../src/features/payments/record-payment.server.ts';
import * as formsRoute from '../../src/pages/api/forms.ts';
import { services } from '../../src/services/config.ts';
import { outboxMessagesAbout } from '../../src/services/db/outbox.ts';
import { startCrmStandIn, type CrmStandIn } from './crm-stand-in.ts';
import { apiContext, jsonRequest, onEachDatabase, signUp, TEST_ORIGIN, uniqueEmail } from './harness.ts';
import {
  callJson,
  payWithCard,
  placeOrder,
  registeredCustomer,
  routes,
  softwareAndService,
  type Json,
} from './shop.ts';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from './smtp-stand-in.ts';

/**
 * Mail over SMTP and the outbox, end to end through the route modules on each database: the server's
 * services are built with SMTP_URL pointing at a real SMTP server on loopback (smtp-server), STAFF_EMAIL
 * and CRM_URL at a CRM stand-in, and the server's own outbox worker delivers (woken by each commit).
 */

const STAFF = 'sales@tasmancad.example';
const SENDER = 'orders@tasmancad.example';
const to = (address: string) => (mail: ReceivedMail) => mail.recipients.includes(address);
const about = (address: string, subject: string) => (mail: ReceivedMail) =>
  to(address)(mail) && (mail.parsed.subject ?? '').includes(subject);

onEachDatabase((database) => {
  let smtp: SmtpStandIn;
  let crm: CrmStandIn;
  beforeAll(async () => {
    [smtp, crm] = await Promise.all([startSmtpStandIn(), startCrmStandIn()]);
  });
  afterAll(async () => {
    await Promise.all([smtp.close(), crm.close()]);
  });
  const withMail = <T>(body: () => Promise<T>) =>
    database.withEnvironment(
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: `Tasman CAD <${SENDER}>`,
        STAFF_EMAIL: STAFF,
        CRM_URL: crm.url,
        CRM_TOKEN: 'crm-token',
      },
      body,
    );

  describe('verification mail over SMTP', () => {
    it('a new user receives the verification mail (multipart, from MAIL_FROM); its link verifies the address; no link is logged', async () => {
      const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
      try {
        await withMail(async () => {
          const user = await signUp(uniqueEmail('smtp'));
          const [mail] = await smtp.waitFor(to(user.email));
          expect(mail?.parsed.from?.value).toEqual([{ name: 'Tasman CAD', address: SENDER }]);
          expect(mail?.raw).toMatch(/multipart\/alternative/i);
          const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail?.parsed.text ?? '')?.[0] ?? '';
          expect(link.startsWith(`${TEST_ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
          expect(mail?.parsed.html).toContain('Verify my email address');

          const { ALL } = await import('../../src/pages/api/auth/[...all].ts');
          const followed = await ALL(apiContext(new Request(link, { headers: { cookie: user.cookie } })));
          expect(followed.status).toBe(302);
          expect(await services().session(new Headers({ cookie: user.cookie }))).toMatchObject({
            email: user.email,
            emailVerified: true,
          });
        });
        const logged = logs.flatMap((spy) => spy.mock.calls.flat().map(String));
        expect(logged.filter((line) => line.includes('verify-email?token='))).toEqual([]);
      } finally {
        logs.forEach((spy) => spy.mockRestore());
      }
    });
  });

  describe('orders', () => {
    it('placing an order writes the confirmation, the staff notice and the CRM copy with it, and they go out within a second', async () => {
      await withMail(async () => {
        const ann = await registeredCustomer();
        const placed = await placeOrder(ann, softwareAndService());
        expect(placed.status).toBe(201);
        const id = String((placed.json['data'] as Json)['weborder_id']);
        const written = await outboxMessagesAbout(await services().database(), id);
        expect(written.map((row) => row.idempotency_key).sort()).toEqual([
          `crm-web-order.${id}`,
          `order-confirmation.${id}`,
          `staff-order.${id}`,
        ]);

        const [confirmation] = await smtp.waitFor(about(ann.email, `Your order ${id}`), 1, 1_000);
        const text = confirmation?.parsed.text ?? '';
        for (const expected of [
          id,
          'Kestrel Civil, single user, 1 year',
          'Implementation, half day remote',
          '$4,980.00 NZD',
          '$9,960.00 NZD',
          '$950.00 NZD',
          'Subtotal (excl. GST): $10,910.00 NZD',
          'GST (15%): $1,636.50 NZD',
          'Total (incl. GST): $12,546.50 NZD',
          'Delivery address:',
          'Ann Buyer',
          '1 Queen Street',
          'Auckland 1010',
          `${TEST_ORIGIN}/app/orders/`,
          'Tasman CAD',
        ]) {
          expect(text).toContain(expected);
        }
        expect(text).toMatch(/Kestrel Civil, single user, 1 year\s+2\s+\$4,980\.00 NZD\s+\$9,960\.00 NZD/);
        expect(confirmation?.parsed.html).toContain('$12,546.50 NZD');
        expect(confirmation?.parsed.messageId).toBe(`<order-confirmation.${id}@tasmancad.example>`);

        const [notice] = await smtp.waitFor(about(STAFF, `New web order ${id}`), 1, 1_000);
        expect(notice?.parsed.replyTo?.value).toEqual([{ name: '', address: ann.email }]);
        expect(notice?.parsed.text).toContain('Total (incl. GST): $12,546.50 NZD');
        await vi.waitFor(() =>
          expect(crm.accepted().get(`crm-web-order.${id}`)).toMatchObject({ weborder_id: id, total: '12546.50' }),
        );
        await vi.waitFor(async () =>
          expect(
            (await outboxMessagesAbout(await services().database(), id)).every((row) => row.status === 'delivered'),
          ).toBe(true),
        );
      });
    });

    it('an order and its messages are one transaction: when the outbox cannot be written, no order is stored (503)', async () => {
      await withMail(async () => {
        const ann = await registeredCustomer();
        const db = await services().database();
        await db.execute(
          sql`ALTER TABLE outbox_messages ADD CONSTRAINT refuse_order_mail CHECK (idempotency_key NOT LIKE 'order-confirmation.%') NOT VALID`,
        );
        const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
          expect((await placeOrder(ann, softwareAndService())).status).toBe(503);
        } finally {
          errors.mockRestore();
          await db.execute(sql`ALTER TABLE outbox_messages DROP CONSTRAINT refuse_order_mail`);
        }
        const mine = await callJson(routes.mine, 'GET', '/api/web-orders/mine', undefined, { cookie: ann.cookie });
        expect(mine.json['data']).toEqual([]);
      });
    });

    it('paying with the test card sends the paid confirmation, once however often the payment is reported', async () => {
      await withMail(async () => {
        const ann = await registeredCustomer();
        const id = String(((await placeOrder(ann, softwareAndService())).json['data'] as Json)['weborder_id']);
        const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
        expect((await payWithCard(ann, id, '4242 4242 4242 4242')).status).toBe(303);
        info.mockRestore();
        const [paid] = await smtp.waitFor(about(ann.email, `Payment received for order ${id}`), 1, 1_000);
        expect(paid?.parsed.text).toContain('We have received your payment of $12,546.50 NZD incl. GST');
        // The tax invoice rides along as a PDF attachment through SMTP.
        expect(
          paid?.parsed.attachments.map((file) => [
            file.filename,
            file.contentType,
            file.content.subarray(0, 5).toString(),
          ]),
        ).toEqual([[expect.stringMatching(/^INV-NZ-\d{6}\.pdf$/), 'application/pdf', '%PDF-']]);
        // A repeated webhook or a second form post changes nothing and sends nothing.
        await recordPayment(id);
        expect((await payWithCard(ann, id, '4242 4242 4242 4242')).status).toBe(303);
        const keys = (await outboxMessagesAbout(await services().database(), id)).map((row) => row.idempotency_key);
        expect(keys.filter((key) => key.startsWith('order-paid.'))).toEqual([`order-paid.${id}`]);
        // Every due message delivered, then counted: nothing else about this payment is on its way.
        await services().outbox().drain();
        expect(smtp.received.filter(about(ann.email, `Payment received for order ${id}`))).toHaveLength(1);
      });
    });
  });

  describe('staff notices', () => {
    it('a contact registration reaches STAFF_EMAIL and the CRM', async () => {
      await withMail(async () => {
        const ann = await registeredCustomer();
        const [notice] = await smtp.waitFor(
          (mail) =>
            about(STAFF, 'New registration: Ann Example (Example Ltd)')(mail) &&
            (mail.parsed.text ?? '').includes(ann.email),
          1,
          1_000,
        );
        expect(notice?.parsed.replyTo?.value).toEqual([{ name: '', address: ann.email }]);
        expect(notice?.parsed.text).toContain(`Email: ${ann.email}`);
        await vi.waitFor(() =>
          expect(crm.accepted().get(`crm-contact.${ann.uid}`)).toMatchObject({
            contact_id: ann.uid,
            email: ann.email,
            first_name: 'Ann',
          }),
        );
        expect(crm.requests.find((request) => request.key === `crm-contact.${ann.uid}`)).toMatchObject({
          path: '/api/contacts',
          authorization: 'Bearer crm-token',
        });
      });
    });

    it('a form submission (an enquiry) reaches a person: every field, replies to the sender', async () => {
      await withMail(async () => {
        const email = uniqueEmail('enquirer');
        const fields = {
          first_name: 'Eve',
          last_name: 'Enquirer',
          email,
          phone: '',
          company: 'Eve <Ltd>',
          country: 'New Zealand',
          enquiry_type: 'Training',
          message: 'Please call me.',
          privacy_consent: true,
          marketing_opt_in: false,
        };
        const response = await formsRoute.POST(
          apiContext(
            jsonRequest('POST', '/api/forms', {
              formId: 'form-contact-enquiry',
              fields,
              pageUri: `${TEST_ORIGIN}/get-in-touch/`,
            }),
          ),
        );
        expect(response.status).toBe(201);
        const [notice] = await smtp.waitFor(about(STAFF, `Form submission: Contact us from ${email}`), 1, 1_000);
        expect(notice?.parsed.replyTo?.value).toEqual([{ name: '', address: email }]);
        for (const expected of [
          'message: Please call me.',
          'first_name: Eve',
          'privacy_consent: yes',
          `Page: ${TEST_ORIGIN}/get-in-touch/`,
        ])
          expect(notice?.parsed.text).toContain(expected);
        expect(notice?.parsed.html).toContain('Eve &lt;Ltd&gt;');
      });
    });
  });
});
