/**
 * The header's account link (docs/requirements.md#who-may-do-what) read from localStorage's raw texts, without the store's user
 * schema: the header runs on every page and must not load zod for a label. Display only: sign-in,
 * registration and ordering read the user through the store (`$user`, schema-checked).
 *
 * It applies the store's read-back rules where they change the label: a short session is over 24 h
 * after login (`isAccountExpired`, the rule account-stores.ts applies), a stored value that is not
 * JSON or of the wrong type reads as the store's default, and a user document whose fields the label
 * reads have the wrong types reads as no user (the store's schema would refuse the whole document).
 */
import { isAccountExpired } from '../../lib/store/session.ts';
import { isJsonObject, parseStoredJson } from '../../lib/store/stored-json.ts';
import type { User } from '../../lib/store/types.ts';
import { accountLink, type AccountLink } from './account-link.ts';

/** The raw localStorage texts of the account stores (`Storage.getItem`'s answers). */
export interface StoredAccountTexts {
  user: string | null | undefined;
  stayLoggedIn: string | null | undefined;
  loggedInTime: string | null | undefined;
}

/** The user fields `accountLink` reads, with their JSON types. */
const LABEL_FIELDS = {
  uid: 'string',
  contact_id: 'string',
  email: 'string',
  first_name: 'string',
  emailVerified: 'boolean',
  registrationCompleted: 'boolean',
} as const satisfies Partial<Record<keyof User, 'string' | 'boolean'>>;

/** The stored JSON value if it has the type, else `fallback` (the store's default for the key). */
function storedValue<T>(raw: string | null | undefined, is: (value: unknown) => value is T, fallback: T): T {
  const stored = parseStoredJson(raw);
  return stored.kind === 'json' && is(stored.value) ? stored.value : fallback;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The stored user reduced to what the label reads, or undefined when there is none the label can trust. */
function labelUser(raw: string | null | undefined): User | undefined {
  const stored = parseStoredJson(raw);
  if (stored.kind !== 'json' || !isJsonObject(stored.value)) return undefined;
  const fields = stored.value;
  const user: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(LABEL_FIELDS)) {
    const value = fields[field];
    if (value === undefined) continue;
    if (typeof value !== type) return undefined;
    user[field] = value;
  }
  // Only fields of LABEL_FIELDS, each of the type User declares for it (checked just above).
  return user;
}

/** The account link for the stored texts at time `now` (ms since epoch). Pure. */
export function storedAccountLink(texts: StoredAccountTexts, now: number): AccountLink {
  const session = {
    stayLoggedIn: storedValue(texts.stayLoggedIn, isBoolean, true),
    loggedInTime: storedValue<number | undefined>(texts.loggedInTime, isNumber, undefined),
  };
  return accountLink(isAccountExpired(session, now) ? undefined : labelUser(texts.user));
}
