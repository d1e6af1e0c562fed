import type { APIRoute } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { submitForm } from '../../src/features/forms/submit.server.ts';
import { getSiteContent } from '../../src/features/content/site-content.server.ts';
import * as resourcesRoute from '../../src/pages/api/account/resources.ts';
import * as formsRoute from '../../src/pages/api/forms.ts';
import { services } from '../../src/services/config.ts';
import { countPendingRequestedBlogs } from '../../src/services/db/resources.ts';
import { outboxMessagesAbout } from '../../src/services/db/outbox.ts';
import { getSubmission } from '../../src/services/db/submissions.ts';
import { afterGivingUp, deliverThrough } from '../../src/services/outbox/deliver.ts';
import { OutboxWorker } from '../../src/services/outbox/worker.ts';
import { HubspotForms } from '../../src/services/forms/hubspot.ts';
import { hubspotEnabled } from '../../src/services/forms/settings.ts';
import type { FormsPort, UpstreamResult, UpstreamSubmission } from '../../src/services/forms/port.ts';
import {
  apiContext,
  callRoute,
  jsonRequest,
  onEachDatabase,
  signUp,
  TEST_ORIGIN as origin,
  uniqueEmail,
} from './harness.ts';

/**
 * POST /api/forms (docs/forms.md) through its route module, on the demo dataset's forms and blogs, on
 * each database (tests/api/harness.ts); then submitForm with HubSpot on, delivered by an outbox worker
 * through fake HubSpot adapters, and the HubSpot adapter itself against a fake fetch (HubSpot cannot
 * be reached from here).
 */

/** A route module's handlers (its other exports, e.g. `prerender`, are not used here). */
type Routes = Partial<Record<'GET' | 'POST' | 'ALL', APIRoute>>;
const WEBINAR = 'blog-webinar-strata-bim-for-small-practices';
const WHITE_PAPER = 'blog-white-paper-the-return-on-bim';

async function call(
  route: Routes,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const handler = (method === 'GET' || method === 'POST' ? route[method] : undefined) ?? route.ALL;
  if (!handler) throw new Error(`no ${method} handler`);
  const response = await callRoute(handler, apiContext(jsonRequest(method, path, body, headers)));
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(formsRoute, 'POST', '/api/forms', body, headers);
const dataOf = (json: Record<string, unknown>) => json['data'] as { id: string; requestedBlogs?: string[] };
const storedSubmission = async (id: string) => getSubmission(await services().database(), id);

const contactFields = (email = uniqueEmail('ann')) => ({
  first_name: ' Ann ',
  last_name: 'Example',
  email,
  phone: '',
  company: 'Example Ltd',
  country: 'New Zealand',
  enquiry_type: 'Training',
  message: 'Please call me.',
  privacy_consent: true,
  marketing_opt_in: false,
});
const webinarFields = (email: string) => ({
  first_name: 'Ann',
  last_name: 'Example',
  email,
  company: 'Example Ltd',
  privacy_consent: true,
});

onEachDatabase((database) => {
  describe('POST /api/forms: a CMS form submission', () => {
    it('stores a valid contact enquiry (201) with trimmed values and the form document’s hidden value', async () => {
      const { status, json } = await post({
        formId: 'form-contact-enquiry',
        fields: { ...contactFields(), is_admin: 'yes' },
        hiddenValue: 'forged',
        pageUri: `${origin}/get-in-touch/`,
      });
      expect(status).toBe(201);
      const { id, requestedBlogs } = dataOf(json);
      expect(requestedBlogs).toBeUndefined();
      const row = await storedSubmission(id);
      expect(row).toMatchObject({
        form_id: 'form-contact-enquiry',
        kind: 'cms-form',
        hubspot_status: 'not-sent',
        blog_id: null,
        contact_id: null,
      });
      expect(row?.fields).toMatchObject({
        first_name: 'Ann',
        privacy_consent: true,
        website_source: 'website-contact',
      });
      expect(row?.fields).not.toHaveProperty('is_admin');
    });

    it('files the agency enquiry as such, with the product title of the enquiry drawer', async () => {
      const fields = {
        first_name: 'Ann',
        last_name: 'Example',
        email: uniqueEmail('ann'),
        company: 'Example Ltd',
        country: 'Australia',
        seats: '6–20',
        privacy_consent: true,
        product: 'Ridgeline Reality Capture',
      };
      const { status, json } = await post({ formId: 'form-agency-enquiry', fields });
      expect(status).toBe(201);
      const row = await storedSubmission(dataOf(json).id);
      expect(row).toMatchObject({
        kind: 'agency-enquiry',
        fields: { product: 'Ridgeline Reality Capture', seats: '6–20' },
      });
    });

    it.each([
      ['an invalid email', { email: 'ann@' }, 'fields.email: Please enter a valid email address'],
      ['an empty required field', { company: '  ' }, 'fields.company: This field is required'],
      [
        'an unticked required checkbox',
        { privacy_consent: false },
        'fields.privacy_consent: Please tick this box to continue',
      ],
      ['a country that is not an option', { country: 'Fiji' }, 'fields.country: Please choose one of the options'],
    ])('answers 400 naming the field for %s', async (_name, change, message) => {
      const { status, json } = await post({
        formId: 'form-contact-enquiry',
        fields: { ...contactFields(), ...change },
      });
      expect(status).toBe(400);
      expect(json).toEqual({ message });
    });

    it.each([
      ['not JSON', '{nope', 'The request body must be JSON.'],
      ['no formId', { fields: {} }, 'formId'],
      ['fields that are not an object', { formId: 'form-newsletter', fields: 'x' }, 'fields'],
      [
        'a pageUri that is not an http(s) URL',
        { formId: 'form-newsletter', fields: {}, pageUri: 'javascript:alert(1)' },
        'pageUri',
      ],
    ])('answers 400 for a body with %s', async (_name, body, message) => {
      const { status, json } = await post(body);
      expect(status).toBe(400);
      expect(String(json['message'])).toContain(message);
    });

    it('answers 404 for a form the content does not have', async () => {
      const { status, json } = await post({ formId: 'form-nope', fields: {} });
      expect(status).toBe(404);
      expect(json).toEqual({ message: 'There is no form with the id "form-nope".' });
    });

    it('answers 403 to another site, and 405 to other methods', async () => {
      expect((await post({ formId: 'form-newsletter', fields: {} }, { origin: 'https://evil.example' })).status).toBe(
        403,
      );
      const get = await call(formsRoute, 'GET', '/api/forms');
      expect(get.status).toBe(405);
      expect(get.json['message']).toContain('use POST');
    });
  });

  describe('POST /api/forms with a gated blog', () => {
    it('a signed-out reader unlocks the webinar (requestedBlogs) and the blog waits for their email to sign up', async () => {
      const email = uniqueEmail('visitor');
      const { status, json } = await post({
        formId: 'form-webinar-registration',
        fields: webinarFields(email),
        blogId: WEBINAR,
      });
      expect(status).toBe(201);
      expect(dataOf(json).requestedBlogs).toEqual([WEBINAR]);
      expect(await storedSubmission(dataOf(json).id)).toMatchObject({ kind: 'gated', blog_id: WEBINAR });
      expect(await countPendingRequestedBlogs(await services().database(), email)).toBe(1);

      // Signing up with that email is not enough (anyone can type it); verifying it hands the blog over
      // (identity server hook; tests/api/auth.test.ts follows the mailed link).
      const reader = await signUp(email);
      const unverified = await call(resourcesRoute, 'GET', '/api/account/resources', undefined, {
        cookie: reader.cookie,
      });
      expect(unverified.json['data']).toMatchObject({ requestedBlogs: [] });
      expect(await countPendingRequestedBlogs(await services().database(), email)).toBe(1);
    });

    it("a signed-in reader's blog goes on their resources record, and the answer lists all of them", async () => {
      const reader = await signUp();
      const first = await post(
        { formId: 'form-webinar-registration', fields: webinarFields(reader.email), blogId: WEBINAR },
        { cookie: reader.cookie },
      );
      expect(first.status).toBe(201);
      const second = await post(
        {
          formId: 'form-white-paper-download',
          fields: { ...webinarFields(reader.email), country: 'Australia' },
          blogId: WHITE_PAPER,
        },
        { cookie: reader.cookie },
      );
      expect(dataOf(second.json).requestedBlogs).toEqual([WEBINAR, WHITE_PAPER]);
      expect(await storedSubmission(dataOf(second.json).id)).toMatchObject({ contact_id: reader.uid });
      const resources = await call(resourcesRoute, 'GET', '/api/account/resources', undefined, {
        cookie: reader.cookie,
      });
      expect(resources.json['data']).toMatchObject({ requestedBlogs: [WEBINAR, WHITE_PAPER] });
    });

    it('refuses a blog this form does not gate', async () => {
      const { status, json } = await post({
        formId: 'form-webinar-registration',
        fields: webinarFields(uniqueEmail('x')),
        blogId: WHITE_PAPER,
      });
      expect(status).toBe(400);
      expect(json['message']).toBe(`blogId: "${WHITE_PAPER}" is not a blog gated by this form.`);
    });
  });

  /** A forms port that answers `result` and remembers what it was given. */
  function fakeUpstream(result: UpstreamResult): FormsPort & { sent: UpstreamSubmission[] } {
    const sent: UpstreamSubmission[] = [];
    return {
      name: 'hubspot',
      sent,
      submit: (submission) => {
        sent.push(submission);
        return Promise.resolve(result);
      },
    };
  }

  describe('submitForm and HubSpot, through the outbox', () => {
    /**
     * Submits with HubSpot forwarding on, with the services' own worker stopped (it would forward through
     * the embedded adapter), then delivers with a worker whose forms port is `upstream`.
     */
    async function submitAndDeliver(upstream: FormsPort) {
      return database.withEnvironment({}, async () => {
        await services().stop();
        const outcome = await submitForm(
          {
            formId: 'form-contact-enquiry',
            fields: contactFields('hubspot@example.com'),
            pageUri: `${origin}/get-in-touch/`,
          },
          { content: await getSiteContent(), session: undefined, forwardToHubspot: true, hutk: 'abc123' },
        );
        if (outcome.status !== 201) throw new Error('expected 201');
        const id = outcome.body.data.id;
        const queued = await storedSubmission(id);
        const log = { warn: vi.fn(), error: vi.fn() };
        const worker = new OutboxWorker({
          database: () => services().database(),
          deliver: deliverThrough({ mail: () => services().mail(), crm: () => undefined, forms: () => upstream }),
          afterGivingUp,
          log,
        });
        const report = await worker.drain();
        await worker.stop();
        const messages = await outboxMessagesAbout(await services().database(), id);
        return { id, queued, report, log, messages, stored: await storedSubmission(id) };
      });
    }

    it("stores the submission as 'queued' with its HubSpot message in one go, then forwards the fields, hidden value and page; status 'sent'", async () => {
      const upstream = fakeUpstream({ status: 'sent' });
      const { queued, report, messages, stored } = await submitAndDeliver(upstream);
      expect(queued).toMatchObject({ hubspot_status: 'queued' });
      expect(report).toEqual({ delivered: 1, retried: 0, dead: 0 });
      expect(messages).toEqual([expect.objectContaining({ channel: 'hubspot', status: 'delivered', attempts: 1 })]);
      const [submission] = upstream.sent;
      expect(submission).toMatchObject({
        portalId: '48213377',
        formId: '3f6c2a1e-8d4b-4c59-9a7e-21b5c0e4d7a1',
        context: { pageUri: `${origin}/get-in-touch/`, pageName: 'Contact us', hutk: 'abc123' },
      });
      expect(submission?.fields).toEqual(
        expect.arrayContaining([
          { name: 'email', value: 'hubspot@example.com' },
          { name: 'privacy_consent', value: 'true' },
          { name: 'website_source', value: 'website-contact' },
        ]),
      );
      expect(submission?.fields.map((field) => field.name)).not.toContain('phone'); // empty values are left out
      expect(stored).toMatchObject({ hubspot_status: 'sent' });
    });

    it("keeps the submission when HubSpot is down: still 'queued', the message waits for its next try", async () => {
      const { report, log, messages, stored } = await submitAndDeliver(
        fakeUpstream({ status: 'failed', reason: 'HubSpot answered 500' }),
      );
      expect(report).toEqual({ delivered: 0, retried: 1, dead: 0 });
      expect(stored).toMatchObject({ hubspot_status: 'queued', email: 'hubspot@example.com' });
      expect(messages).toEqual([
        expect.objectContaining({ status: 'pending', attempts: 1, last_error: 'HubSpot answered 500' }),
      ]);
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('HubSpot answered 500'));
    });

    it("gives up at once when HubSpot refuses the submission itself: status 'failed', logged", async () => {
      const { report, log, messages, stored } = await submitAndDeliver(
        fakeUpstream({ status: 'failed', reason: 'HubSpot answered 400', permanent: true }),
      );
      expect(report).toEqual({ delivered: 0, retried: 0, dead: 1 });
      expect(stored).toMatchObject({ hubspot_status: 'failed' });
      expect(messages).toEqual([expect.objectContaining({ status: 'dead', last_error: 'HubSpot answered 400' })]);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('given up'));
    });
  });
});

describe('HubspotForms (Forms API v3) against a fake fetch', () => {
  const submission: UpstreamSubmission = {
    portalId: '48213377',
    formId: 'abc-def',
    fields: [{ name: 'email', value: 'ann@example.com' }],
    context: { pageUri: 'https://www.tasmancad.example/', hutk: undefined },
  };

  function adapter(fetchImpl: typeof fetch, timeoutMs?: number) {
    return new HubspotForms({ fetch: fetchImpl, timeoutMs });
  }

  it('POSTs fields and context to /submissions/v3/integration/submit/{portalId}/{formId}', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const hubspot = adapter((input, init) => {
      calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
      return Promise.resolve(new Response(JSON.stringify({ inlineMessage: 'Thanks' }), { status: 200 }));
    });
    expect(await hubspot.submit(submission)).toEqual({ status: 'sent' });
    expect(calls[0]?.url).toBe('https://api.hsforms.com/submissions/v3/integration/submit/48213377/abc-def');
    const sent = calls[0]?.init?.body;
    const body = JSON.parse(typeof sent === 'string' ? sent : '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ fields: submission.fields, context: { pageUri: 'https://www.tasmancad.example/' } });
    expect(body['context']).not.toHaveProperty('hutk');
  });

  it("answers 'failed' with HubSpot's reasons for a refusal, permanent for a 4xx but not a 429 or 5xx", async () => {
    const hubspot = adapter(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            status: 'error',
            message: 'The request is not valid',
            errors: [{ message: 'Required field missing', errorType: 'REQUIRED_FIELD' }],
          }),
          { status: 400 },
        ),
      ),
    );
    expect(await hubspot.submit(submission)).toEqual({
      status: 'failed',
      reason: 'HubSpot answered 400; The request is not valid; REQUIRED_FIELD: Required field missing',
      permanent: true,
    });
    for (const status of [429, 503]) {
      expect(await adapter(() => Promise.resolve(new Response('', { status }))).submit(submission)).toEqual({
        status: 'failed',
        reason: `HubSpot answered ${status}`,
      });
    }
  });

  it("answers 'failed' when HubSpot does not answer in time or cannot be reached", async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    expect(await adapter(never, 50).submit(submission)).toEqual({
      status: 'failed',
      reason: 'HubSpot did not answer within 50 ms',
    });
    const offline = adapter(() => Promise.reject(new TypeError('fetch failed')));
    expect(await offline.submit(submission)).toEqual({
      status: 'failed',
      reason: 'HubSpot could not be reached: fetch failed',
    });
  });

  it('is switched on by HUBSPOT_ENABLED=true only', () => {
    expect(hubspotEnabled({ HUBSPOT_ENABLED: 'true' })).toBe(true);
    expect(hubspotEnabled({ HUBSPOT_ENABLED: 'TRUE ' })).toBe(true);
    expect(hubspotEnabled({ HUBSPOT_ENABLED: '1' })).toBe(false);
    expect(hubspotEnabled({})).toBe(false);
  });
});
