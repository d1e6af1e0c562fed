/**
 * What the account, payment and shop flows share: unique addresses, the links in the demo server's
 * mail folder (one JSON file per mail), the email registration form and the test payment page's card form.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Where the e2e server keeps its mail (playwright.config.ts: DATA_DIR of the demo site; E2E_DEMO_DATA_DIR for a server started by hand). */
export const OUTBOX = join(process.env['E2E_DEMO_DATA_DIR'] ?? join('test-results', 'data', 'demo'), 'outbox');
/** A password that meets the rule (8+ characters, an uppercase letter, a digit). */
export const PASSWORD = 'Str0ngPassword';

let counter = 0;
/** An address no other test (or earlier run against a reused server) has used. */
export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${process.pid}-${counter++}@example.test`;

/** The link of the newest mail of `kind` sent to `email`, if one is in the outbox. */
export function mailLink(
  email: string,
  kind: 'verify-email' | 'account-exists' | 'reset-password',
): string | undefined {
  const files = (() => {
    try {
      return readdirSync(OUTBOX)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      return [];
    }
  })();
  for (const name of files) {
    const mail = JSON.parse(readFileSync(join(OUTBOX, name), 'utf8')) as {
      to?: string;
      kind?: string;
      link?: string;
      text?: string;
    };
    if (mail.to === email && mail.kind === kind) return mail.link ?? /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
  }
  return undefined;
}

/** The verification link mailed to `email`, waiting for the mail to arrive. */
export async function awaitVerificationLink(email: string): Promise<string> {
  await expect
    .poll(() => mailLink(email, 'verify-email'), { message: `a verification mail to ${email} in ${OUTBOX}` })
    .toBeTruthy();
  return mailLink(email, 'verify-email') ?? '';
}

/** A toast by its exact text. */
export const toast = (page: Page, text: string) => page.locator('#toasts').getByText(text, { exact: true });
/** A text input by its accessible name (the label without the required star, which is aria-hidden). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fill the email registration form (every field valid unless overridden). */
export async function fillRegistration(
  page: Page,
  email: string,
  overrides: { password?: string; confirmPassword?: string } = {},
): Promise<void> {
  await field(page, 'First name').fill('Ana');
  await field(page, 'Last name').fill('Tester');
  await field(page, 'Email').fill(email);
  await field(page, 'Phone').fill('+64 21 000 000');
  await field(page, 'Company name').fill('Tasman Testing');
  await field(page, 'Job title').fill('Engineer');
  await field(page, 'City').fill('Auckland');
  await field(page, 'Country').fill('New Zealand');
  await field(page, 'Password').fill(overrides.password ?? PASSWORD);
  await field(page, 'Confirm password').fill(overrides.confirmPassword ?? overrides.password ?? PASSWORD);
  await page.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
}

/** Pays on the test payment page (/pay/{id}) with the test card `number` (4242… pays, 4000 0000 0000 0002 is declined). */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Ana Tester');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
