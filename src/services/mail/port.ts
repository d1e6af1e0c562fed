/**
 * The mail port: how the server sends the mails SPEC §4 needs (email verification, password reset,
 * order confirmation). The embedded adapter (outbox.ts) writes them to a folder and the server log;
 * an SMTP adapter can take its place without callers noticing.
 */

/** What a mail is for; the outbox names its files after it and tests find mails by it. */
export type MailKind = 'verify-email' | 'reset-password' | 'order-confirmation' | 'notice';

/** A mail to send, in plain text (every client reads it) with an optional HTML body. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** The one link the mail is about (verification, reset, order), logged so a developer can follow it. */
  link?: string | undefined;
}

/** A mail as sent: the message with the id and time the adapter gave it. */
export interface SentMail extends MailMessage {
  id: string;
  sentAt: string;
}

/** Sends mails. Adapters throw when a mail cannot be sent, so the caller can answer with an error. */
export interface MailPort {
  send(message: MailMessage): Promise<SentMail>;
}
