import { expect, test } from '@playwright/test';
import { SPOTLIGHT_RELEASE, VENDOR_PORTS } from '../../playwright.vendors.config.ts';
import { readSpotlight, type SpotlightStream } from './spotlight-stream.ts';

/**
 * Sentry on Spotlight: a build with monitoring on (SENTRY_DSN, SENTRY_SPOTLIGHT pointing at
 * Sentry's own Spotlight sidecar, SENTRY_TEST_TRIGGERS for the two routes that fail on purpose). An
 * island that fails to render in Chromium and an /api failure the server answers with 500 arrive at
 * Spotlight as Sentry envelopes with the release, the route and (server) the request id, and without
 * the request's body, its cookies or the visitor's email.
 */

const EMAIL = 'ann.private@example.com';
const COOKIE_VALUE = 'cookie-secret-8c1f2a';

let spotlight: SpotlightStream;
test.beforeAll(async () => {
  spotlight = await readSpotlight(`http://localhost:${VENDOR_PORTS.sidecar}/stream`);
});
test.afterAll(() => spotlight.close());

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'visitor_note', value: COOKIE_VALUE, url: baseURL ?? '' }]);
});

test('an island that fails to render reaches Spotlight with the release and the page, without cookies', async ({
  page,
}) => {
  await page.goto('/monitoring-test/island/');
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  const { event, text } = await spotlight.waitForError((candidate) =>
    candidate.exception.values.some(
      (value) => value.value === 'The monitoring test island failed to render on purpose',
    ),
  );
  expect(event.release).toBe(SPOTLIGHT_RELEASE);
  expect(event.tags).toMatchObject({ island: 'true' });
  expect(event.request?.url).toMatch(/\/monitoring-test\/island\/$/);
  expect(text).not.toContain(COOKIE_VALUE);
});

test('an /api failure answered with 500 reaches Spotlight with the release, request id and route, without body, cookies or email', async ({
  page,
}) => {
  await page.goto('/offline/', { waitUntil: 'domcontentloaded' });
  const answer = await page.evaluate(async (email) => {
    const response = await fetch('/api/monitoring-test/failure', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, note: 'body-marker-5d2e' }),
    });
    return {
      status: response.status,
      requestId: response.headers.get('x-request-id'),
      body: (await response.json()) as unknown,
    };
  }, EMAIL);
  expect(answer.status).toBe(500);
  expect(answer.body).toEqual({ message: 'Something went wrong on the server. Please try again later.' });
  expect(answer.requestId).toBeTruthy();

  const { event, text } = await spotlight.waitForError(
    (candidate) => candidate.tags?.['request_id'] === answer.requestId,
  );
  expect(event.release).toBe(SPOTLIGHT_RELEASE);
  expect(event.tags).toMatchObject({ request_id: answer.requestId, path: 'POST /api/monitoring-test/failure' });
  expect(event.exception.values.at(-1)?.value).toContain('monitoring_test_missing_table');
  for (const secret of [EMAIL, COOKIE_VALUE, 'body-marker-5d2e']) expect(text).not.toContain(secret);
});
