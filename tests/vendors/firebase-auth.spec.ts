import { expect, test, type Page } from '@playwright/test';
import { FIREBASE_PROJECT, VENDOR_PORTS } from '../../playwright.vendors.config.ts';
import { field, fillCard, fillRegistration, PASSWORD, toast, uniqueEmail } from '../e2e/accounts.ts';
import { authEmulator } from './auth-emulator-client.ts';

/**
 * Firebase identity on the Firebase Auth emulator (firebase-tools), end to end in Chromium: a
 * build with PUBLIC_FIREBASE_* and PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, so the /app signs people in with
 * the `firebase` web SDK against the emulator, and the server accepts the emulator's ID tokens on
 * /api/contacts, /api/account/* and /api/web-orders. Firestore's emulator cannot run here (Java), so the
 * user and resources documents go to the site's own store (docs/vendors.md). Google sign-in cannot run
 * offline: the web SDK loads Google's iframe library from apis.google.com even on the emulator.
 */

const emulator = authEmulator(`127.0.0.1:${VENDOR_PORTS.authEmulator}`, FIREBASE_PROJECT);
const LICENCE = 'Kestrel Civil, single user, 1 year';

async function openLogin(page: Page): Promise<void> {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a buyer registers, follows the emulator’s verification link, logs in, places an order and pays it', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('firebase');
  // The server's answers to the emulator-signed-in browser (bearer ID tokens).
  const apiAnswers: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/api\/(contacts|web-orders|account)/.test(pathname))
      apiAnswers.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });

  await page.goto('/app/register/');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Sign up successful, Please verify your email')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  await expect
    .poll(() => emulator.oobCode(email, 'VERIFY_EMAIL'), { message: 'the emulator’s verification mail' })
    .toBeTruthy();
  const verification = await emulator.oobCode(email, 'VERIFY_EMAIL');
  await page.goto(verification?.oobLink ?? '');
  await expect.poll(() => emulator.emailVerified(email)).toBe(true);

  await openLogin(page);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(
    apiAnswers.filter((answer) => answer.startsWith('POST /api/contacts') || answer.startsWith('GET /api/account')),
  ).not.toEqual([]);
  expect(apiAnswers.filter((answer) => / (401|403|5\d\d)$/.test(answer))).toEqual([]);

  // An order, placed with the emulator's ID token, and paid on the test payment page: a plain link that
  // cannot see a Firebase sign-in, so the order's link carries a pay ticket (features/payments/pay-ticket.ts).
  await page.goto('/nz/products/kestrel-civil/buy-now/');
  await page.getByRole('button', { name: `Select ${LICENCE}`, exact: true }).click();
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await field(page, 'Address line one').fill('1 Queen Street');
  await field(page, 'Suburb').fill('CBD');
  await field(page, 'Region or state').fill('Auckland');
  await field(page, 'Postcode').fill('1010');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/pay\/WO-[A-Z0-9]{8}\?ticket=\d+\.[\w-]+$/);
  expect(apiAnswers).toContainEqual(expect.stringMatching(/^POST \/api\/web-orders 201$/));
  const weborderId = /WO-[A-Z0-9]{8}/.exec(page.url())?.[0] ?? '';
  const payPage = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await fillCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('thank-you-order')).toContainText('paid');
  // Without the ticket (or with it altered) the page is not found, as for anyone else's order.
  const untouched = new URL(payPage);
  untouched.search = '';
  const ticket = new URL(payPage).searchParams.get('ticket') ?? '';
  for (const address of [untouched.href, `${untouched.href}?ticket=${ticket.slice(0, -2)}xx`]) {
    expect((await page.request.get(address, { maxRedirects: 0 })).status(), address).toBe(404);
  }
  await page.goto('/app/orders/');
  await expect(page.getByText(`Order ${weborderId}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('order').filter({ hasText: weborderId })).toContainText('Status: paid');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(apiAnswers.filter((answer) => / (401|403|5\d\d)$/.test(answer))).toEqual([]);
});

test('forgot password: the emulator’s reset code sets a new password in the /app, which then signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('firebase-reset');
  const created = await request.post(
    `http://127.0.0.1:${VENDOR_PORTS.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    { data: { email, password: PASSWORD, returnSecureToken: true } },
  );
  expect(created.ok(), await created.text()).toBe(true);

  await openLogin(page);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password' }).click();
  await expect(toast(page, 'Password reset email sent, please check your inbox')).toBeVisible();
  await expect
    .poll(() => emulator.oobCode(email, 'PASSWORD_RESET'), { message: 'the emulator’s reset mail' })
    .toBeTruthy();
  const reset = await emulator.oobCode(email, 'PASSWORD_RESET');

  // A Firebase project's custom action URL points its reset mails at /app/reset-password/ with the code.
  await page.goto(`/app/reset-password/?mode=resetPassword&oobCode=${encodeURIComponent(reset?.oobCode ?? '')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await field(page, 'New password').fill('N3wPassword');
  await field(page, 'Confirm new password').fill('N3wPassword');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(toast(page, 'Your password has been changed, please log in')).toBeVisible();

  await openLogin(page);
  await logIn(page, email, 'N3wPassword');
  // A new account without a profile is asked to complete it: it is signed in.
  await expect(page.getByRole('heading', { level: 1, name: /Complete your registration|Your account/ })).toBeVisible();
});
