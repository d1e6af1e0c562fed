/**
 * The server's metrics in Prometheus' text format (prom-client), served at GET /metrics with
 * METRICS_TOKEN. One registry per process, kept on globalThis so a module loaded twice (astro dev, tests
 * switching services) counts into the same metrics. Labels are bounded: a route is its pattern
 * (`/products/[slug]`), never the requested path; a status is its number.
 *
 * Names (docs/operations.md lists them): http_requests_total{route,method,status},
 * http_request_duration_seconds{route,method}, outbox_messages{state}, outbox_oldest_pending_age_seconds,
 * outbox_given_up_total{channel}, page_cache_hits_total, page_cache_misses_total, sign_in_lockouts_total, auth_events_total{kind},
 * rate_limit_refusals_total{endpoint}, cache_bytes{cache}, cache_entries{cache}, nodejs_array_buffers_bytes,
 * and prom-client's process and Node metrics (event-loop lag: nodejs_eventloop_lag_seconds and its
 * percentiles; memory: process_resident_memory_bytes, nodejs_heap_size_used_bytes).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the outbox table holds now (read when scraped). */
export interface OutboxCounts {
  byState: Readonly<Record<string, number>>;
  /** Seconds since the oldest pending message was written; 0 when none is pending. */
  oldestPendingAgeSeconds: number;
}

/** What an in-memory cache holds now: its entries and the bytes it counts them as. */
export interface CacheSize {
  entries: number;
  bytes: number;
}

/** The in-memory caches an instance reports the size of (a fixed set: bounded labels). */
export type CacheName = 'page' | 'search_answers';

function createMetrics() {
  const cacheReaders = new Map<CacheName, () => CacheSize>();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  let readOutbox: (() => Promise<OutboxCounts>) | undefined;
  let outboxRead: Promise<OutboxCounts | undefined> | undefined;
  /** One read of the table per scrape, shared by the two gauges it feeds. */
  const outboxNow = (): Promise<OutboxCounts | undefined> =>
    (outboxRead ??= (readOutbox?.() ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .finally(() =>
        setImmediate(() => {
          outboxRead = undefined;
        }),
      ));
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route pattern and method.',
      labelNames: ['route', 'method'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    outboxMessages: new Gauge({
      name: 'outbox_messages',
      help: 'Outbox messages by state (pending, delivered, dead).',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const counts = await outboxNow();
        this.reset();
        for (const state of ['pending', 'delivered', 'dead']) this.set({ state }, counts?.byState[state] ?? 0);
      },
    }),
    outboxOldest: new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest pending outbox message (0: none waits).',
      registers: [registry],
      async collect() {
        this.set((await outboxNow())?.oldestPendingAgeSeconds ?? 0);
      },
    }),
    givenUp: new Counter({
      name: 'outbox_given_up_total',
      help: 'Outbox messages given up on, by channel.',
      labelNames: ['channel'] as const,
      registers: [registry],
    }),
    cacheHits: new Counter({
      name: 'page_cache_hits_total',
      help: 'Content pages answered from the page cache.',
      registers: [registry],
    }),
    cacheMisses: new Counter({
      name: 'page_cache_misses_total',
      help: 'Cacheable content pages the page cache did not hold fresh (rendered).',
      registers: [registry],
    }),
    lockouts: new Counter({
      name: 'sign_in_lockouts_total',
      help: 'Sign-in attempts refused because the account is locked.',
      registers: [registry],
    }),
    authEvents: new Counter({
      name: 'auth_events_total',
      help: 'Authentication events (sign-in, failures, lockouts, sessions ended, credential changes), by kind.',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    refusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with 429 by the per-address limits, by endpoint.',
      labelNames: ['endpoint'] as const,
      registers: [registry],
    }),
    cacheBytes: new Gauge({
      name: 'cache_bytes',
      help: 'Bytes an in-memory cache holds (as it counts them against its bound), by cache (page, search_answers).',
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, read] of cacheReaders) this.set({ cache }, read().bytes);
      },
    }),
    cacheEntries: new Gauge({
      name: 'cache_entries',
      help: 'Entries an in-memory cache holds, by cache (page, search_answers).',
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, read] of cacheReaders) this.set({ cache }, read().entries);
      },
    }),
    arrayBuffers: new Gauge({
      name: 'nodejs_array_buffers_bytes',
      help: "Memory of the process's ArrayBuffers and Buffers (part of nodejs_external_memory_bytes).",
      registers: [registry],
      collect() {
        this.set(process.memoryUsage().arrayBuffers);
      },
    }),
    /** Where `cache_bytes` and `cache_entries` read a cache's size (the latest reader of a name wins). */
    setCacheReader(cache: CacheName, read: () => CacheSize) {
      cacheReaders.set(cache, read);
    },
    setOutboxReader(read: () => Promise<OutboxCounts>) {
      readOutbox = read;
    },
  };
}

type Metrics = ReturnType<typeof createMetrics>;
const METRICS_KEY = Symbol.for('tasman.operations.metrics');
const holder = globalThis as typeof globalThis & { [METRICS_KEY]?: Metrics };

/** The process's metrics. */
export const metrics = (): Metrics => (holder[METRICS_KEY] ??= createMetrics());

/** Counts one answered request (the server wrapper calls it when the answer ends). */
export function countRequest(route: string, method: string, status: number, seconds: number): void {
  const { requests, duration } = metrics();
  requests.inc({ route, method, status: String(status) });
  duration.observe({ route, method }, seconds);
}

/** The metrics as Prometheus text, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
