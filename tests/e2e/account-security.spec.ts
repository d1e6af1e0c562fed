/**
 * Where a buyer is signed in, and the password change, on /app/account/ (docs/security.md, "Sessions and
 * re-authentication"): the list names this device and the other one, ending the other signs it out,
 * a password change ends every other session and the new password signs in; axe on the screen.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

/** A verified account; the verification link signed `request` in: a session on another "device". */
async function verifiedAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
  label: string,
): Promise<string> {
  const email = uniqueEmail(label);
  const created = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Ana', profile },
    headers: { Origin: baseURL ?? '' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect((await request.get(await awaitVerificationLink(email))).ok()).toBe(true);
  expect((await request.get('/api/account/sessions')).status()).toBe(200);
  return email;
}

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const sessionsList = (page: Page) =>
  page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem');

test('the account screen lists both sessions; ending the other signs it out', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = await verifiedAccount(request, baseURL, 'sessions');
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  await expect(sessionsList(page)).toHaveCount(2);
  // Playwright's Desktop Chrome profile says Windows in its User-Agent.
  await expect(sessionsList(page).first()).toContainText('Chrome on Windows (this device)');
  await expect(sessionsList(page).first()).toContainText(/Signed in \d{1,2} \w{3} \d{4}/);
  await expect(sessionsList(page).nth(1)).not.toContainText('this device');
  await expectNoAxeViolations(page);
  // The screen as the browser rendered it passes the Nu HTML Checker too.
  expect(
    renderedHtmlErrors(testInfo.outputPath('html'), { account: await page.content() }),
    'Nu HTML Checker errors',
  ).toEqual([]);

  // A button of its own, not to be confused with signing out of this device.
  await expect(page.getByRole('button', { name: 'End all other sessions' })).toBeVisible();
  await page.getByRole('button', { name: /^End the session on / }).click();
  await expect(toast(page, 'That session has ended. The device will need to sign in again.')).toBeVisible();
  await expect(sessionsList(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'End all other sessions' })).toHaveCount(0);
  expect((await request.get('/api/account/user')).status()).toBe(401);
});

test('a password change ends the other session, and the new password signs in', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const email = await verifiedAccount(request, baseURL, 'password-change');
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(sessionsList(page)).toHaveCount(2);

  await field(page, 'Current password').fill('Wr0ngPassword');
  await field(page, 'New password').fill('N3wPassword!');
  await field(page, 'Confirm new password').fill('N3wPassword!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your current password is not correct.')).toBeVisible();
  expect((await request.get('/api/account/sessions')).status()).toBe(200);

  await field(page, 'Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password has been changed, and you are signed out everywhere else.')).toBeVisible();
  await expect(sessionsList(page)).toHaveCount(1);
  expect((await request.get('/api/account/sessions')).status()).toBe(401);

  const other = await browser.newPage();
  try {
    await logIn(other, email, 'N3wPassword!');
    await expect(other.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  } finally {
    await other.close();
  }
});
