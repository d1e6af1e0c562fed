/**
 * The /app login form when the app's JavaScript does not run: the form posts to /app/ and the
 * server answers a page, never JSON. A verified buyer is signed in (the session cookie) and sent to
 * /app/?signin=form, where the app finishes the sign-in once it runs; a wrong password, an unverified
 * address or an empty field get the login page again with the app's own message and the address kept.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { awaitVerificationLink, field, fillRegistration, PASSWORD, uniqueEmail } from './accounts.ts';

/** A buyer registered through the app and verified by the mailed link; the browser that did it is closed. */
async function registeredBuyer(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('nojs');
  await page.goto('/app/register/');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect((await page.request.get(await awaitVerificationLink(email))).ok()).toBe(true);
  await context.close();
  return email;
}

async function submitLogin(page: Page, email: string, password: string): Promise<number | undefined> {
  await page.goto('/app/');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/app/',
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  return (await answer).status();
}

test('without JavaScript a verified buyer logs in with the form, and the app finishes the sign-in when it runs', async ({
  browser,
}) => {
  const email = await registeredBuyer(browser);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();

  expect(await submitLogin(page, email, PASSWORD)).toBe(303);
  await expect(page).toHaveURL(/\/app\/\?signin=form$/);
  // What a browser without scripting shows (Playwright's Chromium does not render <noscript> itself).
  const landing = await page.request.get('/app/?signin=form');
  expect(await landing.text()).toContain(
    '<noscript><p>You are logged in. Your account needs JavaScript: please turn it on and reload the page.</p></noscript>',
  );
  await expect(field(page, 'Password')).toHaveCount(0);

  // The same browser with JavaScript on: the session is there, and the app takes the buyer to the account.
  const withScript = await browser.newContext({ storageState: await noScript.storageState() });
  const app = await withScript.newPage();
  await app.goto('/app/?signin=form');
  await expect(app).toHaveURL(/\/app\/account\/$/);
  await expect(app.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await Promise.all([noScript.close(), withScript.close()]);
});

test('without JavaScript a wrong password, an empty field and an unverified address show the login page again with the reason', async ({
  browser,
  baseURL,
}) => {
  const email = await registeredBuyer(browser);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  expect(await submitLogin(page, email, 'Wr0ngPassword')).toBe(401);
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByRole('alert')).toHaveText('The email or login method is incorrect, please try again.');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Password')).toHaveValue('');
  expect(await page.locator('body').innerText()).not.toContain('{"');

  expect(await submitLogin(page, email, '')).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('Please complete all required fields');

  const unverified = uniqueEmail('nojs-unverified');
  expect(
    (
      await page.request.post('/api/auth/sign-up/email', {
        headers: { origin: baseURL ?? '' },
        data: { email: unverified, password: PASSWORD, name: 'Una' },
      })
    ).ok(),
  ).toBe(true);
  expect(await submitLogin(page, unverified, PASSWORD)).toBe(403);
  await expect(page.getByRole('alert')).toHaveText('Please verify your email address, then log in');
  // Not half signed in: the account API knows no session.
  expect((await context.request.get('/api/auth/get-session')).status()).toBe(200);
  expect(await (await context.request.get('/api/auth/get-session')).json()).toBeNull();
  await context.close();
});

test("when the app's scripts fail to load the login form still signs the buyer in", async ({ browser }) => {
  const email = await registeredBuyer(browser);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  expect(await submitLogin(page, email, PASSWORD)).toBe(303);
  await expect(page).toHaveURL(/\/app\/\?signin=form$/);
  await page.unroute('**/_astro/**/*.js');
  await page.reload();
  await expect(page).toHaveURL(/\/app\/account\/$/);
  await context.close();
});
