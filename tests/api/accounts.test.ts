import type { APIRoute } from 'astro';
import { describe, expect, it } from 'vitest';
import * as userRoute from '../../src/pages/api/account/user.ts';
import * as resourcesRoute from '../../src/pages/api/account/resources.ts';
import * as contactsRoute from '../../src/pages/api/contacts.ts';
import { apiContext, callRoute, jsonRequest, markVerified, onEachDatabase, signUp } from './harness.ts';

/**
 * POST /api/contacts, /api/account/user and /api/account/resources (docs/api.md), through their
 * route modules as the server runs them, on each database (tests/api/harness.ts): the identity server at
 * /api/auth signs a user up and in, and its session cookie is what the account endpoints trust.
 */

type Method = 'GET' | 'POST' | 'PUT';
type Routes = Partial<Record<Method | 'ALL', APIRoute>>;

async function call(
  route: Routes,
  method: Method,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const handler = route[method] ?? route['ALL'];
  if (!handler) throw new Error(`no ${method} handler`);
  const response = await callRoute(handler, apiContext(jsonRequest(method, path, body, cookie ? { cookie } : {})));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const registration = {
  first_name: 'Ann',
  last_name: 'Example',
  companyName: 'Example Ltd',
  registrationCompleted: true,
  agreePrivacyPolicy: true,
  subscribeNewsletter: true,
};

onEachDatabase(() => {
  describe('POST /api/contacts', () => {
    it('answers 401 without a session', async () => {
      const { status, json } = await call(contactsRoute, 'POST', '/api/contacts', {
        action: 'GET',
        data: { contact_id: 'x' },
      });
      expect(status).toBe(401);
      expect(json['message']).toBe('Please sign in first.');
    });

    it('GET answers 200 with data null before the contact exists (an answer, not an error), POST creates it (201), then GET answers 200 with is_verified and marketingInfo', async () => {
      const { cookie, uid, email } = await signUp();
      const none = await call(
        contactsRoute,
        'POST',
        '/api/contacts',
        { action: 'GET', data: { contact_id: uid } },
        cookie,
      );
      expect(none).toMatchObject({ status: 200, json: { data: null } });

      const created = await call(
        contactsRoute,
        'POST',
        '/api/contacts',
        { action: 'POST', data: { ...registration, contact_id: uid, is_verified: true } },
        cookie,
      );
      expect(created.status).toBe(201);
      const contact = created.json['data'] as Record<string, unknown>;
      expect(contact).toMatchObject({ contact_id: uid, email, first_name: 'Ann' });
      // The server decides: the email is not verified yet, whatever the body claimed.
      expect(contact['is_verified']).toBe(false);
      expect(contact['marketingInfo']).toMatchObject({ agreePrivacyPolicy: true, subscribeNewsletter: true });

      const again = await call(contactsRoute, 'POST', '/api/contacts', { action: 'POST', data: registration }, cookie);
      expect(again.status).toBe(200);

      const read = await call(
        contactsRoute,
        'POST',
        '/api/contacts',
        { action: 'GET', data: { contact_id: uid } },
        cookie,
      );
      expect(read.status).toBe(200);
      expect(read.json['data']).toMatchObject({
        contact_id: uid,
        is_verified: false,
        marketingInfo: { agreePrivacyPolicy: true },
      });
    });

    it('reads the contact as verified once the email is verified, though it was created before', async () => {
      const { cookie, uid } = await signUp();
      await call(contactsRoute, 'POST', '/api/contacts', { action: 'POST', data: registration }, cookie);
      await markVerified(uid);
      const read = await call(
        contactsRoute,
        'POST',
        '/api/contacts',
        { action: 'GET', data: { contact_id: uid } },
        cookie,
      );
      expect(read.json['data']).toMatchObject({ contact_id: uid, is_verified: true });
    });

    it("refuses someone else's contact (403)", async () => {
      const ann = await signUp();
      const bob = await signUp();
      await call(contactsRoute, 'POST', '/api/contacts', { action: 'POST', data: registration }, ann.cookie);
      const read = await call(
        contactsRoute,
        'POST',
        '/api/contacts',
        { action: 'GET', data: { contact_id: ann.uid } },
        bob.cookie,
      );
      expect(read.status).toBe(403);
      expect(read.json).toEqual({ message: 'You can only read your own contact.' });
      const write = await call(
        contactsRoute,
        'POST',
        '/api/contacts',
        { action: 'POST', data: { ...registration, contact_id: ann.uid } },
        bob.cookie,
      );
      expect(write.status).toBe(403);
    });

    it.each([
      ['not JSON', '{nope', 'The request body must be JSON.'],
      ['an unknown action', { action: 'DELETE', data: {} }, 'action must be GET or POST'],
      ['GET without contact_id', { action: 'GET', data: {} }, 'data.contact_id'],
      [
        'POST without registrationCompleted',
        { action: 'POST', data: { first_name: 'Ann' } },
        'registrationCompleted must be true to create a contact',
      ],
      ['POST without first_name', { action: 'POST', data: { registrationCompleted: true } }, 'data.first_name'],
    ])('answers 400 with a message for %s', async (_name, body, message) => {
      const { cookie } = await signUp();
      const { status, json } = await call(contactsRoute, 'POST', '/api/contacts', body, cookie);
      expect(status).toBe(400);
      expect(String(json['message'])).toContain(message);
    });

    it('answers 405 to other methods', async () => {
      expect((await call(contactsRoute, 'GET', '/api/contacts')).status).toBe(405);
    });
  });

  describe('/api/account/user and /api/account/resources', () => {
    it('writes only whitelisted fields, with identity fields from the session', async () => {
      const { cookie, uid, email } = await signUp();
      expect((await call(userRoute, 'GET', '/api/account/user', undefined, cookie)).status).toBe(404);
      const put = await call(
        userRoute,
        'PUT',
        '/api/account/user',
        {
          data: {
            first_name: 'Ann',
            job_title: 'Engineer',
            registrationCompleted: true,
            uid: 'someone-else',
            email: 'x@evil.example',
            isAdmin: true,
          },
        },
        cookie,
      );
      expect(put.status).toBe(200);
      const user = put.json['data'] as Record<string, unknown>;
      expect(user).toMatchObject({
        uid,
        contact_id: uid,
        email,
        first_name: 'Ann',
        job_title: 'Engineer',
        registrationCompleted: true,
        emailVerified: false,
      });
      expect(user).not.toHaveProperty('isAdmin');
      expect((await call(userRoute, 'GET', '/api/account/user', undefined, cookie)).json['data']).toEqual(user);
    });

    it('refuses a field of the wrong type with 400 naming it', async () => {
      const { cookie } = await signUp();
      const { status, json } = await call(
        userRoute,
        'PUT',
        '/api/account/user',
        { data: { registrationCompleted: 'yes' } },
        cookie,
      );
      expect(status).toBe(400);
      expect(String(json['message'])).toContain('data.registrationCompleted');
    });

    it('creates an empty resources record on first read', async () => {
      const { cookie, uid } = await signUp();
      const { status, json } = await call(resourcesRoute, 'GET', '/api/account/resources', undefined, cookie);
      expect(status).toBe(200);
      expect(json['data']).toEqual({ contact_id: uid, requestedBlogs: [], orders: [] });
      expect((await call(resourcesRoute, 'GET', '/api/account/resources')).status).toBe(401);
    });
  });
});
