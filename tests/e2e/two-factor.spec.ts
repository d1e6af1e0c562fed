/**
 * Two-step verification on /app/account/ (docs/security.md, "A second factor"): a buyer sets it up with
 * the password, the QR code and the key shown as text (the test's authenticator computes the codes from
 * the key), and recovery codes shown once; then a password login asks for the code, a wrong code is
 * refused, the right one signs in, and a recovery code works once; a code from the app turns it off
 * instead of the password. axe on the screens.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { totp, wrongCode } from '../support/totp.ts';
import { awaitVerificationLink, field, PASSWORD, toast, uniqueEmail } from './accounts.ts';
import { expectNoAxeViolations } from './helpers.ts';
import { renderedHtmlErrors } from './html-checker.ts';

/** The register form's profile, so a sign-in lands on the account screen. */
const profile = {
  first_name: 'Ana',
  last_name: 'Tester',
  companyName: 'Tasman Testing',
  registrationCompleted: true,
  agreePrivacyPolicy: true,
  subscribeNewsletter: false,
};

async function verifiedAccount(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const email = uniqueEmail('two-factor');
  const created = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Ana', profile },
    headers: { Origin: baseURL ?? '' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect((await request.get(await awaitVerificationLink(email))).ok()).toBe(true);
  return email;
}

async function passwordLogin(page: Page, email: string): Promise<void> {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
}

const accountHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your account' });
const codeField = (page: Page) => field(page, 'Code from your authenticator app');

test('a buyer turns on two-step verification; then a login needs the code, a recovery code works once, and a code from the app turns it off', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const email = await verifiedAccount(request, baseURL);
  await passwordLogin(page, email);
  await expect(accountHeading(page)).toBeVisible();

  // Set up: the password, then the QR code, the key as text and the recovery codes.
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await expect(section).toContainText('Off.');
  await field(page, 'Your password, to set it up').fill(PASSWORD);
  await section.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code to add this account to your authenticator app' }),
  ).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const recoveryCodes = (
    await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts()
  ).map((code) => code.trim());
  expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
  await expectNoAxeViolations(page);
  expect(
    renderedHtmlErrors(testInfo.outputPath('html'), { setup: await page.content() }),
    'Nu HTML Checker errors',
  ).toEqual([]);

  // A wrong first code does not turn it on; the right one does.
  await codeField(page).fill(wrongCode(secret));
  await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(
    toast(page, 'That code is not correct. Please check your authenticator app and try again.'),
  ).toBeVisible();
  await codeField(page).fill(totp(secret));
  await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(
    toast(
      page,
      'Two-step verification is on. You will need a code from your app each time you log in with your password.',
    ),
  ).toBeVisible();
  await expect(section).toContainText('On: logging in with your password also asks for a code');
  await signOut(page);

  // A password login now asks for the code: a wrong one is refused, the right one signs in.
  await passwordLogin(page, email);
  await expect(page.getByRole('heading', { level: 2, name: 'Two-step verification' })).toBeVisible();
  await expect(
    page.getByText('Enter the 6-digit code from your authenticator app to finish logging in.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await codeField(page).fill(wrongCode(secret));
  await page.keyboard.press('Enter');
  await expect(
    toast(page, 'That code is not correct. Please check your authenticator app and try again.'),
  ).toBeVisible();
  await expect(accountHeading(page)).toHaveCount(0);
  await codeField(page).fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(accountHeading(page)).toBeVisible();
  await signOut(page);

  // A recovery code instead of the app's: once.
  const recovery = recoveryCodes[0] ?? '';
  for (const expected of ['signed in', 'refused'] as const) {
    await passwordLogin(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await field(page, 'Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (expected === 'signed in') {
      await expect(accountHeading(page)).toBeVisible();
      await signOut(page);
    } else {
      await expect(toast(page, 'That recovery code is not correct, or it has been used already.')).toBeVisible();
      await expect(accountHeading(page)).toHaveCount(0);
    }
  }

  // Turning it off with a code from the app instead of the password; then the password logs in alone.
  await page.getByRole('button', { name: 'Use a code from your app instead' }).click();
  await codeField(page).fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(accountHeading(page)).toBeVisible();
  await section.getByRole('button', { name: 'Use a code from your app instead' }).click();
  const offCode = field(page, 'Code from your authenticator app, to turn it off');
  await expect(offCode, 'the field that replaced the button has the focus').toBeFocused();
  await expect(field(page, 'Your password, to turn it off')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(
    renderedHtmlErrors(testInfo.outputPath('html'), { 'turn off by code': await page.content() }),
    'Nu HTML Checker errors',
  ).toEqual([]);
  await page.keyboard.type('12345');
  await page.keyboard.press('Enter');
  await expect(section.getByText('Please enter the 6 digits your authenticator app shows')).toBeVisible();
  await offCode.fill(wrongCode(secret));
  await page.keyboard.press('Enter');
  await expect(
    toast(page, 'That code is not correct. Please check your authenticator app and try again.'),
  ).toBeVisible();
  await expect(offCode).toHaveValue('');
  await offCode.fill(totp(secret));
  await section.getByRole('button', { name: 'Turn off two-step verification' }).click();
  await expect(toast(page, 'Two-step verification is off.')).toBeVisible();
  await expect(section).toContainText('Off.');
  await expect(field(page, 'Your password, to set it up')).toBeVisible();
  await signOut(page);
  await passwordLogin(page, email);
  await expect(accountHeading(page)).toBeVisible();
});

test('with two-step verification on, the turn-off form switches between the password and a code, and back', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await verifiedAccount(request, baseURL);
  await passwordLogin(page, email);
  await expect(accountHeading(page)).toBeVisible();
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await field(page, 'Your password, to set it up').fill(PASSWORD);
  await section.getByRole('button', { name: 'Set up two-step verification' }).click();
  const secret = (await section.getByTestId('totp-secret').innerText()).trim();
  await codeField(page).fill(totp(secret));
  await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(section).toContainText('On: logging in with your password also asks for a code');

  await section.getByRole('button', { name: 'Use a code from your app instead' }).click();
  await expect(field(page, 'Code from your authenticator app, to turn it off')).toBeFocused();
  await section.getByRole('button', { name: 'Use your password instead' }).click();
  await expect(field(page, 'Your password, to turn it off')).toBeFocused();
  await expect(field(page, 'Code from your authenticator app, to turn it off')).toHaveCount(0);
  // The password still turns it off.
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Two-step verification is off.')).toBeVisible();
});
