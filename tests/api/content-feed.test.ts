import { asc, gt, max } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RawDocument } from '../../src/services/content/dataset.ts';
import { MemoryContentFeed, memoryContentFeedFor } from '../../src/services/content/feed-memory.ts';
import type { FeedLog } from '../../src/services/content/feed-postgres-listener.ts';
import {
  PostgresContentFeed,
  ROW_BYTES,
  ROW_ITEMS,
  splitChangeSet,
  type PostgresFeedOptions,
} from '../../src/services/content/feed-postgres.ts';
import type { ContentChangeSet, ContentFeed } from '../../src/services/content/port.ts';
import { createServices, readConfiguration } from '../../src/services/config.ts';
import { contentChangeBounds, recordContentChanges } from '../../src/services/db/content-changes.ts';
import { createDatabase, type OpenDatabase } from '../../src/services/db/database.server.ts';
import * as schema from '../../src/services/db/schema.ts';
import { createTestDatabase, onTestServer } from '../support/postgres.ts';
import { OPEN_TIMEOUT, testDatabases } from './harness.ts';

/**
 * The content feed that spreads a publish to every instance (item 3): in-process on the
 * embedded database, NOTIFY/LISTEN with replay by seq on PostgreSQL. Every wait below is on an event (a
 * delivery, a log line) with a timeout, never a sleep.
 */

const WAIT_MS = 10_000;

/** Waits that resolve when a condition turns true, checked again on every `changed()`. */
class Conditions {
  readonly #waiting = new Set<{ check: () => boolean; resolve: () => void }>();

  changed(): void {
    for (const waiter of [...this.#waiting]) {
      if (waiter.check()) {
        this.#waiting.delete(waiter);
        waiter.resolve();
      }
    }
  }

  until(check: () => boolean, what: string): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = {
        check,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      // eslint-disable-next-line no-restricted-syntax -- a deadline that rejects, never the wait itself
      const timer = setTimeout(() => {
        this.#waiting.delete(waiter);
        reject(new Error(`timed out after ${WAIT_MS} ms waiting for ${what}`));
      }, WAIT_MS);
      this.#waiting.add(waiter);
    });
  }
}

/** A subscriber that records what it receives and checks that deliveries never overlap. */
class Inbox {
  readonly received: ContentChangeSet[] = [];
  gaps = 0;
  #active = 0;
  maxActive = 0;
  /** Runs inside a delivery before it ends (hold it open, or throw). */
  during: ((changes: ContentChangeSet) => Promise<void>) | undefined;
  readonly #conditions = new Conditions();

  readonly onChanges = async (changes: ContentChangeSet): Promise<void> => {
    this.#active += 1;
    this.maxActive = Math.max(this.maxActive, this.#active);
    this.received.push(changes);
    try {
      await this.during?.(changes);
      // Give an overlapping delivery the chance to start, were there one.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      this.#active -= 1;
      this.#conditions.changed();
    }
  };

  readonly onGap = (): Promise<void> => {
    this.gaps += 1;
    this.#conditions.changed();
    return Promise.resolve();
  };

  ids(): string[] {
    return this.received.flatMap((changes) => changes.upserts.map((document) => document._id));
  }

  untilCount(count: number): Promise<void> {
    return this.#conditions.until(() => this.received.length >= count && this.#active === 0, `${count} change sets`);
  }

  untilId(id: string): Promise<void> {
    return this.#conditions.until(() => this.ids().includes(id) && this.#active === 0, `change ${id}`);
  }

  untilGaps(count: number): Promise<void> {
    return this.#conditions.until(() => this.gaps >= count, `${count} gap(s)`);
  }
}

/** A FeedLog that keeps its lines and can wait for one. */
class Lines implements FeedLog {
  readonly lines: string[] = [];
  readonly #conditions = new Conditions();
  readonly warn = (line: string): void => this.#add(line);
  readonly error = (line: string): void => this.#add(line);

  #add(line: string): void {
    this.lines.push(line);
    this.#conditions.changed();
  }

  matching(pattern: RegExp): string[] {
    return this.lines.filter((line) => pattern.test(line));
  }

  until(pattern: RegExp): Promise<void> {
    return this.#conditions.until(() => this.matching(pattern).length > 0, `a log line like ${String(pattern)}`);
  }
}

const blog = (id: string, extra: Record<string, unknown> = {}): RawDocument => ({
  _id: id,
  _type: 'blog',
  title: `Title of ${id}`,
  ...extra,
});
const changesOf = (...ids: string[]): ContentChangeSet => ({ upserts: ids.map((id) => blog(id)), deletes: [] });

/** A promise with its resolve function outside. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const unsubscribes: (() => Promise<void>)[] = [];

async function subscribe(feed: ContentFeed, inbox: Inbox): Promise<() => Promise<void>> {
  const unsubscribe = await feed.subscribe(inbox.onChanges, inbox.onGap);
  unsubscribes.push(unsubscribe);
  return unsubscribe;
}

afterEach(async () => {
  await Promise.all(unsubscribes.splice(0).map((unsubscribe) => unsubscribe()));
  vi.restoreAllMocks();
});

describe('the in-process feed (embedded database)', () => {
  it('delivers change sets in publish order, one subscriber call at a time, and publish resolves once delivered', async () => {
    const feed = new MemoryContentFeed();
    const first = new Inbox();
    const second = new Inbox();
    const held = gate();
    const entered = gate();
    first.during = async (changes) => {
      if (changes.upserts[0]?._id !== 'one') return;
      entered.open();
      await held.promise;
    };
    await subscribe(feed, first);
    await subscribe(feed, second);

    const publishes = [
      feed.publish(changesOf('one')),
      feed.publish(changesOf('two')),
      feed.publish(changesOf('three')),
    ];
    await entered.promise;
    // 'one' is held open by the first subscriber: nothing else may start, not even for the second one.
    expect(first.ids()).toEqual(['one']);
    expect(second.ids()).toEqual([]);
    held.open();
    await publishes[0];
    expect(second.ids()).toEqual(['one']);
    await Promise.all(publishes);

    expect(first.ids()).toEqual(['one', 'two', 'three']);
    expect(second.ids()).toEqual(['one', 'two', 'three']);
    expect([first.maxActive, second.maxActive]).toEqual([1, 1]);
    await feed.publish(changesOf('four'));
    expect(second.ids().at(-1)).toBe('four');
  });

  it('logs a subscriber that throws and still delivers to the others and the next change set', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const feed = new MemoryContentFeed();
    const failing = new Inbox();
    failing.during = (changes) =>
      changes.upserts[0]?._id === 'boom' ? Promise.reject(new Error('cannot apply')) : Promise.resolve();
    const other = new Inbox();
    await subscribe(feed, failing);
    await subscribe(feed, other);
    await feed.publish(changesOf('boom'));
    await feed.publish(changesOf('after'));
    expect(failing.ids()).toEqual(['boom', 'after']);
    expect(other.ids()).toEqual(['boom', 'after']);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('cannot apply'));
  });

  it('stops delivering to a subscriber once it unsubscribes', async () => {
    const feed = new MemoryContentFeed();
    const inbox = new Inbox();
    const unsubscribe = await subscribe(feed, inbox);
    await feed.publish(changesOf('kept'));
    await unsubscribe();
    await feed.publish(changesOf('dropped'));
    expect(inbox.ids()).toEqual(['kept']);
  });

  it('is one feed per data folder, which the services of an embedded database hand out', () => {
    const dataDir = `test-results/unit-data/feed-${crypto.randomUUID().slice(0, 8)}`;
    const one = createServices(readConfiguration({ DATA_DIR: dataDir })).contentFeed();
    const two = createServices(readConfiguration({ DATA_DIR: dataDir })).contentFeed();
    expect(one).toBeInstanceOf(MemoryContentFeed);
    expect(two).toBe(one);
    expect(memoryContentFeedFor(`${dataDir}-other`)).not.toBe(one);
    const onPostgres = createServices(
      readConfiguration({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
    );
    // The PostgreSQL feed (and pg) is imported with its first publish or subscription.
    expect(onPostgres.contentFeed()).not.toBeInstanceOf(MemoryContentFeed);
  });
});

describe('splitting a change set into rows', () => {
  it('keeps at most ROW_ITEMS entries and about ROW_BYTES per row, in order', () => {
    const big = 'x'.repeat(1_500_000);
    const upserts = [
      ...Array.from({ length: 600 }, (_, index) => blog(`small-${index}`)),
      ...Array.from({ length: 4 }, (_, index) => blog(`big-${index}`, { body: big })),
      blog('huge', { body: 'y'.repeat(ROW_BYTES + 10) }),
      blog('last'),
    ];
    const deletes = Array.from({ length: 450 }, (_, index) => `gone-${index}`);
    const parts = splitChangeSet({ upserts, deletes });

    expect(parts.flatMap((part) => part.upserts)).toEqual(upserts);
    expect(parts.flatMap((part) => part.deletes)).toEqual(deletes);
    for (const part of parts) {
      const items = part.upserts.length + part.deletes.length;
      expect(items).toBeLessThanOrEqual(ROW_ITEMS);
      if (items > 1) expect(JSON.stringify(part).length).toBeLessThanOrEqual(ROW_BYTES + 100);
    }
    expect(parts.find((part) => part.upserts.some((document) => document._id === 'huge'))?.upserts).toHaveLength(1);
    expect(splitChangeSet({ upserts: [], deletes: [] })).toEqual([]);
  });
});

describe('the content_changes migration on PGlite', () => {
  it(
    'creates the table the PostgreSQL feed records into',
    async () => {
      const open = await createDatabase({ inMemory: true });
      try {
        expect(await recordContentChanges(open.db, [changesOf('a'), changesOf('b')])).toEqual([1, 2]);
        expect(await contentChangeBounds(open.db)).toEqual({ oldest: 1, newest: 2 });
      } finally {
        await open.close();
      }
    },
    OPEN_TIMEOUT,
  );
});

const onPostgres = testDatabases().some((database) => database.name === 'PostgreSQL');

describe.runIf(onPostgres)('the PostgreSQL feed', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let open: OpenDatabase | undefined;
  let admin: pg.Client | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('feed');
    open = await createDatabase({ url: database.url });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  }, OPEN_TIMEOUT);

  afterAll(async () => {
    await admin?.end();
    await open?.close();
    await database?.drop();
  });

  const url = () => database?.url ?? '';
  const db = () => {
    if (!open) throw new Error('the database did not open');
    return open.db;
  };
  const sqlOf = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> => {
    if (!admin) throw new Error('no admin connection');
    return (await admin.query<Row>(text, values)).rows;
  };
  const newestSeq = async () =>
    (
      await db()
        .select({ newest: max(schema.contentChanges.seq) })
        .from(schema.contentChanges)
    )[0]?.newest ?? 0;
  const feed = (name: string, extra: Partial<PostgresFeedOptions> = {}) =>
    new PostgresContentFeed({
      url: url(),
      database: () => Promise.resolve(db()),
      applicationName: name,
      log: new Lines(),
      ...extra,
    });
  const listeners = async (name: string) =>
    sqlOf<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [name],
    );

  it('delivers a publish to every subscriber of every instance, its own included, in order and once', async () => {
    const instanceA = feed('feed-a');
    const instanceB = feed('feed-b');
    const onA = new Inbox();
    const onB = new Inbox();
    await subscribe(instanceA, onA);
    await subscribe(instanceB, onB);

    await instanceA.publish(changesOf('one'));
    await instanceA.publish(changesOf('two'));
    await instanceA.publish({ upserts: [blog('three')], deletes: ['old-page'] });
    await instanceB.publish(changesOf('marker'));
    await onA.untilId('marker');
    await onB.untilId('marker');

    // Up to the marker, published last, nothing came twice or out of order.
    for (const inbox of [onA, onB]) {
      expect(inbox.ids()).toEqual(['one', 'two', 'three', 'marker']);
      expect(inbox.received[2]?.deletes).toEqual(['old-page']);
      expect(inbox.gaps).toBe(0);
    }
  });

  it('starts after the newest change recorded before it subscribed', async () => {
    const instance = feed('feed-late');
    await instance.publish(changesOf('before'));
    const inbox = new Inbox();
    await subscribe(instance, inbox);
    await instance.publish(changesOf('after'));
    await inbox.untilId('after');
    expect(inbox.ids()).toEqual(['after']);
  });

  it('delivers a burst of 20 publishes from two instances in seq order, never two at once', async () => {
    const instanceA = feed('feed-burst-a');
    const instanceB = feed('feed-burst-b');
    const inbox = new Inbox();
    await subscribe(feed('feed-burst-reader'), inbox);
    const start = await newestSeq();

    const ids = Array.from({ length: 20 }, (_, index) => `burst-${index}`);
    await Promise.all(ids.map((id, index) => (index % 2 === 0 ? instanceA : instanceB).publish(changesOf(id))));
    await inbox.untilCount(20);

    const recorded = await db()
      .select({ upserts: schema.contentChanges.upserts })
      .from(schema.contentChanges)
      .where(gt(schema.contentChanges.seq, start))
      .orderBy(asc(schema.contentChanges.seq));
    expect(inbox.ids()).toEqual(recorded.map((row) => row.upserts[0]?._id));
    expect([...inbox.ids()].sort()).toEqual([...ids].sort());
    expect(inbox.maxActive).toBe(1);
  });

  it('reconnects after its connection is killed and replays what was published while it was down', async () => {
    const log = new Lines();
    const inbox = new Inbox();
    await subscribe(feed('feed-reconnect', { log }), inbox);
    const [listener] = await listeners('feed-reconnect');
    expect(listener).toBeDefined();

    // Publish through a connection opened now: while the database refuses new connections, the
    // listener stays down for certain, however fast it retries.
    const publisherClient = new pg.Client({ connectionString: url() });
    await publisherClient.connect();
    const publisher = feed('feed-publisher', {
      database: () => Promise.resolve(drizzle({ client: publisherClient, schema })),
    });
    const name = new URL(url()).pathname.slice(1);
    try {
      await onTestServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await sqlOf('SELECT pg_terminate_backend($1)', [listener?.pid]);
      await log.until(/reconnect failed/);
      await publisher.publish(changesOf('missed-1'));
      await publisher.publish(changesOf('missed-2'));
      await publisher.publish({ upserts: [], deletes: ['missed-3'] });
    } finally {
      await onTestServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await publisherClient.end();
    }
    await inbox.untilCount(3);

    expect(inbox.ids()).toEqual(['missed-1', 'missed-2']);
    expect(inbox.received[2]?.deletes).toEqual(['missed-3']);
    expect(log.matching(/connection lost/)).toHaveLength(1);
    expect(log.matching(/reconnected/)).toHaveLength(1);
    // One short line per failure, no stack traces.
    expect(log.lines.every((line) => !line.includes('\n') && line.length < 300)).toBe(true);
    const [again] = await listeners('feed-reconnect');
    expect(again?.pid).not.toBe(listener?.pid);

    // And it listens again: a publish now arrives as before.
    await feed('feed-other').publish(changesOf('live-again'));
    await inbox.untilId('live-again');
    expect(inbox.ids()).toEqual(['missed-1', 'missed-2', 'live-again']);
  });

  it('calls onGap when rows it still needed were deleted, then goes on from the newest', async () => {
    const instance = feed('feed-gap-publisher');
    const inbox = new Inbox();
    const held = gate();
    const entered = gate();
    inbox.during = async (changes) => {
      if (changes.upserts[0]?._id !== 'gap-1') return;
      entered.open();
      await held.promise;
    };
    await subscribe(feed('feed-gap'), inbox);

    await instance.publish(changesOf('gap-1'));
    await entered.promise;
    // While it applies gap-1, two more are recorded and retention deletes the first of them.
    await instance.publish(changesOf('gap-2'));
    await instance.publish(changesOf('gap-3'));
    await sqlOf('DELETE FROM content_changes WHERE seq < (SELECT max(seq) FROM content_changes)');
    held.open();
    await inbox.untilGaps(1);

    await instance.publish(changesOf('gap-4'));
    await inbox.untilId('gap-4');
    expect(inbox.ids()).toEqual(['gap-1', 'gap-4']);
    expect(inbox.gaps).toBe(1);
  });

  it('deletes rows older than 24 hours on publish and keeps the newest', async () => {
    const instance = feed('feed-retention');
    await instance.publish(changesOf('old-1'));
    await instance.publish(changesOf('old-2'));
    await sqlOf(`UPDATE content_changes SET recorded_at = now() - interval '25 hours'`);
    await instance.publish(changesOf('fresh'));
    const rows = await sqlOf<{ id: string }>(`SELECT upserts->0->>'_id' AS id FROM content_changes ORDER BY seq`);
    expect(rows.map((row) => row.id)).toEqual(['fresh']);
  });

  it('splits a large change set into rows and still delivers all of it, in order', async () => {
    const instance = feed('feed-large');
    const inbox = new Inbox();
    await subscribe(feed('feed-large-reader'), inbox);
    const start = await newestSeq();
    const upserts = [
      ...Array.from({ length: 700 }, (_, index) => blog(`many-${index}`)),
      ...Array.from({ length: 3 }, (_, index) => blog(`big-${index}`, { body: 'z'.repeat(1_500_000) })),
      ...Array.from({ length: 400 }, (_, index) => blog(`more-${index}`)),
    ];
    const deletes = Array.from({ length: 120 }, (_, index) => `removed-${index}`);
    const parts = splitChangeSet({ upserts, deletes });
    expect(parts.length).toBeGreaterThan(2);

    await instance.publish({ upserts, deletes });
    await inbox.untilCount(parts.length);

    expect(await newestSeq()).toBe(start + parts.length);
    expect(inbox.received).toHaveLength(parts.length);
    expect(inbox.ids()).toEqual(upserts.map((document) => document._id));
    expect(inbox.received.flatMap((changes) => changes.deletes)).toEqual(deletes);
  });

  it('logs a subscriber that throws and delivers the next change set', async () => {
    const log = new Lines();
    const instance = feed('feed-throws-publisher');
    const inbox = new Inbox();
    inbox.during = (changes) =>
      changes.upserts[0]?._id === 'breaks' ? Promise.reject(new Error('cannot apply')) : Promise.resolve();
    await subscribe(feed('feed-throws', { log }), inbox);
    await instance.publish(changesOf('breaks'));
    await instance.publish(changesOf('fine'));
    await inbox.untilId('fine');
    expect(inbox.ids()).toEqual(['breaks', 'fine']);
    expect(log.matching(/a subscriber failed on change \d+: Error: cannot apply/)).toHaveLength(1);
  });

  it('finds a change whose NOTIFY was lost on its next poll', async () => {
    const inbox = new Inbox();
    await subscribe(feed('feed-poll', { pollMs: 100 }), inbox);
    // Recorded without NOTIFY, as if the notification never arrived.
    await db()
      .insert(schema.contentChanges)
      .values({ upserts: [blog('unannounced')], deletes: [] });
    await inbox.untilId('unannounced');
    expect(inbox.ids()).toEqual(['unannounced']);
  });

  it('stops delivering and closes its connection when unsubscribed', async () => {
    const instance = feed('feed-unsubscribe-publisher');
    const leaving = new Inbox();
    const witness = new Inbox();
    const unsubscribe = await subscribe(feed('feed-leaving'), leaving);
    await subscribe(feed('feed-witness'), witness);
    await instance.publish(changesOf('while-subscribed'));
    await leaving.untilId('while-subscribed');

    await unsubscribe();
    await instance.publish(changesOf('after-1'));
    await instance.publish(changesOf('after-2'));
    await witness.untilId('after-2');
    expect(leaving.ids()).toEqual(['while-subscribed']);
    // client.end() resolves once the socket is closed; the server may list the backend a moment longer.
    await vi.waitFor(async () => expect(await listeners('feed-leaving')).toEqual([]), {
      timeout: WAIT_MS,
      interval: 50,
    });
  });
});
