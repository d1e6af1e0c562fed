/**
 * What an outbox message is, in words an operator acts on: its kind, where it goes, and
 * what it carries (an order number, a contact id, a form) — never the personal data in it (a mail's
 * recipient and text stay out). Used by the operator API's listing and by the notice of a give-up.
 * Pure.
 */
import * as z from 'zod/mini';
import type { OutboxRow } from '../db/outbox.ts';
import { formatDuration } from '../operations/duration.ts';
import { outboxPayloadSchema } from './messages.ts';

/** What a message carries, by name. */
export const outboxCarriesSchema = z.object({
  orderNumber: z.optional(z.string()),
  contactId: z.optional(z.string()),
  form: z.optional(z.string()),
  submissionId: z.optional(z.string()),
  /** The order, contact or submission a mail is about. */
  about: z.optional(z.string()),
});

/** One message as the operator API lists it (the same schema describes it in the OpenAPI document). */
export const outboxMessageViewSchema = z.object({
  id: z.string(),
  /** `crm:web-orders`, `crm:contacts`, `hubspot:form`, `mail:<kind>`. */
  kind: z.string(),
  /** Where it goes: `CRM`, `HubSpot`, `mail`. */
  target: z.string(),
  status: z.enum(['pending', 'delivered', 'dead'] satisfies OutboxRow['status'][]),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  carries: outboxCarriesSchema,
});
export type OutboxMessageView = z.infer<typeof outboxMessageViewSchema>;

export function describeOutboxMessage(row: OutboxRow): OutboxMessageView {
  const parsed = outboxPayloadSchema.safeParse(row.payload);
  const base = {
    id: row.id,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.createdAt.toISOString(),
  };
  if (!parsed.success) return { ...base, kind: row.channel, target: row.channel, carries: { about: row.subject } };
  const payload = parsed.data;
  switch (payload.channel) {
    case 'crm':
      return {
        ...base,
        kind: `crm:${payload.resource}`,
        target: 'CRM',
        carries: payload.resource === 'web-orders' ? { orderNumber: row.subject } : { contactId: row.subject },
      };
    case 'hubspot':
      return {
        ...base,
        kind: 'hubspot:form',
        target: 'HubSpot',
        carries: { form: payload.submission.formId, submissionId: payload.submissionId },
      };
    case 'mail':
      return { ...base, kind: `mail:${payload.mail.kind}`, target: 'mail', carries: { about: row.subject } };
  }
}

/** `web order WO-1 (crm:web-orders)`: what a message is about, in a few words. */
export function outboxMessageTitle(view: OutboxMessageView): string {
  const { orderNumber, contactId, form, submissionId, about } = view.carries;
  if (orderNumber) return `web order ${orderNumber} to the ${view.target}`;
  if (contactId) return `contact ${contactId} to the ${view.target}`;
  if (form) return `form ${form} submission ${submissionId ?? ''} to ${view.target}`.replace('  ', ' ');
  return `${view.kind} about ${about ?? '-'}`;
}

/** The staff notice of a give-up: subject and plain text, saying what was not delivered and how to send it again. */
export function giveUpNotice(view: OutboxMessageView, giveUpAfterMs: number): { subject: string; text: string } {
  const title = outboxMessageTitle(view);
  const carried = Object.entries(view.carries).map(([name, value]) => `  ${name}: ${value}`);
  return {
    subject: `Not delivered: ${title}`,
    text: [
      `The shop gave up delivering a message after ${view.attempts} attempts over ${formatDuration(giveUpAfterMs)}.`,
      '',
      `What: ${title}`,
      `Message id: ${view.id}`,
      `Kind: ${view.kind}`,
      ...carried,
      `Last error: ${view.lastError ?? '-'}`,
      '',
      'Once the cause is fixed, send it again (once, with the same idempotency key) on the server:',
      `  npm run admin -- retry ${view.id}`,
      'or every given-up message:',
      '  npm run admin -- retry --all',
      '(npm run admin -- outbox --failed lists them.)',
    ].join('\n'),
  };
}

/** True for the notice of a give-up itself: its own give-up is not announced again (no loop). */
export const isGiveUpNoticeKey = (key: string): boolean => key.startsWith('give-up-notice.');
