/**
 * Writing outbox messages with what they are about: one transaction holds both (so an order is never
 * stored without its confirmation, nor a confirmation sent for an order that was rolled back), and the
 * outbox worker is woken once it commits, so mails leave within a second.
 */
import { services } from '../../services/config.ts';
import type { Database } from '../../services/db/database.server.ts';
import { enqueueOutbox, type NewOutboxMessage } from '../../services/db/outbox.ts';
import { renderMail } from '../../services/mail/render.ts';
import { mailMessage } from '../../services/outbox/messages.ts';
import type { MailToSend } from './mail-to-send.ts';

/** A mail to send, laid out and signed with the site's public origin (AUTH_BASE_URL), as an outbox message. */
export function mailOnOutbox(key: string, subject: string, mail: MailToSend): NewOutboxMessage {
  const { content, ...head } = mail;
  return mailMessage(key, subject, { ...head, ...renderMail(content, services().config.identity.baseURL) });
}

/** The staff addresses (STAFF_EMAIL); empty: staff notices are not written. */
export const staffAddresses = (): readonly string[] => services().config.mail.staff;

/** Whether contacts and web orders go to a CRM (CRM_URL). */
export const crmConfigured = (): boolean => services().config.crm.kind === 'http';

/**
 * Runs `write` in one transaction with the outbox messages it answers, then wakes the outbox worker.
 * `write` must use the transaction it is given, never another connection.
 */
export async function writeWithOutbox<T>(
  write: (tx: Database) => Promise<{ result: T; messages: readonly NewOutboxMessage[] }>,
  now = new Date(),
): Promise<T> {
  const db = await services().database();
  const { result, written } = await db.transaction(async (tx) => {
    const { result: value, messages } = await write(tx);
    return { result: value, written: await enqueueOutbox(tx, messages, now) };
  });
  if (written > 0) services().outbox().wake();
  return result;
}
