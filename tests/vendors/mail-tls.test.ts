import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { services } from '../../src/services/config.ts';
import { outboxMessagesAbout } from '../../src/services/db/outbox.ts';
import { onEachDatabase, signUp, uniqueEmail } from '../api/harness.ts';
import { placeOrder, registeredCustomer, softwareAndService, type Json } from '../api/shop.ts';
import { startSmtpStandIn, SMTP_PASSWORD, type ReceivedMail, type SmtpStandIn } from '../api/smtp-stand-in.ts';
import { makeThrowawayCa, type ThrowawayCa } from '../support/throwaway-ca.ts';

/**
 * Mail over TLS, end to end through the server's services on each database: smtp-server on loopback with
 * a certificate from a throwaway CA made by openssl, over STARTTLS (`smtp://`) and implicit TLS
 * (`smtps://`), the CA trusted through SMTP_CA_FILE. Without it the certificate is refused: one clear
 * line in the log, and the outbox keeps the mail and delivers it once the CA is trusted.
 */

const STAFF = 'sales@tasmancad.example';
const to = (address: string) => (mail: ReceivedMail) => mail.recipients.includes(address);
const about = (address: string, subject: string) => (mail: ReceivedMail) =>
  to(address)(mail) && (mail.parsed.subject ?? '').includes(subject);

onEachDatabase((database) => {
  let ca: ThrowawayCa;
  const servers: Partial<Record<'starttls' | 'implicit', SmtpStandIn>> = {};
  beforeAll(async () => {
    ca = await makeThrowawayCa();
    [servers.starttls, servers.implicit] = await Promise.all([
      startSmtpStandIn({ key: ca.key, cert: ca.cert, mode: 'starttls' }),
      startSmtpStandIn({ key: ca.key, cert: ca.cert, mode: 'implicit' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([servers.starttls?.close(), servers.implicit?.close()]);
    await ca.remove();
  });
  const smtp = (mode: 'starttls' | 'implicit'): SmtpStandIn => {
    const server = servers[mode];
    if (!server) throw new Error(`the ${mode} server did not start`);
    return server;
  };
  const withMail = <T>(mode: 'starttls' | 'implicit', trust: boolean, body: () => Promise<T>) =>
    database.withEnvironment(
      {
        SMTP_URL: smtp(mode).url,
        STAFF_EMAIL: STAFF,
        MAIL_FROM: 'Tasman CAD <orders@tasmancad.example>',
        ...(trust ? { SMTP_CA_FILE: ca.caFile } : {}),
      },
      body,
    );

  describe.each([
    ['STARTTLS (smtp://)', 'starttls'],
    ['implicit TLS (smtps://)', 'implicit'],
  ] as const)('over %s', (_label, mode) => {
    it('a new user’s verification mail and an order’s confirmation and staff notice arrive over TLS', async () => {
      expect(smtp(mode).url.startsWith(mode === 'implicit' ? 'smtps://' : 'smtp://')).toBe(true);
      await withMail(mode, true, async () => {
        const user = await signUp(uniqueEmail(`tls-${mode}`));
        const [verification] = await smtp(mode).waitFor(to(user.email), 1, 5_000);
        expect(verification?.secure).toBe(true);
        expect(verification?.parsed.text).toMatch(/\/api\/auth\/verify-email\?token=/);

        const ann = await registeredCustomer(`tls-order-${mode}`);
        const placed = await placeOrder(ann, softwareAndService());
        expect(placed.status).toBe(201);
        const id = String((placed.json['data'] as Json)['weborder_id']);
        const [confirmation] = await smtp(mode).waitFor(about(ann.email, `Your order ${id}`), 1, 5_000);
        expect(confirmation?.secure).toBe(true);
        expect(confirmation?.parsed.text).toContain('Total (incl. GST): $12,546.50 NZD');
        const [notice] = await smtp(mode).waitFor(about(STAFF, `New web order ${id}`), 1, 5_000);
        expect(notice?.secure).toBe(true);
      });
    });

    it('an untrusted certificate is one clear line in the log, and the mail is retried until it goes out', async () => {
      const logged: string[] = [];
      const warn = vi
        .spyOn(console, 'warn')
        .mockImplementation((...line: unknown[]) => void logged.push(line.map(String).join(' ')));
      let id = '';
      let email = '';
      try {
        await withMail(mode, false, async () => {
          const ann = await registeredCustomer(`tls-untrusted-${mode}`);
          email = ann.email;
          const placed = await placeOrder(ann, softwareAndService());
          expect(placed.status).toBe(201);
          id = String((placed.json['data'] as Json)['weborder_id']);
          await vi.waitFor(() => expect(logged.some((line) => line.includes(`order-confirmation.${id}`))).toBe(true), {
            timeout: 5_000,
          });
        });
      } finally {
        warn.mockRestore();
      }
      const line = logged.find((entry) => entry.includes(`order-confirmation.${id}`)) ?? '';
      const { host } = new URL(smtp(mode).url);
      expect(line).toMatch(
        new RegExp(
          `^\\[outbox\\] mail order-confirmation\\.${id} attempt 1 failed, next try at \\S+: SMTP: the TLS certificate of ${host.replace(/\./g, '\\.')} is not trusted \\(\\w+: .+\\); trust its CA with SMTP_CA_FILE$`,
        ),
      );
      expect(line).not.toContain('\n');
      expect(line).not.toContain(SMTP_PASSWORD);
      expect(smtp(mode).received.filter(about(email, `Your order ${id}`))).toEqual([]);

      const db = await services().database();
      const [kept] = (await outboxMessagesAbout(db, id)).filter(
        (row) => row.idempotency_key === `order-confirmation.${id}`,
      );
      expect(kept).toMatchObject({ status: 'pending', last_error: expect.stringContaining('not trusted') as unknown });

      // The operator sets SMTP_CA_FILE; the retry comes due (moved forward rather than waited for) and the mail goes out.
      await withMail(mode, true, async () => {
        const current = await services().database();
        // The untrusted services' worker may still be finishing an attempt of its own (it holds the row
        // meanwhile), so the retry is made due and drained until the mail is delivered.
        await vi.waitFor(
          async () => {
            await current.execute(
              sql`UPDATE outbox_messages SET next_attempt_at = now() WHERE subject = ${id} AND status = 'pending'`,
            );
            await services().outbox().drain();
            expect(smtp(mode).received.filter(about(email, `Your order ${id}`))).toHaveLength(1);
          },
          { timeout: 10_000, interval: 200 },
        );
        const [confirmation] = smtp(mode).received.filter(about(email, `Your order ${id}`));
        expect(confirmation?.secure).toBe(true);
        const delivered = (await outboxMessagesAbout(current, id)).find(
          (row) => row.idempotency_key === `order-confirmation.${id}`,
        );
        expect(delivered?.status).toBe('delivered');
        expect(delivered?.attempts).toBeGreaterThanOrEqual(2);
      });
    });
  });
});
