/**
 * This process's outbox worker, wired to the channels it delivers through and to what a give-up sets
 * off, and the outbox's counts for /metrics. Built by the composition root (services/config.ts).
 */
import type { Database } from '../db/database.server.ts';
import { outboxCounts } from '../db/outbox.ts';
import type { ErrorReporter } from '../monitoring/port.ts';
import { metrics } from '../operations/metrics.ts';
import { DEFAULT_RETRY_POLICY } from './backoff.ts';
import { afterGivingUp, deliverThrough, type Channels } from './deliver.ts';
import { announcingGiveUps } from './give-up.ts';
import { OutboxWorker } from './worker.ts';

export interface OutboxSetup extends Channels {
  database: () => Promise<Database>;
  /** Who hears of a give-up (STAFF_EMAIL). */
  staff: () => readonly string[];
  /** OUTBOX_GIVE_UP_AFTER. */
  giveUpAfterMs: number;
  /** Where a give-up is reported besides the staff's mail: Sentry, when it is configured. */
  errors: (() => ErrorReporter) | undefined;
}

/** The worker that delivers outbox messages through `setup`'s channels. */
export function createOutboxWorker(setup: OutboxSetup): OutboxWorker {
  const { database, mail, crm, forms, staff, giveUpAfterMs, errors } = setup;
  return new OutboxWorker({
    database,
    deliver: deliverThrough({ mail, crm, forms }),
    policy: { ...DEFAULT_RETRY_POLICY, giveUpAfterMs },
    afterGivingUp: announcingGiveUps(afterGivingUp, {
      staff,
      giveUpAfterMs,
      report: errors
        ? (error) => errors().reportAnswered(error, { requestId: '-', path: 'outbox give-up' })
        : undefined,
    }),
  });
}

/** Lets /metrics count the outbox's messages by state and the age of the oldest pending one. */
export function countOutboxForMetrics(database: () => Promise<Database>): void {
  metrics().setOutboxReader(async () => {
    const counts = await outboxCounts(await database());
    return {
      byState: counts.byState,
      oldestPendingAgeSeconds: counts.oldestPending
        ? Math.max(0, (Date.now() - counts.oldestPending.getTime()) / 1000)
        : 0,
    };
  });
}
