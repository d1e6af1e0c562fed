/**
 * AccountDocuments over the embedded server (docs/api.md "Accounts"): the user document at
 * /api/account/user and the resources record at /api/account/resources. Both endpoints serve the
 * signed-in identity only, so the `uid` and `contactId` arguments (which equal the session's uid,
 * docs/requirements.md#data) are not sent: the server takes them from the session cookie, never from the browser.
 */
import type { UserBody } from '../../../schemas/user.ts';
import type { User } from '../../../lib/store/types.ts';
import type { AccountDocuments, Resources } from '../deps.ts';
import { whitelistUser } from '../user-fields.ts';
import { browserFetch, dataOf, HttpStatusError, requestJson, type FetchLike } from '../../../lib/http/fetch-json.ts';
import { resourcesOf } from './resources.ts';

export const USER_PATH = '/api/account/user';
export const RESOURCES_PATH = '/api/account/resources';

/** The user document of an answer: only docs/requirements.md#user-document fields, of the right types. */
function userOf(data: unknown): User {
  if (typeof data !== 'object' || data === null) throw new TypeError(`${USER_PATH} answered without a user document`);
  return whitelistUser(data);
}

/** The documents adapter for the embedded server; `fetchImpl` is injectable for tests. */
export function createHttpDocuments(fetchImpl: FetchLike = browserFetch): AccountDocuments {
  return {
    async getUser() {
      const answer = await requestJson(fetchImpl, USER_PATH, 'GET');
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw new HttpStatusError(USER_PATH, answer);
      return userOf(dataOf(answer.body));
    },
    async setUser(_uid, user) {
      const body: UserBody = { data: whitelistUser(user) };
      const answer = await requestJson(fetchImpl, USER_PATH, 'PUT', body);
      if (answer.status !== 200) throw new HttpStatusError(USER_PATH, answer);
    },
    async loadResources(): Promise<Resources> {
      const answer = await requestJson(fetchImpl, RESOURCES_PATH, 'GET');
      if (answer.status !== 200) throw new HttpStatusError(RESOURCES_PATH, answer);
      return resourcesOf(dataOf(answer.body));
    },
  };
}
