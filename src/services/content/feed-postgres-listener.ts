/**
 * One subscription to the PostgreSQL content feed (feed-postgres.ts): a dedicated connection that
 * LISTENs on `content_changes` and delivers the rows recorded after the last one it delivered, one at a
 * time in seq order. A notification, a reconnect and a poll every 30 s (a NOTIFY can be lost: it is sent
 * only to sessions listening at commit time) all start the same catch-up, and catch-ups never run side
 * by side, so deliveries never overlap or reorder. A lost connection is opened again with a backoff
 * forever (PostgreSQL restarts, failovers); the catch-up after it replays what was missed, or calls
 * `onGap` when retention deleted rows it still needed.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { z } from 'zod';
import {
  CONTENT_CHANGES_CHANNEL,
  contentChangeBounds,
  contentChangesAfter,
  type RecordedContentChange,
} from '../db/content-changes.ts';
import type { Database } from '../db/database.server.ts';
import * as schema from '../db/schema.ts';
import { describeFailure } from '../log-failure.ts';
import type { ContentChangeSet } from './port.ts';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;
/** Rows read at a time: a row may hold up to ~4 MB, so a long replay is not read into memory at once. */
const PAGE_ROWS = 10;

/** Where the feed's lines go (one line per event, never a stack trace). */
export interface FeedLog {
  warn: (line: string) => void;
  error: (line: string) => void;
}

/** What one subscription needs. */
export interface ListenerOptions {
  url: string;
  /** Names the connection in pg_stat_activity, so an operator can tell it from the pool's. */
  applicationName: string;
  pollMs: number;
  log: FeedLog;
  onChanges: (changes: ContentChangeSet) => Promise<void>;
  onGap: () => Promise<void>;
}

interface Connection {
  client: pg.Client;
  db: Database;
}

/** What a row must hold to be delivered: rows are written by this code, possibly by another version of it. */
const changeRowSchema = z.object({
  upserts: z.array(z.looseObject({ _id: z.string(), _type: z.string() })),
  deletes: z.array(z.string()),
});

/** A subscription: `start` it, `close` it once. */
export class ContentChangesListener {
  readonly #options: ListenerOptions;
  #connection: Connection | undefined;
  /** The seq of the last row delivered, or skipped past after a gap. */
  #last = 0;
  #closed = false;
  #retryMs = FIRST_RETRY_MS;
  #poll: ReturnType<typeof setInterval> | undefined;
  #reconnecting: Promise<void> | undefined;
  #wake: (() => void) | undefined;
  #catchingUp: Promise<void> | undefined;
  /** A catch-up was asked for since the running one last looked at the table. */
  #again = false;

  constructor(options: ListenerOptions) {
    this.#options = options;
  }

  /**
   * Connects and LISTENs, then takes the newest seq as its starting point (what was recorded before,
   * the instance loaded from its content source itself). LISTEN comes first, so a publish committed
   * after that read is always notified. Rejects when PostgreSQL cannot be reached now.
   */
  async start(): Promise<void> {
    const connection = await this.#connect();
    try {
      this.#last = (await contentChangeBounds(connection.db)).newest ?? 0;
    } catch (error) {
      await connection.client.end().catch(() => undefined);
      throw error;
    }
    this.#connection = connection;
    this.#poll = setInterval(() => this.#request(), this.#options.pollMs);
    this.#poll.unref();
    // A notification handled before the connection was in place found none to read with.
    this.#request();
  }

  /** Stops delivering (a delivery under way finishes), closes the connection and stops the timers. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#poll);
    this.#wake?.();
    const connection = this.#connection;
    this.#connection = undefined;
    await Promise.all([connection?.client.end().catch(() => undefined), this.#reconnecting]);
  }

  async #connect(): Promise<Connection> {
    const client = new pg.Client({
      connectionString: this.#options.url,
      application_name: this.#options.applicationName,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('the connection was closed')));
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANGES_CHANNEL) this.#notified(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANGES_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return { client, db: drizzle({ client, schema }) };
  }

  /** The connection in use failed or ended: drop it and reconnect (once, however many events say so). */
  #lost(client: pg.Client, error: unknown): void {
    if (this.#closed || this.#connection?.client !== client) return;
    this.#connection = undefined;
    void client.end().catch(() => undefined);
    this.#options.log.warn(
      `[content-feed] connection lost (${describeFailure(error)}); reconnecting in ${this.#retryMs} ms`,
    );
    this.#reconnecting ??= this.#reconnect().finally(() => {
      this.#reconnecting = undefined;
    });
  }

  async #reconnect(): Promise<void> {
    while (!this.#closed) {
      await this.#sleep(this.#retryMs);
      if (this.#closed) return;
      try {
        const connection = await this.#connect();
        if (this.#closed) {
          await connection.client.end().catch(() => undefined);
          return;
        }
        this.#connection = connection;
        this.#options.log.warn(`[content-feed] reconnected; replaying changes after seq ${this.#last}`);
        this.#request();
        return;
      } catch (error) {
        this.#retryMs = Math.min(this.#retryMs * 2, LAST_RETRY_MS);
        this.#options.log.warn(
          `[content-feed] reconnect failed (${describeFailure(error)}); next try in ${this.#retryMs} ms`,
        );
      }
    }
  }

  /** Waits `ms`, or less when the subscription closes. */
  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#wake = done;
    });
  }

  #notified(payload: string | undefined): void {
    // Every instance is told of every publish, its own included: a seq already delivered needs no read.
    const seq = Number(payload);
    if (Number.isSafeInteger(seq) && seq <= this.#last) return;
    this.#request();
  }

  /** Asks for a catch-up: joins the one under way (it looks again before it ends) or starts one. */
  #request(): void {
    if (this.#closed) return;
    this.#again = true;
    if (this.#catchingUp) return;
    this.#catchingUp = this.#catchUpWhileAsked().finally(() => {
      this.#catchingUp = undefined;
      // Asked for between the loop's last look and now; without a connection the reconnect asks again.
      if (this.#again && this.#connection) this.#request();
    });
  }

  async #catchUpWhileAsked(): Promise<void> {
    while (this.#again && !this.#closed) {
      const connection = this.#connection;
      if (!connection) return;
      this.#again = false;
      try {
        await this.#catchUp(connection.db);
        // Only a connection that can read starts the backoff over: one that connects and then fails
        // every query (a permission, a broken table) is retried ever more slowly, not four times a second.
        this.#retryMs = FIRST_RETRY_MS;
      } catch (error) {
        // A query failing on a dedicated connection means the connection is no good (or half-open).
        this.#lost(connection.client, error);
        return;
      }
    }
  }

  /** Delivers every row after the last delivered, page by page, checking each time for a gap. */
  async #catchUp(db: Database): Promise<void> {
    for (;;) {
      if (this.#closed) return;
      const { oldest, newest } = await contentChangeBounds(db);
      if (newest === undefined || newest === this.#last) return;
      // Rows it needs were deleted by retention, or the table was recreated (its seqs started again).
      if (newest < this.#last || (oldest !== undefined && oldest - 1 > this.#last)) {
        await this.#skipGap(newest);
        return;
      }
      const rows = await contentChangesAfter(db, this.#last, PAGE_ROWS);
      if (rows.length === 0) return;
      for (const row of rows) {
        if (this.#closed) return;
        await this.#deliver(row);
        this.#last = row.seq;
      }
    }
  }

  /** Some changes are gone for good: the subscriber reloads everything, and delivery goes on after `newest`. */
  async #skipGap(newest: number): Promise<void> {
    this.#options.log.warn(
      `[content-feed] changes after seq ${this.#last} were deleted before they were read; reloading all content`,
    );
    try {
      await this.#options.onGap();
    } catch (error) {
      this.#options.log.error(`[content-feed] reloading after a gap failed: ${describeFailure(error)}`);
    }
    this.#last = newest;
  }

  /** Hands one row to the subscriber; a bad row or a failing subscriber is logged and passed over. */
  async #deliver(row: RecordedContentChange): Promise<void> {
    const parsed = changeRowSchema.safeParse(row);
    if (!parsed.success) {
      this.#options.log.error(
        `[content-feed] change ${row.seq} is not a change set (${parsed.error.issues[0]?.message ?? 'invalid'}); skipped`,
      );
      return;
    }
    try {
      await this.#options.onChanges({ upserts: parsed.data.upserts, deletes: parsed.data.deletes });
    } catch (error) {
      this.#options.log.error(`[content-feed] a subscriber failed on change ${row.seq}: ${describeFailure(error)}`);
    }
  }
}
