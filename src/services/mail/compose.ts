/**
 * One way to turn a MailMessage into a MIME message: the SMTP adapter sends these options, the outbox
 * folder builds its .eml from the same ones, so what a developer opens is what a mail server receives.
 */
import type { MailComposerOptions } from 'nodemailer/lib/mail-composer';
import type { MailMessage } from './port.ts';

/** Where mails come from and who they name: a display name and an address (MAIL_FROM). */
export interface Sender {
  name: string;
  address: string;
}

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_SENDER: Sender = { name: 'Tasman CAD', address: 'no-reply@tasmancad.example' };

/** The domain of an address, for Message-IDs (`<key@domain>`). */
export const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1) || 'localhost';

/** A Message-ID from a mail's key; characters a Message-ID cannot hold become '-'. */
export function messageIdFor(key: string, sender: Sender): string {
  return `<${key.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '-')}@${domainOf(sender.address)}>`;
}

/** Header text on one line: a value from a visitor never starts a header of its own. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/** What nodemailer needs to build or send `message` from `sender`: multipart text + HTML, Message-ID from the key. */
export function mimeOptions(
  message: Pick<MailMessage, 'to' | 'replyTo' | 'subject' | 'text' | 'html' | 'key' | 'attachments'>,
  sender: Sender,
): MailComposerOptions {
  return {
    from: { name: sender.name, address: sender.address },
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: oneLine(message.subject),
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.key ? { messageId: messageIdFor(message.key, sender) } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.contentBase64,
            encoding: 'base64',
          })),
        }
      : {}),
    // Content is always given as strings: nodemailer must never read a file or URL named in a mail.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
