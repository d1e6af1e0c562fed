/**
 * The identity server's mails, in plain words, laid out by the one mail layout (text + HTML). Pure: they
 * only build messages; the mail port sends them. Links come from the identity server, built on
 * AUTH_BASE_URL, and the mail is signed with that same origin.
 */
import type { MailMessage } from '../mail/port.ts';
import { renderMail, SHOP_NAME } from '../mail/render.ts';

const greeting = (name: string): string => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** Sent after sign-up (and on request): following the link marks the address verified. */
export function verificationMail(to: string, name: string, link: string): MailMessage {
  return {
    kind: 'verify-email',
    to,
    subject: `Verify your email address for ${SHOP_NAME}`,
    link,
    ...renderMail(
      {
        greeting: greeting(name),
        intro: ['Please confirm this is your email address by opening the link below:'],
        action: { label: 'Verify my email address', url: link },
        outro: [`If you did not create an account with ${SHOP_NAME}, you can ignore this mail.`],
      },
      new URL(link).origin,
    ),
  };
}

/** Sent when someone asks to reset the password of this address. */
export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return {
    kind: 'reset-password',
    to,
    subject: `Reset your ${SHOP_NAME} password`,
    link,
    ...renderMail(
      {
        greeting: greeting(name),
        intro: ['Open the link below to choose a new password. The link works for one hour.'],
        action: { label: 'Choose a new password', url: link },
        outro: ['If you did not ask for a new password, you can ignore this mail; your password stays as it is.'],
      },
      new URL(link).origin,
    ),
  };
}

/**
 * Sent instead of a verification link when someone signs up with an address that already has an account:
 * the sign-up answers the same either way, so only the owner of the address learns of it.
 */
export function accountExistsMail(to: string, name: string, signInLink: string): MailMessage {
  return {
    kind: 'account-exists',
    to,
    subject: `You already have a ${SHOP_NAME} account`,
    link: signInLink,
    ...renderMail(
      {
        greeting: greeting(name),
        intro: [
          `Someone, probably you, asked to create a ${SHOP_NAME} account with this email address. You already have one, so nothing was changed.`,
          'If you forgot your password, open the link below, type your email address and choose "Forgot password".',
        ],
        action: { label: 'Log in to my account', url: signInLink },
        outro: ['If it was not you, you can ignore this mail; your account stays as it is.'],
      },
      new URL(signInLink).origin,
    ),
  };
}
