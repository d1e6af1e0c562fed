import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { services } from '../../src/services/config.ts';
import { createHttpCrm } from '../../src/services/crm/http.ts';
import { createDatabase, type Database, type OpenDatabase } from '../../src/services/db/database.server.ts';
import {
  claimDueOutbox,
  enqueueOutbox,
  nextOutboxDue,
  outboxMessagesByKey,
  outboxMessagesAbout,
} from '../../src/services/db/outbox.ts';
import { EmbeddedForms } from '../../src/services/forms/embedded.ts';
import { createMailFolder } from '../../src/services/mail/mail-folder.ts';
import { afterGivingUp, deliverThrough, type Deliver } from '../../src/services/outbox/deliver.ts';
import { crmMessage, mailMessage } from '../../src/services/outbox/messages.ts';
import { OutboxWorker } from '../../src/services/outbox/worker.ts';
import { startCrmStandIn, type CrmStandIn } from './crm-stand-in.ts';
import { onEachDatabase } from './harness.ts';
import { placeOrder, registeredCustomer, softwareAndService, type Json } from './shop.ts';

/**
 * The outbox worker on each database (tests/api/harness.ts), with a clock of the test's own so an hour
 * of outage or a day of retries takes milliseconds: retries with backoff against a CRM stand-in on
 * loopback, giving up, a worker killed mid-delivery, and two workers racing. The services' own worker
 * is stopped, so only the workers made here deliver.
 */

const LEASE_MS = 60_000;
const HOUR = 3_600_000;

onEachDatabase((database) => {
  let crm: CrmStandIn;
  let db: Database;
  let now = new Date();
  const clock = () => now;
  const log = { warn: vi.fn(), error: vi.fn() };
  const mailDirectory = join('test-results', 'unit-data', `outbox-mails-${crypto.randomUUID()}`);

  beforeAll(async () => {
    await services().stop();
    crm = await startCrmStandIn();
    db = await services().database();
  });
  afterAll(async () => {
    await crm.close();
    await rm(mailDirectory, { recursive: true, force: true });
  });

  const channels = () => ({
    mail: () => createMailFolder({ directory: mailDirectory, log: () => undefined }),
    crm: () => createHttpCrm({ url: crm.url, token: 'crm-token', timeoutMs: 2_000 }),
    forms: () => new EmbeddedForms(),
  });
  const worker = (options: { deliver?: Deliver; on?: () => Promise<Database> } = {}) =>
    new OutboxWorker({
      database: options.on ?? (() => Promise.resolve(db)),
      deliver: options.deliver ?? deliverThrough(channels()),
      afterGivingUp,
      clock,
      random: () => 0,
      leaseMs: LEASE_MS,
      log,
    });

  /** Drains, then moves the clock to the next due time, until nothing is pending or `until` is passed. */
  async function runUntilSettled(outboxWorker: OutboxWorker, until = now.getTime() + 48 * HOUR): Promise<void> {
    for (let round = 0; round < 200; round++) {
      await outboxWorker.drain();
      const due = await nextOutboxDue(db);
      if (!due || due.getTime() > until) return;
      now = new Date(Math.max(due.getTime(), now.getTime()));
    }
    throw new Error('the outbox did not settle in 200 rounds');
  }

  const orderMessage = (id = `WO-${crypto.randomUUID().slice(0, 8).toUpperCase()}`) =>
    crmMessage(`crm-web-order.${id}.${crypto.randomUUID()}`, id, 'web-orders', {
      weborder_id: id,
      status: 'processing',
      total: '100.00',
    });

  it('a CRM that refuses the first five attempts of each order still receives every placed order exactly once, with its Idempotency-Key', async () => {
    const orders = await database.withEnvironment({ CRM_URL: crm.url, CRM_TOKEN: 'crm-token' }, async () => {
      await services().stop();
      const ann = await registeredCustomer();
      const placed = await Promise.all([1, 2, 3].map(() => placeOrder(ann, softwareAndService())));
      return placed.map(({ json }) => json['data'] as Json);
    });
    now = new Date();
    crm.answer = ({ path, attempt }) => (path === '/api/web-orders' && attempt < 5 ? 503 : 201);
    const start = now.getTime();
    await runUntilSettled(worker());

    const ids = orders.map((order) => String(order['weborder_id']));
    const received = crm.requests.filter((request) => request.path === '/api/web-orders');
    for (const id of ids) {
      const key = `crm-web-order.${id}`;
      const attempts = received.filter((request) => request.key === key);
      expect(attempts.map((request) => request.status)).toEqual([503, 503, 503, 503, 503, 201]);
      expect(attempts.every((request) => request.authorization === 'Bearer crm-token')).toBe(true);
      expect(crm.accepted().get(key)).toMatchObject({
        weborder_id: id,
        status: 'processing',
        currency: 'NZD',
        total: '12546.50',
        contact: { contact_id: expect.any(String) as unknown },
      });
      const [row] = await outboxMessagesByKey(db, [key]);
      expect(row).toMatchObject({ status: 'delivered', attempts: 6 });
    }
    // 1 + 2 + 4 + 8 + 16 s of backoff, on the worker's clock.
    expect(now.getTime() - start).toBe(31_000);
    // The buyer's confirmations went out in the same drains (one per order; STAFF_EMAIL is not set here).
    const confirmations = await Promise.all(ids.map((id) => outboxMessagesAbout(db, id)));
    expect(confirmations.map((rows) => rows.map((row) => `${row.channel}:${row.status}`).sort())).toEqual(
      ids.map(() => ['crm:delivered', 'mail:delivered']),
    );
  });

  it('an upstream down for an hour: retried with capped backoff, delivered once when it is back, nothing given up', async () => {
    const message = orderMessage();
    await enqueueOutbox(db, [message], now);
    const back = now.getTime() + HOUR;
    crm.answer = () => (now.getTime() < back ? 503 : 201);
    await runUntilSettled(worker());
    const sent = crm.requests.filter((request) => request.key === message.key);
    expect(sent.filter((request) => request.status === 201)).toHaveLength(1);
    // 1 s doubling: the 13th try is the first after the hour (4,095 s after the first).
    expect(sent).toHaveLength(13);
    expect(await outboxMessagesByKey(db, [message.key])).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 13 }),
    ]);
  });

  it('gives up after 24 h of failures: dead, logged, kept with its last error', async () => {
    log.error.mockClear();
    const message = orderMessage();
    await enqueueOutbox(db, [message], now);
    crm.answer = () => 500;
    await runUntilSettled(worker());
    const [row] = await outboxMessagesByKey(db, [message.key]);
    expect(row).toMatchObject({ status: 'dead', last_error: 'the CRM answered 500: stand-in answered 500' });
    expect(row?.attempts).toBeGreaterThan(13);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`${message.key.replaceAll('.', '\\.')} .*given up \\(dead\\) after 24h`)),
    );
  });

  it('gives up at once when the CRM refuses the document itself (422)', async () => {
    const message = orderMessage();
    await enqueueOutbox(db, [message], now);
    crm.answer = () => 422;
    await worker().drain();
    expect(await outboxMessagesByKey(db, [message.key])).toEqual([
      expect.objectContaining({ status: 'dead', attempts: 1 }),
    ]);
  });

  it('a worker killed after the CRM took a message, before marking it: the lease runs out, another worker delivers it again with the same key, nothing is lost', async () => {
    crm.answer = () => 201;
    const message = orderMessage();
    await enqueueOutbox(db, [message], now);
    const deliver = deliverThrough(channels());
    // The process "dies" right after the upstream's yes: the mark never happens.
    const killed = worker({
      deliver: async (...args) => {
        await deliver(...args);
        await new Promise(() => undefined);
      },
    });
    void killed.drain();
    await vi.waitFor(() => expect(crm.requests.filter((request) => request.key === message.key)).toHaveLength(1));
    expect(await outboxMessagesByKey(db, [message.key])).toEqual([
      expect.objectContaining({ status: 'pending', locked_by: expect.any(String) as unknown }),
    ]);

    // Within the lease nobody else takes it; after it, the next worker does.
    expect((await worker().drain()).delivered).toBe(0);
    now = new Date(now.getTime() + LEASE_MS);
    expect((await worker().drain()).delivered).toBe(1);
    const sent = crm.requests.filter((request) => request.key === message.key);
    expect(sent.map((request) => request.key)).toEqual([message.key, message.key]);
    expect([...crm.accepted().keys()].filter((key) => key === message.key)).toHaveLength(1);
    expect(await outboxMessagesByKey(db, [message.key])).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2 }),
    ]);
  });

  it('a worker killed after claiming, before delivering: delivered once by the next worker after the lease', async () => {
    const message = orderMessage();
    await enqueueOutbox(db, [message], now);
    const claimed = await claimDueOutbox(db, { now, leaseMs: LEASE_MS, token: 'dead-worker', limit: 100 });
    expect(claimed.map((row) => row.idempotency_key)).toContain(message.key);
    now = new Date(now.getTime() + LEASE_MS);
    await worker().drain();
    expect(crm.requests.filter((request) => request.key === message.key)).toHaveLength(1);
    expect(await outboxMessagesByKey(db, [message.key])).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2 }),
    ]);
  });

  it('two workers (on two connections on PostgreSQL) racing over the same messages deliver each one once', async () => {
    const other: OpenDatabase | undefined = database.env['DATABASE_URL']
      ? await createDatabase({ url: database.env['DATABASE_URL'] })
      : undefined;
    try {
      const messages = Array.from({ length: 60 }, (_, index) =>
        mailMessage(`race.${index}.${crypto.randomUUID()}`, 'race', {
          kind: 'staff-notification',
          to: 'staff@example.com',
          subject: `Race ${index}`,
          text: 'x',
        }),
      );
      await enqueueOutbox(db, messages, now);
      const deliveries: string[] = [];
      const deliver: Deliver = async (_db, row) => {
        deliveries.push(row.idempotency_key);
        // eslint-disable-next-line no-restricted-syntax -- a jitter under 3 ms that interleaves the workers' deliveries, not a wait
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      };
      const make = (on: Database) =>
        new OutboxWorker({ database: () => Promise.resolve(on), deliver, clock, leaseMs: LEASE_MS, batchSize: 4, log });
      const reports = await Promise.all([
        make(db).drain(),
        make(other?.db ?? db).drain(),
        make(other?.db ?? db).drain(),
      ]);
      expect(deliveries.sort()).toEqual(messages.map((message) => message.key).sort());
      expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(60);
      if (other) expect(reports.every((report) => report.delivered > 0)).toBe(true);
      const rows = await outboxMessagesByKey(
        db,
        messages.map((message) => message.key),
      );
      expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    } finally {
      await other?.close();
    }
  });
});
