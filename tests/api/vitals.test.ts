/**
 * POST /api/vitals on each database, as the server runs it: the middleware's per-address limit first
 * (refuseOverLimit), then the route. A beacon is counted in /metrics and, once the recorder writes, in
 * the daily roll-up the operator's report reads; a malformed, oversized or flooding beacon gets a 4xx
 * with a message and changes neither. GET /api/admin/vitals reports a seeded poor LCP as poor.
 */
import { describe, expect, it } from 'vitest';
import * as adminRoute from '../../src/pages/api/admin/vitals.ts';
import * as vitalsRoute from '../../src/pages/api/vitals.ts';
import { refuseOverLimit } from '../../src/lib/http/request-limits.server.ts';
import { services } from '../../src/services/config.ts';
import { vitalsCountsSince } from '../../src/services/db/web-vitals.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/services/limits/settings.ts';
import { metricsText } from '../../src/services/operations/metrics.ts';
import { utcDay } from '../../src/services/vitals/recorder.ts';
import { apiContext, callRoute, jsonRequest, nextClientAddress, onEachDatabase, TEST_ORIGIN } from './harness.ts';

const ADMIN_TOKEN = 'admin-token-for-the-vitals-tests-0123456789';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** A beacon as the every-page script sends it: text/plain, from this site. */
const beacon = (body: string, headers: Record<string, string> = {}) =>
  new Request(new URL('/api/vitals', TEST_ORIGIN), {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, ...headers },
    body,
  });

/** What the server does with a beacon from `address`: the limit, then the route. */
async function send(
  body: unknown,
  address = nextClientAddress(),
  headers: Record<string, string> = {},
): Promise<Response> {
  const refused = await refuseOverLimit('POST', '/api/vitals', address);
  if (refused) return refused;
  return callRoute(
    vitalsRoute.POST,
    apiContext(beacon(typeof body === 'string' ? body : JSON.stringify(body), headers), {}, address),
  );
}

/** One sample line of /metrics (0 when absent). */
async function scraped(line: string): Promise<number> {
  const { body } = await metricsText();
  const found = body.split('\n').find((text) => text.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

/** Samples the roll-up holds for `template` today, per metric. */
async function stored(template: string): Promise<Record<string, number>> {
  await services().vitals().flush();
  const rows = await vitalsCountsSince(await services().database(), utcDay(new Date()));
  const totals: Record<string, number> = {};
  for (const row of rows.filter((candidate) => candidate.template === template))
    totals[row.metric] = (totals[row.metric] ?? 0) + row.count;
  return totals;
}

const LCP_COUNT = (template: string, region: string, device: string) =>
  `web_vitals_lcp_seconds_count{template="${template}",region="${region}",device="${device}"}`;

onEachDatabase((database) => {
  describe('POST /api/vitals', () => {
    it("counts a page view's five metrics in /metrics and the roll-up, sets no cookie and answers 204", async () => {
      const before = await scraped(LCP_COUNT('industry', 'au', 'phone'));
      const storedBefore = await stored('industry');
      const answer = await send({
        template: 'industry',
        region: 'au',
        metrics: { LCP: 2100, INP: 120, CLS: 0.02, FCP: 900, TTFB: 300 },
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(await scraped(LCP_COUNT('industry', 'au', 'phone'))).toBe(before + 1);
      expect(
        await scraped('web_vitals_cls_count{template="industry",region="au",device="phone"}'),
      ).toBeGreaterThanOrEqual(1);
      // 2.1 s is under the 2.5 s bucket: Google's "good".
      expect(
        await scraped('web_vitals_lcp_seconds_bucket{le="2.5",template="industry",region="au",device="phone"}'),
      ).toBeGreaterThanOrEqual(1);
      const after = await stored('industry');
      for (const metric of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'])
        expect(after[metric], metric).toBe((storedBefore[metric] ?? 0) + 1);
    });

    it('refuses malformed beacons with 400 and a message, and counts none of them', async () => {
      const before = await scraped(LCP_COUNT('blog', 'nz', 'phone'));
      const storedBefore = await stored('blog');
      const malformed: unknown[] = [
        'not json',
        { template: 'blog', region: 'nz', metrics: {} },
        { template: '/nz/knowledge-hub/secret-page/', region: 'nz', metrics: { LCP: 1000 } },
        { template: 'blog', region: 'fr', metrics: { LCP: 1000 } },
        { template: 'blog', region: 'nz', metrics: { LCP: -5 } },
        { template: 'blog', region: 'nz', metrics: { LCP: '1000' } },
        { template: 'blog', region: 'nz', metrics: { LCP: 1000, FID: 12 } },
        { template: 'blog', region: 'nz', url: 'https://example.com/?email=a@b.c', metrics: { LCP: 1000 } },
        { template: 'blog', region: 'nz', metrics: { CLS: 1e9 } },
        '{"template":"blog","region":"nz","metrics":{"LCP":1e999}}',
      ];
      for (const body of malformed) {
        const answer = await send(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(((await answer.json()) as { message: string }).message).toMatch(/\w/);
      }
      expect(await scraped(LCP_COUNT('blog', 'nz', 'phone'))).toBe(before);
      expect(await stored('blog')).toEqual(storedBefore);
    });

    it('refuses a body over 1 KiB with 413, declared or not, and counts nothing', async () => {
      const before = await scraped(LCP_COUNT('contact', 'global', 'phone'));
      const padded = JSON.stringify({ template: 'contact', region: 'global', metrics: { LCP: 1000 } }).replace(
        '{',
        `{${' '.repeat(1100)}`,
      );
      const answer = await send(padded);
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ message: 'The request body is larger than 1024 bytes.' });
      expect(await scraped(LCP_COUNT('contact', 'global', 'phone'))).toBe(before);
    });

    it(`takes ${DEFAULT_RATE_LIMITS.vitals} beacons a minute from one address and refuses the next with 429, uncounted`, async () => {
      const flooder = nextClientAddress();
      const body = { template: 'services', region: 'nz', metrics: { TTFB: 250 } };
      const line = 'web_vitals_ttfb_seconds_count{template="services",region="nz",device="desktop"}';
      const before = await scraped(line);
      for (let n = 1; n <= DEFAULT_RATE_LIMITS.vitals; n++)
        expect((await send(body, flooder, { 'user-agent': 'curl/8' })).status).toBe(204);
      const refused = await send(body, flooder, { 'user-agent': 'curl/8' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await scraped(line)).toBe(before + DEFAULT_RATE_LIMITS.vitals);
    });

    it('answers another method 405 with Allow', async () => {
      const answer = await callRoute(vitalsRoute.ALL, apiContext(jsonRequest('GET', '/api/vitals')));
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    });
  });

  describe('GET /api/admin/vitals', () => {
    const ask = (path: string, token?: string) =>
      callRoute(
        adminRoute.GET,
        apiContext(
          new Request(new URL(path, TEST_ORIGIN), { headers: token ? { authorization: `Bearer ${token}` } : {} }),
        ),
      );

    it('reports the p75 per template, rated as Google rates it, and says a poor LCP is poor', async () => {
      await database.withEnvironment({ ADMIN_TOKEN }, async () => {
        expect((await ask('/api/admin/vitals')).status).toBe(401);
        expect((await ask('/api/admin/vitals?since=fortnight', ADMIN_TOKEN)).status).toBe(400);
        expect((await ask('/api/admin/vitals?since=400d', ADMIN_TOKEN)).status).toBe(400);
        // Three slow product pages in four: a poor 75th percentile.
        for (const LCP of [1200, 5200, 5600, 6100])
          expect((await send({ template: 'product', region: 'nz', metrics: { LCP } })).status).toBe(204);
        await services().vitals().flush();
        const answer = await ask('/api/admin/vitals?since=1d', ADMIN_TOKEN);
        expect(answer.status).toBe(200);
        const { data } = (await answer.json()) as {
          data: {
            days: number;
            poor: boolean;
            templates: Array<{ template: string; metric: string; p75: number; rating: string; samples: number }>;
          };
        };
        expect(data.days).toBe(1);
        expect(data.poor).toBe(true);
        expect(data.templates.find((line) => line.template === 'product' && line.metric === 'LCP')).toMatchObject({
          p75: 5600,
          rating: 'poor',
        });
      });
    });
  });
});
