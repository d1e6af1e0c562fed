/**
 * Passkeys on /app (docs/security.md, "Passkeys"), with Chromium's virtual WebAuthn authenticator (a
 * platform authenticator whose screen lock always says yes): a buyer adds a passkey from the account
 * screen, signs out, logs in with it and no password (from the email field's suggestions, then with
 * the button while the suggestions wait), and removes it; the passkey the device still holds then signs
 * nobody in. The virtual authenticator answers a request for suggestions at once, as if the buyer had
 * chosen the passkey there; with its presence check off the request waits, as a browser's does until
 * the buyer picks one. Passkeys need a host name, not an IP address, so this test uses the site at
 * localhost (the identity server trusts both loopback names).
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { DEMO_PORT } from '../../playwright.config.ts';
import { awaitVerificationLink, field, PASSWORD, toast, uniqueEmail } from './accounts.ts';
import { expectNoAxeViolations } from './helpers.ts';
import { renderedHtmlErrors } from './html-checker.ts';

const SITE = `http://localhost:${DEMO_PORT}`;

const profile = {
  first_name: 'Pania',
  last_name: 'Tester',
  companyName: 'Tasman Testing',
  registrationCompleted: true,
  agreePrivacyPolicy: true,
  subscribeNewsletter: false,
};

/** A platform authenticator in this page's browser, as a phone's or laptop's would be. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

const accountHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your account' });
const loginHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Login' });

/**
 * Counts, on every page of the context, the conditional WebAuthn requests (the email field's suggestions)
 * that are waiting at the browser: the login screen asks for its challenge first and only then calls
 * the browser, so a challenge's response does not yet mean the request is waiting.
 */
async function countWaitingSuggestionRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { suggestionRequestsWaiting: number };
    counted.suggestionRequestsWaiting = 0;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async (options) => {
      if (options?.mediation !== 'conditional') return get(options);
      counted.suggestionRequestsWaiting += 1;
      try {
        return await get(options);
      } finally {
        counted.suggestionRequestsWaiting -= 1;
      }
    };
  });
}

/**
 * Signs out with the authenticator's presence check off, so the login screen's request for suggestions
 * waits (as a browser's does until a passkey is chosen), then turns the check on for the next prompt.
 * The check goes back on only once that request waits at the browser: a request made after that would
 * be answered at once, signing the buyer straight back in.
 */
async function signOutWithSuggestionsWaiting(page: Page, cdp: CDPSession, authenticatorId: string): Promise<void> {
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: false });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(loginHeading(page)).toBeVisible();
  await page.waitForFunction(
    () => (window as unknown as { suggestionRequestsWaiting: number }).suggestionRequestsWaiting > 0,
  );
  await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled: true });
}

test('a buyer adds a passkey, logs in with it and no password, and removes it', async ({ page, request }, testInfo) => {
  test.slow();
  const email = uniqueEmail('passkey');
  const created = await request.post(`${SITE}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name: 'Pania', profile },
    headers: { Origin: SITE },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect((await request.get(await awaitVerificationLink(email))).ok()).toBe(true);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await countWaitingSuggestionRequests(page);

  await page.goto(`${SITE}/app/`);
  await expect(loginHeading(page)).toBeVisible();
  const loginScreen = await page.content();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(accountHeading(page)).toBeVisible();

  // Just logged in, so no password is asked for: the browser's prompt, then the passkey in the list.
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section).toContainText('You have no passkeys yet.');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    toast(page, 'Your passkey has been added. You can now log in with it instead of your password.'),
  ).toBeVisible();
  const listed = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(/ on .+Added /s);
  const held = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(held.credentials, 'the device holds one passkey, a discoverable one').toHaveLength(1);
  expect(held.credentials[0]?.isResidentCredential).toBe(true);
  expect(held.credentials[0]?.rpId).toBe('localhost');
  await expectNoAxeViolations(page);
  expect(
    renderedHtmlErrors(testInfo.outputPath('html'), { login: loginScreen, account: await page.content() }),
    'Nu HTML Checker errors',
  ).toEqual([]);

  // Signed out, the passkey alone logs in: no email, no password, no code. First from the email field's
  // suggestions, which the login screen asks the browser for as it opens.
  // The account page shows until the sign-out is done, so the suggestions' own sign-in is waited for.
  const suggestionsSignIn = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/passkey/verify-authentication'),
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await suggestionsSignIn).ok()).toBe(true);
  await expect(accountHeading(page)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);

  // Then with the button, pressed while the suggestions' request is still waiting for a choice: the
  // press ends that request and the browser's prompt takes its place.
  await signOutWithSuggestionsWaiting(page, cdp, authenticatorId);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(accountHeading(page)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);

  // Removed: the list is empty, and the passkey the device still holds no longer logs anyone in.
  await listed.getByRole('button', { name: /^Remove the passkey / }).click();
  await expect(toast(page, 'That passkey has been removed.')).toBeVisible();
  await expect(section).toContainText('You have no passkeys yet.');
  await signOutWithSuggestionsWaiting(page, cdp, authenticatorId);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    toast(page, "That passkey is not one of this site's. Please log in with your email and password."),
  ).toBeVisible();
  await expect(loginHeading(page)).toBeVisible();
});
