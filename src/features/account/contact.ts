/** Talking to POST /api/contacts the way the original axios client did. */
import type { Contact, User } from '../../lib/store/types.ts';
import type { ContactResponse, ContactsClient } from './deps.ts';

/** What a failed request says, as axios said it (docs/requirements.md#messages appends this "error text"). */
export const statusErrorText = (status: number): string => `Request failed with status code ${status}`;

/** A contact request answered with a status outside 2xx (axios rejects these; so do we). */
export class ContactStatusError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(statusErrorText(status));
    this.name = 'ContactStatusError';
    this.status = status;
  }
}

/** Reject a non-2xx answer, so "the lookup throws" (docs/requirements.md#sign-in-with-google) means the same for every contacts client. */
function ensureSuccess(response: ContactResponse): ContactResponse {
  if (response.status < 200 || response.status > 299) throw new ContactStatusError(response.status);
  return response;
}

/** GET a contact: resolves with a 2xx answer, rejects on transport errors and any other status. */
export async function lookUpContact(contacts: ContactsClient, contactId: string): Promise<ContactResponse> {
  return ensureSuccess(await contacts.get(contactId));
}

/**
 * POST a contact and return it; anything but 201 rejects (docs/requirements.md#calls "201 expected"). A 201 without
 * a body stands for the contact just sent, so the store still holds the user's contact.
 */
export async function createContact(contacts: ContactsClient, user: User, contactId: string): Promise<Contact> {
  const response = ensureSuccess(await contacts.create(user));
  if (response.status !== 201) throw new ContactStatusError(response.status);
  return response.data ?? { ...user, contact_id: contactId };
}
