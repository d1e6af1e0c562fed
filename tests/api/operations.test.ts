/**
 * The operators' handles on each database: /metrics behind METRICS_TOKEN, the operator API
 * behind ADMIN_TOKEN (404 without it), and a give-up that reaches a person — a web order the CRM keeps
 * refusing is given up after OUTBOX_GIVE_UP_AFTER, announced to STAFF_EMAIL through the outbox, listed
 * by GET /api/admin/outbox?state=failed, and sent again exactly once with its idempotency key by POST
 * /api/admin/outbox/{id}/retry. The worker runs on the test's clock, so 4 s of retries take none.
 * (tests/e2e/operations.spec.ts drives the same through the CLI against a running server.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as backupRoute from '../../src/pages/api/admin/backup.ts';
import * as outboxRoute from '../../src/pages/api/admin/outbox/index.ts';
import * as retryRoute from '../../src/pages/api/admin/outbox/[id]/retry.ts';
import * as metricsRoute from '../../src/pages/metrics.ts';
import { pageCache } from '../../src/features/page-cache/serve.server.ts';
import { services } from '../../src/services/config.ts';
import { createHttpCrm } from '../../src/services/crm/http.ts';
import type { Database } from '../../src/services/db/database.server.ts';
import {
  enqueueOutbox,
  nextOutboxDue,
  outboxMessagesAbout,
  outboxMessagesByKey,
} from '../../src/services/db/outbox.ts';
import { EmbeddedForms } from '../../src/services/forms/embedded.ts';
import type { MailMessage } from '../../src/services/mail/port.ts';
import { DEFAULT_RETRY_POLICY } from '../../src/services/outbox/backoff.ts';
import { afterGivingUp, deliverThrough } from '../../src/services/outbox/deliver.ts';
import { announcingGiveUps } from '../../src/services/outbox/give-up.ts';
import { crmMessage } from '../../src/services/outbox/messages.ts';
import { OutboxWorker } from '../../src/services/outbox/worker.ts';
import { serverHooks } from '../../src/services/operations/server-hooks.ts';
import { startCrmStandIn, type CrmStandIn } from './crm-stand-in.ts';
import { apiContext, onEachDatabase } from './harness.ts';

const ADMIN_TOKEN = 'admin-token-for-the-api-tests-0123456789';
const METRICS_TOKEN = 'metrics-token-for-the-tests';
const STAFF = 'staff@example.com';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const request = (method: string, path: string, headers: Record<string, string> = {}) =>
  new Request(new URL(path, 'http://localhost:4321'), {
    method,
    headers: method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers,
    ...(method === 'POST' ? { body: '{}' } : {}),
  });

type Route = {
  GET?: (context: ReturnType<typeof apiContext>) => Response | Promise<Response>;
  POST?: (context: ReturnType<typeof apiContext>) => Response | Promise<Response>;
};
async function ask(
  route: Route,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string> = {},
  params: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Headers }> {
  const handler = route[method];
  if (!handler) throw new Error(`no ${method} handler`);
  const response = await handler(apiContext(request(method, path, headers), params));
  return { status: response.status, body: await response.text(), headers: response.headers };
}

onEachDatabase((database) => {
  describe('GET /metrics', () => {
    it('is not there without METRICS_TOKEN', async () => {
      expect((await ask(metricsRoute, 'GET', '/metrics')).status).toBe(404);
    });

    it('refuses a scraper without the token, and counts requests and the outbox for one with it', async () => {
      await database.withEnvironment({ METRICS_TOKEN }, async () => {
        expect((await ask(metricsRoute, 'GET', '/metrics')).status).toBe(401);
        expect((await ask(metricsRoute, 'GET', '/metrics', bearer('not-the-token-at-all'))).status).toBe(401);
        const route = `/test-${crypto.randomUUID().slice(0, 8)}/[slug]`;
        for (const status of [200, 200, 404])
          serverHooks().requestFinished({
            route,
            requestId: 'req-12345678',
            method: 'GET',
            status,
            durationMs: 12,
            aborted: false,
          });
        const scraped = await ask(metricsRoute, 'GET', '/metrics', bearer(METRICS_TOKEN));
        expect(scraped.status).toBe(200);
        expect(scraped.headers.get('content-type')).toContain('text/plain');
        expect(scraped.body).toContain(`http_requests_total{route="${route}",method="GET",status="200"} 2`);
        expect(scraped.body).toContain(`http_requests_total{route="${route}",method="GET",status="404"} 1`);
        expect(scraped.body).toContain(`http_request_duration_seconds_count{route="${route}",method="GET"} 3`);
        for (const name of [
          'outbox_messages{state="pending"}',
          'outbox_oldest_pending_age_seconds',
          'nodejs_eventloop_lag_seconds',
          'process_resident_memory_bytes',
          'page_cache_hits_total',
          'page_cache_misses_total',
          'sign_in_lockouts_total',
          'rate_limit_refusals_total',
        ]) {
          expect(scraped.body).toContain(name);
        }
      });
    });
    it('says what the page cache and the search engine keep, and the array buffers', async () => {
      await database.withEnvironment({ METRICS_TOKEN }, async () => {
        pageCache();
        const search = services().search(() =>
          Promise.resolve([
            {
              objectID: 'metrics-a',
              kind: 'blog',
              title: 'Harbour survey notes',
              description: '',
              keywords: '',
              url: '/knowledge-hub/metrics-a/',
              industries: { title: [] },
              region: [],
            },
          ]),
        );
        await search.search([{ indexName: 'site', query: 'harbour', page: 0, hitsPerPage: 20 }]);
        const { body } = await ask(metricsRoute, 'GET', '/metrics', bearer(METRICS_TOKEN));
        const value = (series: string) =>
          Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(body)?.[1]);
        expect(value('cache_entries{cache="search_answers"}')).toBe(1);
        expect(value('cache_bytes{cache="search_answers"}')).toBeGreaterThan(0);
        expect(value('cache_bytes{cache="page"}')).toBeGreaterThanOrEqual(0);
        expect(value('nodejs_array_buffers_bytes')).toBeGreaterThan(0);
      });
    });
  });

  describe('the operator API', () => {
    it('answers 404 everywhere without ADMIN_TOKEN, even with a token', async () => {
      const id = crypto.randomUUID();
      expect((await ask(outboxRoute, 'GET', '/api/admin/outbox', bearer(ADMIN_TOKEN))).status).toBe(404);
      expect((await ask(retryRoute, 'POST', `/api/admin/outbox/${id}/retry`, bearer(ADMIN_TOKEN), { id })).status).toBe(
        404,
      );
      expect((await ask(backupRoute, 'GET', '/api/admin/backup', bearer(ADMIN_TOKEN))).status).toBe(404);
    });

    it('refuses a missing or wrong token with 401, and bad parameters with 400 and a message', async () => {
      await database.withEnvironment({ ADMIN_TOKEN }, async () => {
        const missing = await ask(outboxRoute, 'GET', '/api/admin/outbox');
        expect(missing.status).toBe(401);
        expect(missing.headers.get('www-authenticate')).toBe('Bearer');
        expect((await ask(outboxRoute, 'GET', '/api/admin/outbox', bearer(`${ADMIN_TOKEN}x`))).status).toBe(401);
        const badState = await ask(outboxRoute, 'GET', '/api/admin/outbox?state=lost', bearer(ADMIN_TOKEN));
        expect(badState.status).toBe(400);
        expect(JSON.parse(badState.body)).toEqual({ message: 'state must be failed or pending' });
        const badId = await ask(retryRoute, 'POST', '/api/admin/outbox/nope/retry', bearer(ADMIN_TOKEN), {
          id: 'nope',
        });
        expect(badId.status).toBe(400);
        const unknown = crypto.randomUUID();
        expect(
          (await ask(retryRoute, 'POST', `/api/admin/outbox/${unknown}/retry`, bearer(ADMIN_TOKEN), { id: unknown }))
            .status,
        ).toBe(404);
      });
    });

    it('backs the embedded database up; on PostgreSQL it says to use pg_dump', async () => {
      await database.withEnvironment({ ADMIN_TOKEN }, async () => {
        const answer = await backupRoute.GET(apiContext(request('GET', '/api/admin/backup', bearer(ADMIN_TOKEN))));
        if (database.name === 'PostgreSQL') {
          expect(answer.status).toBe(409);
          expect(((await answer.json()) as { message: string }).message).toContain('pg_dump');
          return;
        }
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('application/gzip');
        const bytes = new Uint8Array(await answer.arrayBuffer());
        expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
      });
    });
  });

  describe('a give-up reaches a person', () => {
    let crm: CrmStandIn;
    let db: Database;
    let now = new Date();
    const reported: Error[] = [];
    beforeAll(async () => {
      await services().stop();
      crm = await startCrmStandIn();
      db = await services().database();
    });
    afterAll(() => crm.close());

    const worker = () =>
      new OutboxWorker({
        database: () => Promise.resolve(db),
        deliver: deliverThrough({
          mail: () => services().mail(),
          crm: () => createHttpCrm({ url: crm.url, token: 'crm-token', timeoutMs: 2_000 }),
          forms: () => new EmbeddedForms(),
        }),
        policy: { ...DEFAULT_RETRY_POLICY, giveUpAfterMs: 4_000 },
        afterGivingUp: announcingGiveUps(afterGivingUp, {
          staff: () => [STAFF],
          giveUpAfterMs: 4_000,
          clock: () => now,
          report: (error) => reported.push(error),
        }),
        clock: () => now,
        random: () => 0,
        log: { warn: () => undefined, error: () => undefined },
      });

    /** Drains, moving the clock to each next due time, until nothing is due before `untilMs` from now. */
    async function settle(outboxWorker: OutboxWorker, untilMs: number): Promise<void> {
      const until = now.getTime() + untilMs;
      for (let round = 0; round < 50; round++) {
        await outboxWorker.drain();
        const due = await nextOutboxDue(db);
        if (!due || due.getTime() > until) return;
        now = new Date(Math.max(due.getTime(), now.getTime()));
      }
      throw new Error('the outbox did not settle');
    }

    it('an order the CRM keeps refusing is given up after 4 s, announced to the staff (and Sentry), listed, and delivered exactly once after a retry', async () => {
      await database.withEnvironment({ ADMIN_TOKEN }, async () => {
        await services().stop();
        const order = `WO-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
        const message = crmMessage(`crm-web-order.${order}`, order, 'web-orders', {
          weborder_id: order,
          total: '100.00',
        });
        now = new Date();
        await enqueueOutbox(db, [message], now);
        crm.answer = () => 503;
        await settle(worker(), 60_000);

        const [dead] = await outboxMessagesByKey(db, [message.key]);
        expect(dead).toMatchObject({ status: 'dead', last_error: 'the CRM answered 503: stand-in answered 503' });
        const notices = (await outboxMessagesAbout(db, order)).filter((row) =>
          row.idempotency_key.startsWith('give-up-notice.'),
        );
        expect(notices.map((row) => row.status)).toEqual(['delivered']);
        const mail = (notices[0]?.payload as { mail: MailMessage }).mail;
        expect(mail).toMatchObject({
          kind: 'staff-notification',
          to: STAFF,
          subject: `Not delivered: web order ${order} to the CRM`,
        });
        expect(mail.text).toContain(`npm run admin -- retry ${dead?.id ?? ''}`);
        // With SENTRY_DSN the composition root reports it there (services/config.ts).
        expect(reported.map((error) => `${error.name}: ${error.message}`)).toContain(
          `OutboxGiveUp: outbox: gave up on web order ${order} to the CRM (message ${dead?.id ?? ''}): the CRM answered 503: stand-in answered 503`,
        );

        const listed = await ask(outboxRoute, 'GET', '/api/admin/outbox?state=failed', bearer(ADMIN_TOKEN));
        expect(listed.status).toBe(200);
        const entry = (JSON.parse(listed.body) as { data: Array<Record<string, unknown>> }).data.find(
          (item) => item['id'] === dead?.id,
        );
        expect(entry).toMatchObject({
          kind: 'crm:web-orders',
          target: 'CRM',
          status: 'dead',
          lastError: 'the CRM answered 503: stand-in answered 503',
          carries: { orderNumber: order },
        });

        crm.answer = () => 201;
        const id = dead?.id ?? '';
        const retried = await ask(retryRoute, 'POST', `/api/admin/outbox/${id}/retry`, bearer(ADMIN_TOKEN), { id });
        expect(retried.status).toBe(200);
        const again = await ask(retryRoute, 'POST', `/api/admin/outbox/${id}/retry`, bearer(ADMIN_TOKEN), { id });
        expect(again.status).toBe(409);
        await settle(worker(), 60_000);
        expect(crm.requests.filter((sent) => sent.key === message.key && sent.status === 201)).toHaveLength(1);
        expect(await outboxMessagesByKey(db, [message.key])).toEqual([
          expect.objectContaining({ status: 'delivered' }),
        ]);
      });
    });
  });
});
