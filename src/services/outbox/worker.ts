/**
 * The outbox worker, one per server process: claims due messages with a lease, delivers each through
 * its channel, and marks it delivered, retries it later with exponential backoff, or gives up on it
 * (dead, logged). Delivery is at least once — a process killed between the upstream's "yes" and the
 * mark leaves the row leased, the lease runs out and a worker delivers it again — and the message's
 * idempotency key (Idempotency-Key, Message-ID) lets the upstream recognise the repeat.
 *
 * It runs when woken (right after a transaction that wrote messages commits), when the next retry or
 * lease end is due, and every `pollMs` (messages written by another server process).
 */
import type { Database } from '../db/database.server.ts';
import {
  claimDueOutbox,
  markOutboxDead,
  markOutboxDelivered,
  nextOutboxDue,
  releaseOutboxLeases,
  retryOutboxLater,
  type OutboxRow,
} from '../db/outbox.ts';
import { formatDuration } from '../operations/duration.ts';
import { DEFAULT_RETRY_POLICY, nextRetry, type RetryPolicy } from './backoff.ts';
import { DeliveryError, isPermanent } from '../vendor-answer.ts';
import type { Deliver } from './deliver.ts';
import { outboxPayloadSchema, type OutboxPayload } from './messages.ts';

export interface OutboxWorkerOptions {
  database: () => Promise<Database>;
  deliver: Deliver;
  /**
   * Runs once when a message is given up on (mark its form submission failed, tell the staff); `payload`
   * is undefined when the row's payload did not fit its schema, `reason` is the last attempt's error.
   */
  afterGivingUp?:
    ((db: Database, payload: OutboxPayload | undefined, row: OutboxRow, reason: string) => Promise<void>) | undefined;
  policy?: RetryPolicy | undefined;
  /** The worker's clock (tests move it instead of waiting). */
  clock?: (() => Date) | undefined;
  random?: (() => number) | undefined;
  /** How long a claim lasts: longer than any delivery may take (adapters time out within a minute). */
  leaseMs?: number | undefined;
  /** Messages claimed (and delivered side by side) at a time. */
  batchSize?: number | undefined;
  /** Longest sleep between two looks at the table. */
  pollMs?: number | undefined;
  log?: { warn: (line: string) => void; error: (line: string) => void } | undefined;
}

/** What one drain did. */
export interface DrainReport {
  delivered: number;
  retried: number;
  dead: number;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export class OutboxWorker {
  readonly #options: OutboxWorkerOptions;
  readonly #clock: () => Date;
  readonly #policy: RetryPolicy;
  readonly #log: NonNullable<OutboxWorkerOptions['log']>;
  #running: Promise<DrainReport> | undefined;
  #scheduling: Promise<void> | undefined;
  #again = false;
  #started = false;
  #stopped = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The tokens of claims whose deliveries are under way. */
  readonly #claims = new Set<string>();

  constructor(options: OutboxWorkerOptions) {
    this.#options = options;
    this.#clock = options.clock ?? (() => new Date());
    this.#policy = options.policy ?? DEFAULT_RETRY_POLICY;
    this.#log = options.log ?? { warn: (line) => console.warn(line), error: (line) => console.error(line) };
  }

  /** Starts delivering in the background (idempotent): at once, then on wakes, retries and polls. */
  start(): void {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    this.wake();
  }

  /** Asks for a drain now (after a commit that wrote messages); starts the worker if it was not. */
  wake(): void {
    if (this.#stopped) return;
    this.#started = true;
    this.drain().catch((error: unknown) => this.#log.error(`[outbox] could not drain: ${reasonOf(error)}`));
  }

  /**
   * Claims and delivers every due message until none is left, and answers what it did. A drain already
   * under way is joined (and runs one more round, for messages written since it looked).
   */
  drain(): Promise<DrainReport> {
    this.#again = true;
    this.#running ??= this.#loop().finally(() => {
      this.#running = undefined;
      this.#scheduling = this.#scheduleNext();
    });
    return this.#running;
  }

  /**
   * Stops background work and waits for the deliveries in progress — up to `waitMs` when given (a
   * server's graceful stop); the leases of deliveries still unsettled then are handed back, so another
   * process (or this one's next start) sends those messages at once instead of after the lease.
   */
  async stop(waitMs?: number): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const settled = (this.#running ?? Promise.resolve()).then(
      () => this.#scheduling,
      () => this.#scheduling,
    );
    if (waitMs === undefined) await settled;
    else {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        settled,
        new Promise((done) => {
          timer = setTimeout(done, waitMs);
        }),
      ]);
      clearTimeout(timer);
    }
    clearTimeout(this.#timer);
    if (this.#claims.size > 0) {
      const tokens = [...this.#claims];
      await releaseOutboxLeases(await this.#options.database(), tokens).catch((error: unknown) =>
        this.#log.error(`[outbox] could not hand back ${tokens.length} lease(s): ${reasonOf(error)}`),
      );
    }
  }

  async #loop(): Promise<DrainReport> {
    const report: DrainReport = { delivered: 0, retried: 0, dead: 0 };
    const db = await this.#options.database();
    while (this.#again && !this.#stopped) {
      this.#again = false;
      for (;;) {
        const token = crypto.randomUUID();
        this.#claims.add(token);
        try {
          const claimed = await claimDueOutbox(db, {
            now: this.#clock(),
            leaseMs: this.#options.leaseMs ?? 5 * 60_000,
            token,
            limit: this.#options.batchSize ?? 10,
          });
          if (claimed.length === 0) break;
          await Promise.all(claimed.map((row) => this.#deliverOne(db, row, token, report)));
        } finally {
          this.#claims.delete(token);
        }
        if (this.#stopped) break;
      }
    }
    return report;
  }

  async #deliverOne(db: Database, row: OutboxRow, token: string, report: DrainReport): Promise<void> {
    const parsed = outboxPayloadSchema.safeParse(row.payload);
    try {
      if (!parsed.success)
        throw new DeliveryError(`its payload does not fit the ${row.channel} schema: ${parsed.error.message}`, true);
      await this.#options.deliver(db, row, parsed.data);
    } catch (error) {
      await this.#failed(db, row, token, error, parsed.data, report);
      return;
    }
    await markOutboxDelivered(db, row.id, this.#clock());
    report.delivered += 1;
  }

  async #failed(
    db: Database,
    row: OutboxRow,
    token: string,
    error: unknown,
    payload: OutboxPayload | undefined,
    report: DrainReport,
  ): Promise<void> {
    const reason = reasonOf(error);
    const label = `[outbox] ${row.channel} ${row.idempotency_key} attempt ${row.attempts}`;
    const decision = isPermanent(error)
      ? { giveUp: true as const }
      : nextRetry(this.#policy, row.attempts, row.createdAt, this.#clock(), this.#options.random);
    if ('retryAt' in decision) {
      await retryOutboxLater(db, row.id, token, decision.retryAt, reason);
      this.#log.warn(`${label} failed, next try at ${decision.retryAt.toISOString()}: ${reason}`);
      report.retried += 1;
      return;
    }
    if (!(await markOutboxDead(db, row.id, token, reason))) return;
    this.#log.error(
      `${label} failed; given up (dead)${isPermanent(error) ? '' : ` after ${formatDuration(this.#policy.giveUpAfterMs)} of retries`}: ${reason}`,
    );
    report.dead += 1;
    await this.#options.afterGivingUp?.(db, payload, row, reason);
  }

  /** Sleeps until the next retry or lease end is due, or `pollMs` at most. */
  async #scheduleNext(): Promise<void> {
    if (!this.#started || this.#stopped) return;
    clearTimeout(this.#timer);
    const pollMs = this.#options.pollMs ?? 30_000;
    let wait = pollMs;
    try {
      const due = await nextOutboxDue(await this.#options.database());
      if (due) wait = Math.min(pollMs, Math.max(due.getTime() - this.#clock().getTime(), 50));
    } catch (error) {
      this.#log.error(`[outbox] could not read the next due time: ${reasonOf(error)}`);
    }
    if (this.#stopped) return;
    this.#timer = setTimeout(() => this.wake(), wait);
    this.#timer.unref();
  }
}
