/**
 * A give-up reaches a person: when the outbox gives up on a message, the staff (STAFF_EMAIL)
 * get a notice — itself an outbox mail, written in the give-up's database — naming what was not
 * delivered and how to send it again; with Sentry configured it is reported there too; it is counted
 * (outbox_given_up_total). The notice of a give-up is not announced when it is given up itself.
 */
import type { Database } from '../db/database.server.ts';
import { enqueueOutbox, type OutboxRow } from '../db/outbox.ts';
import { metrics } from '../operations/metrics.ts';
import { describeOutboxMessage, giveUpNotice, isGiveUpNoticeKey, outboxMessageTitle } from './describe.ts';
import { mailMessage, type OutboxPayload } from './messages.ts';

export interface GiveUpAnnouncer {
  /** Who hears of it (STAFF_EMAIL); empty: nobody is mailed. */
  staff: () => readonly string[];
  giveUpAfterMs: number;
  /** Reports to Sentry, when it is configured. */
  report?: ((error: Error) => void) | undefined;
  clock?: (() => Date) | undefined;
}

export type AfterGivingUp = (
  db: Database,
  payload: OutboxPayload | undefined,
  row: OutboxRow,
  reason: string,
) => Promise<void>;

/** Runs `first` (the channel's own consequence), then announces the give-up. */
export function announcingGiveUps(first: AfterGivingUp, announcer: GiveUpAnnouncer): AfterGivingUp {
  return async (db, payload, row, reason) => {
    await first(db, payload, row, reason);
    metrics().givenUp.inc({ channel: row.channel });
    if (isGiveUpNoticeKey(row.idempotency_key)) return;
    const view = { ...describeOutboxMessage(row), status: 'dead' as const, lastError: reason };
    const staff = announcer.staff();
    if (staff.length > 0) {
      const notice = giveUpNotice(view, announcer.giveUpAfterMs);
      const key = `give-up-notice.${row.id}.${row.attempts}`;
      await enqueueOutbox(
        db,
        [
          mailMessage(key, row.subject, {
            kind: 'staff-notification',
            to: staff.join(', '),
            subject: notice.subject,
            text: notice.text,
          }),
        ],
        announcer.clock?.() ?? new Date(),
      );
    }
    if (announcer.report) {
      const error = new Error(`outbox: gave up on ${outboxMessageTitle(view)} (message ${row.id}): ${reason}`);
      error.name = 'OutboxGiveUp';
      announcer.report(error);
    }
  };
}
