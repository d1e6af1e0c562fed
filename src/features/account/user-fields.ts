/** The user document's fields (SPEC §3) and the whitelist that keeps everything else out of it. */
import type { User } from '../store/types.ts';

/** Text fields of the user document. */
const TEXT_FIELDS = [
  'city', 'companyName', 'contact_id', 'first_name', 'last_name', 'job_title', 'phone', 'mobilephone', 'country',
  'displayName', 'email', 'uid',
] as const satisfies readonly (keyof User)[];

/** Yes/no fields of the user document. */
const FLAG_FIELDS = [
  'subscribeNewsletter', 'agreePrivacyPolicy', 'registrationCompleted', 'is_verified', 'emailVerified',
] as const satisfies readonly (keyof User)[];

/** Every field of the user document (SPEC §3), in the SPEC's order. */
export const USER_FIELDS = [
  'city', 'companyName', 'subscribeNewsletter', 'agreePrivacyPolicy', 'marketingInfo', 'registrationCompleted',
  'is_verified', 'contact_id', 'first_name', 'last_name', 'job_title', 'phone', 'mobilephone', 'country',
  'displayName', 'email', 'emailVerified', 'uid',
] as const satisfies readonly (keyof User)[];

/**
 * A user document holding only the SPEC §3 fields of `raw` (an identity user, form values, a stored
 * document). Why: identity users carry tokens and provider data, form values carry passwords; neither
 * may reach the document store or localStorage. Fields of the wrong type are dropped (the stored-user
 * guard would otherwise refuse the whole user), and so are `undefined` ones (Firestore rejects them).
 */
export function whitelistUser(raw: object): User {
  const user: User = {};
  const read = (field: string): unknown => Reflect.get(raw, field);
  for (const field of TEXT_FIELDS) {
    const value = read(field);
    if (typeof value === 'string') user[field] = value;
  }
  for (const field of FLAG_FIELDS) {
    const value = read(field);
    if (typeof value === 'boolean') user[field] = value;
  }
  const marketingInfo = read('marketingInfo');
  if (marketingInfo !== undefined && marketingInfo !== null) user.marketingInfo = marketingInfo;
  return user;
}
