/**
 * ContactsClient over POST /api/contacts `{action, data}` (SPEC §7, docs/api.md). Every HTTP answer
 * resolves with its status (the flows treat a non-2xx the way the original axios client's rejection
 * was treated, see contact.ts); only a request that got no answer rejects.
 */
import { isContact, type Contact, type User } from '../../store/types.ts';
import type { ContactResponse, ContactsClient } from '../deps.ts';
import { browserFetch, dataOf, requestJson, type FetchLike } from '../../http/fetch-json.ts';

export const CONTACTS_PATH = '/api/contacts';

/** A contact answer: the status, and the contact when the body holds one. */
function contactResponse(status: number, body: unknown): ContactResponse {
  const data = dataOf(body);
  return isContact(data) ? { status, data: data satisfies Contact } : { status };
}

/** The contacts client for the embedded server; `fetchImpl` is injectable for tests. */
export function createHttpContacts(fetchImpl: FetchLike = browserFetch): ContactsClient {
  const post = async (action: 'GET' | 'POST', data: object): Promise<ContactResponse> => {
    const answer = await requestJson(fetchImpl, CONTACTS_PATH, 'POST', { action, data });
    return contactResponse(answer.status, answer.body);
  };
  return {
    get: (contactId) => post('GET', { contact_id: contactId }),
    create: (user: User) => post('POST', user),
  };
}
