/**
 * The /app account area against the embedded identity server: register → verify by the mail
 * in the outbox → log in → edit details → sign out, the docs/requirements.md#messages messages a visitor can meet on the way,
 * the signed-out guard, and axe on the login and register screens. Every test uses its own address.
 */
import { expect, test, type Page } from '@playwright/test';
import { awaitVerificationLink, field, fillRegistration, mailLink, PASSWORD, toast, uniqueEmail } from './accounts.ts';
import { expectNoAxeViolations } from './helpers.ts';

const accountLink = (page: Page) => page.locator('#account-slot a');

async function openRegister(page: Page): Promise<void> {
  await page.goto('/app/register/');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
}

async function openLogin(page: Page): Promise<void> {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
}

test('register, verify by mail, log in, edit details and sign out', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const email = uniqueEmail('journey');
  await openRegister(page);
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Sign up successful, Please verify your email')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/$/);

  await page.goto(await awaitVerificationLink(email));
  await expect(page).toHaveURL(/\/app\/\?verified=1$/);
  // The Login screen says the link worked.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your email address is now verified. Please log in.' }),
  ).toBeVisible();

  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/account\/$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(accountLink(page)).toHaveText('Account');
  await expect(accountLink(page)).toHaveAttribute('href', '/app/account/');

  await page.getByRole('link', { name: 'Your details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeFocused();
  await expect(field(page, 'First name')).toHaveValue('Ana');
  await field(page, 'Job title').fill('Lead engineer');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Your changes have been saved')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Job title')).toHaveValue('Lead engineer');

  await page.getByRole('link', { name: 'Back to your account' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(accountLink(page)).toHaveText('Login');
  await expect(accountLink(page)).toHaveAttribute('href', '/app/');
  expect(pageErrors).toEqual([]);
});

test('a verified account without a profile completes registration after signing in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('complete');
  const created = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect((await request.get(await awaitVerificationLink(email))).ok()).toBe(true);

  await openLogin(page);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Please complete your registration')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your registration' })).toBeVisible();
  await expect(accountLink(page)).toHaveText('Register');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Password')).toHaveCount(0);

  await field(page, 'First name').fill('Bo');
  await field(page, 'Last name').fill('Tester');
  await field(page, 'Phone').fill('+61 400 000 000');
  await field(page, 'Company name').fill('Tasman Testing');
  await field(page, 'Job title').fill('Designer');
  await field(page, 'City').fill('Sydney');
  await field(page, 'Country').fill('Australia');
  await page.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(toast(page, 'Registration completed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Bo Tester')).toBeVisible();
  await expect(accountLink(page)).toHaveText('Account');
});

test('on a page without islands the header link reads the stored user and follows another tab', async ({
  page,
  context,
}) => {
  await page.goto('/about-us/');
  await expect(accountLink(page)).toHaveText('Login');
  const other = await context.newPage();
  await other.goto('/privacy/');
  await other.evaluate(() => {
    localStorage.setItem('tasman:user', JSON.stringify({ uid: 'u1', emailVerified: true, first_name: 'Ana' }));
  });
  await expect(accountLink(page)).toHaveText('Account');
  await expect(accountLink(page)).toHaveAttribute('href', '/app/account/');
  await other.evaluate(() => {
    localStorage.removeItem('tasman:user');
  });
  await expect(accountLink(page)).toHaveText('Login');
});

test('a short session reads Account in the header for 24 hours after login, then Login, as the store reads it', async ({
  page,
}) => {
  await page.goto('/about-us/');
  const signedInHoursAgo = (hours: number) =>
    page.evaluate(
      (loggedInTime) => {
        localStorage.setItem('tasman:user', JSON.stringify({ uid: 'u1', emailVerified: true, first_name: 'Ana' }));
        localStorage.setItem('tasman:stayLoggedIn', 'false');
        localStorage.setItem('tasman:loggedInTime', String(loggedInTime));
      },
      Date.now() - hours * 60 * 60 * 1000,
    );
  await signedInHoursAgo(23);
  await page.reload();
  await expect(accountLink(page)).toHaveText('Account');
  await signedInHoursAgo(25);
  await page.reload();
  await expect(accountLink(page)).toHaveText('Login');
  await expect(accountLink(page)).toHaveAttribute('href', '/app/');
});

test('a wrong password says the email or login method is incorrect', async ({ page }) => {
  await openLogin(page);
  await field(page, 'Email').fill(uniqueEmail('nobody'));
  await field(page, 'Password').fill('Wr0ngPassword');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'The email or login method is incorrect, please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('registering an address that already has an account looks the same as a new one; its owner gets a mail', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('taken');
  const created = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Existing' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await openRegister(page);
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Sign up successful, Please verify your email')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.locator('#toasts')).not.toContainText('already exists');
  // Only the owner of the address learns that it has an account.
  await expect.poll(() => mailLink(email, 'account-exists')).toBe(`${baseURL ?? ''}/app/`);
});

test('a weak password shows the password rule on the field, once', async ({ page }) => {
  const RULE = 'Password must be at least 8 characters and include an uppercase letter and a number';
  await openRegister(page);
  // Before any error the rule is the field's hint.
  await expect(page.getByText(RULE)).toHaveCount(1);
  await fillRegistration(page, uniqueEmail('weak'), { password: 'weakpassword' });
  await page.getByRole('button', { name: 'Create account' }).click();
  const password = field(page, 'Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(RULE);
  // The error replaces the hint: the rule reads once on the screen.
  await expect(page.getByRole('main').getByText(RULE)).toHaveCount(1);
  await expect(toast(page, 'Please complete all required fields')).toBeVisible();
});

test('a confirmation that differs from the password says they do not match', async ({ page }) => {
  await openRegister(page);
  await fillRegistration(page, uniqueEmail('mismatch'), { password: PASSWORD, confirmPassword: `${PASSWORD}x` });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(field(page, 'Confirm password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('an invalid email asks for a valid address', async ({ page }) => {
  await openRegister(page);
  await fillRegistration(page, 'not-an-address');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(field(page, 'Email')).toBeFocused();
});

test('required fields left empty are marked and announced with a toast', async ({ page }) => {
  await openRegister(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(toast(page, 'Please complete all required fields')).toBeVisible();
  await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('checkbox', { name: 'I agree to the privacy policy' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('Please agree to the privacy policy to continue')).toBeVisible();
});

test('forgot password without an email asks for the address first', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: 'Forgot password' }).click();
  await expect(toast(page, 'Please enter your email address before selecting forgot password')).toBeVisible();
});

test('Google sign-in says clearly when the site has no Google client configured', async ({ page }) => {
  await openLogin(page);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(
    toast(page, 'Sign in with Google is not available on this site yet. Please log in with your email and password.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
});

test('forgot password mails a link that sets a new password', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('reset');
  const created = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: '' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await openLogin(page);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password' }).click();
  await expect(toast(page, 'Password reset email sent, please check your inbox')).toBeVisible();
  await expect.poll(() => mailLink(email, 'reset-password')).toBeTruthy();

  await page.goto(mailLink(email, 'reset-password') ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await field(page, 'New password').fill('N3wPassword');
  await field(page, 'Confirm new password').fill('N3wPassword');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(toast(page, 'Your password has been changed, please log in')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('a signed-out visit to the account page lands on the login page', async ({ page }) => {
  await page.goto('/app/account/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(accountLink(page)).toHaveText('Login');
});

test('the login page is light, has "Stay logged in" on by default and a link to register', async ({ page }) => {
  await openLogin(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('checkbox', { name: 'Stay logged in' })).toBeChecked();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('the login and register screens have no axe violations', async ({ page }) => {
  await openLogin(page);
  await expectNoAxeViolations(page);
  await openRegister(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
