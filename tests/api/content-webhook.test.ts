import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishContentChanges } from '../../src/features/publish/publish.server.ts';
import { isCrossSiteWrite } from '../../src/lib/http/cross-site.ts';
import * as webhookRoute from '../../src/pages/api/content/webhook.ts';
import type { RawDocument } from '../../src/services/content/dataset.ts';
import { closeServices, resetServices, type Environment } from '../../src/services/config.ts';
import { startSanityStandIn, STAND_IN_TOKEN, type SanityStandIn } from '../support/sanity-stand-in.ts';
import { apiContext, callRoute, checkedAgainstTheDocument, TEST_ORIGIN } from './harness.ts';

/**
 * POST /api/content/webhook through its route module, as Sanity calls it (server to server: JSON, no
 * Origin, no session), with content from the Sanity stand-in (tests/support/sanity-stand-in.ts). What the
 * feed does with a publish is not this suite's business: publishContentChanges is replaced here, and
 * the test sees the change set the route refetched and handed to it.
 */
vi.mock('../../src/features/publish/publish.server.ts', () => ({
  publishContentChanges: vi.fn(() => Promise.resolve()),
}));
const published = vi.mocked(publishContentChanges);

const SECRET = 'the-webhook-secret-editors-set-in-sanity';
const PATH = '/api/content/webhook';
const PAGE_A: RawDocument = { _id: 'page-a', _type: 'page', _rev: 'a2', title: 'A, as published now' };

/** Sanity's signature header for `body` at `timestamp`, made here independently of the route's code. */
const signatureOf = (body: string, timestamp = Date.now(), secret = SECRET): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')}`;

/** A webhook request as Sanity sends one; `signature: null` sends none. */
function webhookRequest(body: string, signature: string | null = signatureOf(body)): Request {
  const headers = new Headers({
    'content-type': 'application/json',
    'user-agent': 'Sanity.io webhook delivery',
    'sanity-project-id': 'test',
    'sanity-dataset': 'production',
    'idempotency-key': `msg_${crypto.randomUUID()}`,
  });
  if (signature !== null) headers.set('sanity-webhook-signature', signature);
  return new Request(new URL(PATH, TEST_ORIGIN), { method: 'POST', headers, body });
}

async function call(request: Request): Promise<{ status: number; json: Record<string, unknown> }> {
  const handler = request.method === 'POST' ? webhookRoute.POST : webhookRoute.ALL;
  const response = await callRoute(handler, apiContext(request));
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

let standIn: SanityStandIn;
let environment: Environment;

beforeAll(async () => {
  standIn = await startSanityStandIn([PAGE_A, { _id: 'drafts.page-a', _type: 'page', title: 'A, draft' }]);
  environment = {
    DATA_DIR: `test-results/unit-data/webhook-${crypto.randomUUID().slice(0, 8)}`,
    SANITY_PROJECT_ID: 'test',
    SANITY_API_HOST: standIn.url,
    SANITY_READ_TOKEN: STAND_IN_TOKEN,
    SANITY_WEBHOOK_SECRET: SECRET,
  };
  resetServices(environment);
});
afterAll(async () => {
  await closeServices();
  resetServices();
  await standIn.close();
});
beforeEach(() => published.mockClear());

checkedAgainstTheDocument();

describe('POST /api/content/webhook: a signed Sanity webhook', () => {
  it('refetches the named document from Sanity and publishes the change set it read (200)', async () => {
    const { status, json } = await call(
      webhookRequest(JSON.stringify({ _id: 'page-a', _type: 'page', operation: 'update' })),
    );
    expect(status).toBe(200);
    expect(json).toEqual({ data: { ids: ['page-a'] } });
    expect(published).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledWith({ upserts: [PAGE_A], deletes: [] });
  });

  it('publishes a document Sanity no longer has as a delete, whatever the body calls it', async () => {
    const { status } = await call(webhookRequest(JSON.stringify([{ _id: 'page-gone' }, { _id: 'page-a' }])));
    expect(status).toBe(200);
    expect(published).toHaveBeenCalledWith({ upserts: [PAGE_A], deletes: ['page-gone'] });
  });

  it('answers a draft’s webhook with no ids and publishes nothing', async () => {
    const { status, json } = await call(
      webhookRequest(JSON.stringify({ _id: 'drafts.page-a', _type: 'page', operation: 'update' })),
    );
    expect(status).toBe(200);
    expect(json).toEqual({ data: { ids: [] } });
    expect(published).not.toHaveBeenCalled();
  });

  it('passes the cross-site write rule of the middleware: JSON without an Origin is not a browser’s form', () => {
    const request = webhookRequest('{"_id":"page-a"}');
    expect(isCrossSiteWrite(request, new URL(request.url))).toBe(false);
  });
});

describe('POST /api/content/webhook: refusals change nothing', () => {
  const body = JSON.stringify({ _id: 'page-a', _type: 'page', operation: 'update' });

  it.each([
    ['wrongly signed', () => webhookRequest(body, signatureOf(body, Date.now(), 'not-the-secret-at-all'))],
    ['unsigned', () => webhookRequest(body, null)],
    ['stale (signed 6 minutes ago)', () => webhookRequest(body, signatureOf(body, Date.now() - 6 * 60 * 1000))],
    ['signed for another body', () => webhookRequest(body.replace('page-a', 'page-b'), signatureOf(body))],
  ])('refuses a webhook %s with 401 and a message, asking Sanity nothing', async (_case, request) => {
    const asked = standIn.queries.length;
    const { status, json } = await call(request());
    expect(status).toBe(401);
    expect(json['message']).toEqual(expect.any(String));
    expect(published).not.toHaveBeenCalled();
    expect(standIn.queries.length).toBe(asked);
  });

  it('refuses a signed body it does not understand with 400', async () => {
    const { status } = await call(webhookRequest(JSON.stringify({ document: 'page-a' })));
    expect(status).toBe(400);
    expect(published).not.toHaveBeenCalled();
  });

  it('refuses a body over 64 KB with 413 before reading it all', async () => {
    const { status } = await call(webhookRequest(JSON.stringify({ _id: 'page-a', padding: 'x'.repeat(65 * 1024) })));
    expect(status).toBe(413);
    expect(published).not.toHaveBeenCalled();
  });

  it('answers 503 when Sanity cannot be read, so Sanity delivers the webhook again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      standIn.garbleNextQueries(1);
      const { status } = await call(webhookRequest(body));
      expect(status).toBe(503);
      expect(published).not.toHaveBeenCalled();
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  });

  it('answers other methods with 405 naming POST', async () => {
    const response = await callRoute(webhookRoute.ALL, apiContext(new Request(new URL(PATH, TEST_ORIGIN))));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('is not there (404) without SANITY_WEBHOOK_SECRET, or on the embedded content', async () => {
    for (const env of [
      { ...environment, SANITY_WEBHOOK_SECRET: '' },
      { DATA_DIR: environment['DATA_DIR'], SANITY_WEBHOOK_SECRET: SECRET },
    ]) {
      resetServices(env);
      try {
        expect((await call(webhookRequest(body))).status).toBe(404);
      } finally {
        resetServices(environment);
      }
    }
    expect(published).not.toHaveBeenCalled();
  });
});
