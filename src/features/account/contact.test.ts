import { describe, expect, it } from 'vitest';
import { ContactStatusError, createContact, lookUpContact } from './contact.ts';
import type { ContactsClient } from './deps.ts';

const client = (status: number, data?: Record<string, unknown>): ContactsClient => ({
  get: () => Promise.resolve({ status, data }),
  create: () => Promise.resolve({ status, data }),
});

describe('lookUpContact: "the lookup throws" means what it meant with axios', () => {
  it('resolves any 2xx answer', async () => {
    expect(await lookUpContact(client(200, { is_verified: true }), 'u1')).toEqual({
      status: 200,
      data: { is_verified: true },
    });
    expect((await lookUpContact(client(204), 'u1')).status).toBe(204);
  });

  it.each([301, 404, 500])('rejects status %i with axios wording', async (status) => {
    const failure = lookUpContact(client(status), 'u1');
    await expect(failure).rejects.toBeInstanceOf(ContactStatusError);
    await expect(failure).rejects.toThrow(`Request failed with status code ${status}`);
  });
});

describe('createContact', () => {
  it('returns the created contact on 201, or the sent user when 201 has no body', async () => {
    expect(await createContact(client(201, { contact_id: 'u1', marketingInfo: {} }), { uid: 'u1' }, 'u1')).toEqual({
      contact_id: 'u1',
      marketingInfo: {},
    });
    expect(await createContact(client(201), { uid: 'u1', first_name: 'Aroha' }, 'u1')).toEqual({
      uid: 'u1',
      first_name: 'Aroha',
      contact_id: 'u1',
    });
  });

  it('rejects anything but 201', async () => {
    await expect(createContact(client(200, {}), { uid: 'u1' }, 'u1')).rejects.toThrow(
      'Request failed with status code 200',
    );
    await expect(createContact(client(409), { uid: 'u1' }, 'u1')).rejects.toMatchObject({ status: 409 });
  });
});
