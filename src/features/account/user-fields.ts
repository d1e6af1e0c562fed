/**
 * The user document's fields (docs/requirements.md#user-document) and the whitelist that keeps everything else out of it. Read with
 * the store's readers (the rules of userDocumentSchema without zod, lib/store/stored-shapes.ts):
 * the sign-in flows start with the /app, before the cart shows.
 */
import type { User } from '../../schemas/user.ts';
import { USER_FIELD_READERS } from '../../lib/store/stored-shapes.ts';

type UserField = keyof typeof USER_FIELD_READERS;

/** Every field of the user document (docs/requirements.md#user-document), in the order docs/requirements.md#user-document lists them. */
export const USER_FIELDS = Object.keys(USER_FIELD_READERS) as readonly UserField[];

/**
 * A user document holding only the docs/requirements.md#user-document fields of `raw` (an identity user, form values, a stored
 * document). Why: identity users carry tokens and provider data, form values carry passwords; neither
 * may reach the document store or localStorage. Fields the user schema refuses are dropped one by one
 * (rather than refusing the whole user), and so are `undefined` and `null` ones (Firestore rejects them).
 * Fields are read one by one, so getters of class instances (a provider user) count.
 */
export function whitelistUser(raw: object): User {
  const kept: Record<string, unknown> = {};
  for (const field of USER_FIELDS) {
    const value: unknown = Reflect.get(raw, field);
    if (value === undefined || value === null) continue;
    const read = USER_FIELD_READERS[field](value);
    if (read !== undefined) kept[field] = read;
  }
  return kept;
}
