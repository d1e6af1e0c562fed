import { describe, expect, it } from 'vitest';
import { fakeFetch } from './fake-fetch.test-helpers.ts';
import { createHttpContacts } from './http-contacts.ts';

describe('contacts over POST /api/contacts', () => {
  it('looks a contact up with action GET and answers 200 with the contact', async () => {
    const contact = { contact_id: 'u1', is_verified: true, marketingInfo: { consent: true } };
    const { fetch, sent } = fakeFetch({ 'POST /api/contacts': { status: 200, body: { data: contact } } });
    expect(await createHttpContacts(fetch).get('u1')).toEqual({ status: 200, data: contact });
    expect(sent[0]?.body).toEqual({ action: 'GET', data: { contact_id: 'u1' } });
  });

  it('resolves "no contact yet" (200 with data null) as data null', async () => {
    const { fetch } = fakeFetch({ 'POST /api/contacts': { status: 200, body: { data: null } } });
    expect(await createHttpContacts(fetch).get('u1')).toEqual({ status: 200, data: null });
  });

  it('resolves a 404 (an older server) as status 404 without data (the flows treat it as thrown)', async () => {
    const { fetch } = fakeFetch({
      'POST /api/contacts': { status: 404, body: { message: 'No contact exists for this user yet.' } },
    });
    expect(await createHttpContacts(fetch).get('u1')).toEqual({ status: 404 });
  });

  it('creates a contact with action POST and the user as data, answering 201', async () => {
    const { fetch, sent } = fakeFetch({ 'POST /api/contacts': ({ body }) => ({ status: 201, body }) });
    const user = { uid: 'u1', first_name: 'Ana', registrationCompleted: true };
    const answer = await createHttpContacts(fetch).create(user);
    expect(sent[0]?.body).toEqual({ action: 'POST', data: user });
    expect(answer.status).toBe(201);
  });
});
