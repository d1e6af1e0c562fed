/**
 * The identity server's mails, in plain words. Pure: they only build messages; the mail port sends them.
 */
import type { MailMessage } from '../mail/port.ts';

const greeting = (name: string): string => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** Sent after sign-up (and on request): following the link marks the address verified. */
export function verificationMail(to: string, name: string, link: string): MailMessage {
  return {
    kind: 'verify-email',
    to,
    subject: 'Verify your email address',
    link,
    text: [
      greeting(name),
      '',
      'Please confirm this is your email address by opening the link below:',
      link,
      '',
      'If you did not create an account with Tasman CAD, you can ignore this mail.',
    ].join('\n'),
  };
}

/** Sent when someone asks to reset the password of this address. */
export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return {
    kind: 'reset-password',
    to,
    subject: 'Reset your password',
    link,
    text: [
      greeting(name),
      '',
      'Open the link below to choose a new password. The link works for one hour.',
      link,
      '',
      'If you did not ask for a new password, you can ignore this mail; your password stays as it is.',
    ].join('\n'),
  };
}
