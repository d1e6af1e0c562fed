/**
 * The mail port: how the server sends mail — email verification and password reset (sent directly, the
 * person is waiting), order confirmations and staff notifications (through the outbox table, so an
 * outage loses nothing). The embedded adapter (outbox.ts) writes them to a folder; the SMTP adapter
 * (smtp.ts) hands them to a mail server. Callers never know which.
 */

/** What a mail can be for; the mail folder names its files after it and tests find mails by it. */
export const MAIL_KINDS = [
  'verify-email',
  'account-exists',
  'reset-password',
  'order-confirmation',
  'order-paid',
  'staff-notification',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A file sent with a mail, its bytes in base64 (so a mail on the outbox table is plain JSON). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** A mail to send: plain text (every client reads it) and HTML, sent together as multipart/alternative. */
export interface MailMessage {
  kind: MailKind;
  /** One address, or several separated by commas (staff notifications). */
  to: string;
  /** Where a reply goes (an enquiry's sender), when not to the sender. */
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  /** The one link the mail is about (verification, reset, order); only the mail folder logs it. */
  link?: string | undefined;
  /** Files sent with it (the paid confirmation's tax invoice). */
  attachments?: readonly MailAttachment[] | undefined;
  /**
   * A stable key for this mail (the outbox table's idempotency key): it becomes the Message-ID, so a
   * mail delivered twice after a crash is one message to the mail server and the reader's client.
   */
  key?: string | undefined;
}

/** A mail as sent: the message with the id and time the adapter gave it. */
export interface SentMail extends MailMessage {
  id: string;
  sentAt: string;
}

/** Sends mails. Adapters throw when a mail cannot be sent, so the caller can retry or answer with an error. */
export interface MailPort {
  /** Which adapter this is (logs, tests). */
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<SentMail>;
}
