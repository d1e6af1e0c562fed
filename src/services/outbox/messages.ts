/**
 * What an outbox message carries, per channel: a rendered mail, a document for the CRM, or a form
 * submission for HubSpot. Written by the features (inside their transaction, through enqueueOutbox in services/db/outbox.ts) and
 * checked again with these schemas when a worker claims the row.
 */
import { z } from 'zod';
import type { NewOutboxMessage } from '../db/outbox.ts';
import { MAIL_KINDS, type MailMessage } from '../mail/port.ts';

const mailPayloadSchema = z.object({
  channel: z.literal('mail'),
  mail: z.object({
    kind: z.enum(MAIL_KINDS),
    to: z.string().min(1),
    replyTo: z.string().optional(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    link: z.string().optional(),
    attachments: z
      .array(z.object({ filename: z.string().min(1), contentType: z.string().min(1), contentBase64: z.base64() }))
      .optional(),
  }),
});

const crmPayloadSchema = z.object({
  channel: z.literal('crm'),
  resource: z.enum(['contacts', 'web-orders']),
  body: z.json(),
});

const hubspotPayloadSchema = z.object({
  channel: z.literal('hubspot'),
  /** The stored submission, whose hubspot_status follows the delivery. */
  submissionId: z.string(),
  submission: z.object({
    portalId: z.string(),
    formId: z.string(),
    fields: z.array(z.object({ name: z.string(), value: z.string() })),
    context: z.object({ pageUri: z.string().optional(), pageName: z.string().optional(), hutk: z.string().optional() }),
  }),
});

/** Any message's payload. */
export const outboxPayloadSchema = z.discriminatedUnion('channel', [
  mailPayloadSchema,
  crmPayloadSchema,
  hubspotPayloadSchema,
]);
export type OutboxPayload = z.infer<typeof outboxPayloadSchema>;

/** A mail on the outbox, about `subject`, once per `key`. */
export function mailMessage(key: string, subject: string, mail: Omit<MailMessage, 'key'>): NewOutboxMessage {
  return { key, channel: 'mail', subject, payload: mailPayloadSchema.parse({ channel: 'mail', mail }) };
}

/** A document for the CRM on the outbox; `body` must be plain JSON (checked here, so a bad one fails the transaction). */
export function crmMessage(
  key: string,
  subject: string,
  resource: 'contacts' | 'web-orders',
  body: unknown,
): NewOutboxMessage {
  return { key, channel: 'crm', subject, payload: crmPayloadSchema.parse({ channel: 'crm', resource, body }) };
}

/** A form submission for HubSpot on the outbox. */
export function hubspotMessage(
  key: string,
  submissionId: string,
  submission: z.input<typeof hubspotPayloadSchema>['submission'],
): NewOutboxMessage {
  return {
    key,
    channel: 'hubspot',
    subject: submissionId,
    payload: hubspotPayloadSchema.parse({ channel: 'hubspot', submissionId, submission }),
  };
}
