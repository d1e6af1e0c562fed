/**
 * Delivering one claimed outbox message through the adapter of its channel: a mail through the mail
 * port (its key as Message-ID), a document to the CRM (its key as Idempotency-Key), a submission to
 * HubSpot (the stored submission's hubspot_status follows). Throws when the delivery did not happen;
 * an error with `permanent: true` means trying again cannot help.
 */
import type { CrmPort } from '../crm/port.ts';
import type { Database } from '../db/database.server.ts';
import type { OutboxRow } from '../db/outbox.ts';
import { setSubmissionHubspotStatus } from '../db/submissions.ts';
import type { FormsPort } from '../forms/port.ts';
import type { MailPort } from '../mail/port.ts';
import { DeliveryError } from '../vendor-answer.ts';
import type { OutboxPayload } from './messages.ts';

/** The adapters messages go out through, asked for at delivery time (built once by the composition root). */
export interface Channels {
  mail: () => MailPort;
  /** Undefined while CRM_URL is not set. */
  crm: () => CrmPort | undefined;
  forms: () => FormsPort;
}

/** Delivers one message; the worker decides what a failure means. */
export type Deliver = (db: Database, row: OutboxRow, payload: OutboxPayload) => Promise<void>;

export function deliverThrough(channels: Channels): Deliver {
  return async (db, row, payload) => {
    switch (payload.channel) {
      case 'mail':
        await channels.mail().send({ ...payload.mail, key: row.idempotency_key });
        return;
      case 'crm': {
        const crm = channels.crm();
        // Kept and retried rather than dropped: setting CRM_URL again delivers what waited.
        if (!crm) throw new Error('CRM_URL is not set, so the CRM cannot be reached');
        await crm.post(payload.resource, payload.body, row.idempotency_key);
        return;
      }
      case 'hubspot': {
        const result = await channels.forms().submit(payload.submission);
        if (result.status === 'not-sent') throw new Error('HubSpot forwarding is off (HUBSPOT_ENABLED)');
        if (result.status === 'failed') throw new DeliveryError(result.reason, result.permanent === true);
        await setSubmissionHubspotStatus(db, payload.submissionId, 'sent');
        return;
      }
    }
  };
}

/** What giving up on a message changes besides the message: a HubSpot submission is marked failed. */
export async function afterGivingUp(db: Database, payload: OutboxPayload | undefined): Promise<void> {
  if (payload?.channel === 'hubspot') await setSubmissionHubspotStatus(db, payload.submissionId, 'failed');
}
