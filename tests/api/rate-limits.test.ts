import { describe, expect, it } from 'vitest';
import { refuseOverLimit } from '../../src/lib/http/request-limits.server.ts';
import { services } from '../../src/services/config.ts';
import { createDatabase } from '../../src/services/db/database.server.ts';
import { countHit } from '../../src/services/db/rate-limits.ts';
import { createRateLimiter } from '../../src/services/limits/limiter.ts';
import { DEFAULT_RATE_LIMITS, rateLimitSettings } from '../../src/services/limits/settings.ts';
import { nextClientAddress, onEachDatabase } from './harness.ts';

/**
 * The per-address limits of docs/security.md, as the middleware applies them
 * (refuseOverLimit), on each database; on PostgreSQL also from two connection pools at once, as two
 * server instances would count.
 */
onEachDatabase((database) => {
  describe('per-address rate limits', () => {
    it('takes 60 form submissions a minute from one address and answers the 61st 429 with Retry-After and a message', async () => {
      const flooder = nextClientAddress();
      for (let n = 1; n <= 60; n++) expect(await refuseOverLimit('POST', '/api/forms', flooder)).toBeUndefined();
      const refused = await refuseOverLimit('POST', '/api/forms', flooder);
      expect(refused?.status).toBe(429);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await refused?.json()).toEqual({
        message: expect.stringMatching(
          /^Too many requests from your address\. Please try again in \d+ seconds?\.$/,
        ) as unknown,
      });
      // Another address, and another endpoint of the same address, count on their own.
      expect(await refuseOverLimit('POST', '/api/forms', nextClientAddress())).toBeUndefined();
      expect(await refuseOverLimit('POST', '/1/indexes/*/queries', flooder)).toBeUndefined();
    });

    it('starts a new window once the minute is over', async () => {
      const limiter = createRateLimiter(() => services().database(), {
        perMinute: { ...DEFAULT_RATE_LIMITS, contacts: 2 },
      });
      const address = nextClientAddress();
      const start = new Date();
      expect((await limiter.hit('contacts', address, start)).allowed).toBe(true);
      expect((await limiter.hit('contacts', address, start)).allowed).toBe(true);
      expect(await limiter.hit('contacts', address, new Date(start.getTime() + 30_000))).toEqual({
        allowed: false,
        limit: 2,
        retryAfterSeconds: 30,
      });
      expect((await limiter.hit('contacts', address, new Date(start.getTime() + 60_001))).allowed).toBe(true);
    });

    it('refuses a flood sent to two instances on both once their counts are written, letting through at most the limit and the hits of one write interval', async () => {
      const url = database.env['DATABASE_URL'];
      const other = url ? await createDatabase({ url }) : undefined;
      const limits = { perMinute: { ...DEFAULT_RATE_LIMITS, search: 100 } };
      const instances = [
        createRateLimiter(() => services().database(), limits),
        createRateLimiter(() => (other ? Promise.resolve(other.db) : services().database()), limits),
      ];
      try {
        const flooder = nextClientAddress();
        let allowed = 0;
        // 300 searches, alternating instances, with the counted hits written every 20 (what the timer does every 250 ms).
        for (let n = 0; n < 300; n++) {
          if ((await instances[n % 2]?.hit('search', flooder))?.allowed) allowed++;
          if (n % 20 === 19) await Promise.all(instances.map((instance) => instance.flush()));
        }
        expect(allowed).toBeGreaterThanOrEqual(100);
        expect(allowed).toBeLessThanOrEqual(100 + 20);
        for (const instance of instances)
          expect(await instance.hit('search', flooder)).toMatchObject({ allowed: false, limit: 100 });
      } finally {
        await Promise.all(instances.map((instance) => instance.flush()));
        await other?.close();
      }
    });

    it('counts every hit once when two instances count the same address at the same moment', async () => {
      const url = database.env['DATABASE_URL'];
      const own = await services().database();
      const other = url ? await createDatabase({ url }) : undefined;
      try {
        const key = `forms:${nextClientAddress()}`;
        const instances = [own, other?.db ?? own];
        const counts = await Promise.all(
          Array.from({ length: 40 }, (_, n) => countHit(instances[n % 2] ?? own, key, 60_000)),
        );
        expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 40 }, (_, n) => n + 1),
        );
      } finally {
        await other?.close();
      }
    });
  });
});

describe('rateLimitSettings', () => {
  it('has the documented defaults and reads RATE_LIMIT_*_PER_MINUTE, naming a bad value', () => {
    expect(rateLimitSettings({}).perMinute).toEqual({
      forms: 60,
      search: 600,
      webOrders: 30,
      contacts: 30,
      vitals: 120,
    });
    expect(
      rateLimitSettings({ RATE_LIMIT_FORMS_PER_MINUTE: '5', RATE_LIMIT_SEARCH_PER_MINUTE: ' ' }).perMinute,
    ).toMatchObject({ forms: 5, search: 600 });
    expect(() => rateLimitSettings({ RATE_LIMIT_CONTACTS_PER_MINUTE: 'lots' })).toThrow(
      /RATE_LIMIT_CONTACTS_PER_MINUTE/,
    );
  });
});
