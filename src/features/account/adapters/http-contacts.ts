/**
 * ContactsClient over POST /api/contacts `{action, data}` (docs/requirements.md#calls, docs/api.md). Every HTTP answer
 * resolves with its status (the flows treat a non-2xx the way the original axios client's rejection
 * was treated, see contact.ts); only a request that got no answer rejects.
 */
import type { ContactsBody } from '../../../schemas/contact.ts';
import { readContact } from '../../../lib/store/stored-shapes.ts';
import type { User } from '../../../lib/store/types.ts';
import type { ContactResponse, ContactsClient } from '../deps.ts';
import { browserFetch, dataOf, requestJson, type FetchLike } from '../../../lib/http/fetch-json.ts';

export const CONTACTS_PATH = '/api/contacts';

/**
 * A contact answer: the status, and the contact when the body holds one (`null`: none exists yet), read
 * as the store keeps it (stored-shapes.ts, the rules of storedContactSchema without zod: the adapters
 * start with the /app).
 */
function contactResponse(status: number, body: unknown): ContactResponse {
  if (status === 200 && dataOf(body) === null) return { status, data: null };
  const data = readContact(dataOf(body));
  return data === undefined ? { status } : { status, data };
}

/** The contacts client for the embedded server; `fetchImpl` is injectable for tests. */
export function createHttpContacts(fetchImpl: FetchLike = browserFetch): ContactsClient {
  const post = async (body: ContactsBody | { action: 'POST'; data: User }): Promise<ContactResponse> => {
    const answer = await requestJson(fetchImpl, CONTACTS_PATH, 'POST', body);
    return contactResponse(answer.status, answer.body);
  };
  return {
    get: (contactId) => post({ action: 'GET', data: { contact_id: contactId } }),
    // The whole user goes: the server takes the contact's fields from it (contactsBodySchema) and
    // answers 400 when registration is not completed, which the flows report.
    create: (user: User) => post({ action: 'POST', data: user }),
  };
}
