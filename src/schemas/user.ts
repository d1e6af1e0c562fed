/**
 * The user document (docs/requirements.md#user-document User, users/{uid}) and the body of PUT /api/account/user. The browser
 * whitelists documents with it (identity users carry tokens, form values carry passwords), the store
 * decodes the stored user with it, and the server checks what it is asked to write with it.
 */
import * as z from 'zod/mini';
import { jsonValueSchema } from './json.ts';
import { plainText } from './safe-text.ts';
import { USER_TEXT_MAX_LENGTH } from './text-rules.ts';

/** Single-line text without control characters (safe-text.ts). */
const text = z.string().check(z.trim(), z.maxLength(USER_TEXT_MAX_LENGTH), plainText('The text'));

/** The user document: every field optional (a document grows as the person registers), in the order docs/requirements.md#user-document lists them. */
export const userDocumentSchema = z.object({
  /** City the person works in. */
  city: z.optional(text),
  /** The person's organisation. */
  companyName: z.optional(text),
  /** Opted in to the newsletter. */
  subscribeNewsletter: z.optional(z.boolean()),
  /** Ticked the privacy policy at registration. */
  agreePrivacyPolicy: z.optional(z.boolean()),
  /** The consent record the contact holds (opaque; truthy means registered, docs/requirements.md#who-may-do-what). */
  marketingInfo: z.optional(jsonValueSchema),
  /** Registration finished (profile and consent given); creating a contact needs it. */
  registrationCompleted: z.optional(z.boolean()),
  /** The contact is verified (copied from the contact). */
  is_verified: z.optional(z.boolean()),
  /** The CRM contact's id: equals uid. */
  contact_id: z.optional(text),
  /** Given name; a verified user with one counts as logged in (docs/requirements.md#logged-in-state). */
  first_name: z.optional(text),
  /** Family name. */
  last_name: z.optional(text),
  /** Job title. */
  job_title: z.optional(text),
  /** Work phone. */
  phone: z.optional(text),
  /** Mobile phone. */
  mobilephone: z.optional(text),
  /** Country the person works in. */
  country: z.optional(text),
  /** Name from the identity provider (Google). */
  displayName: z.optional(text),
  /** Sign-in address, from the identity provider. */
  email: z.optional(text),
  /** The identity provider vouches for the email. */
  emailVerified: z.optional(z.boolean()),
  /** The identity's id: the document's key. */
  uid: z.optional(text),
});
export type User = z.infer<typeof userDocumentSchema>;

/**
 * PUT /api/account/user body: `{data: user fields}`. uid, contact_id, email and emailVerified are
 * the session's, so they are not read from the body (sent anyway, they are dropped).
 */
export const userBodySchema = z.object({
  data: z.omit(userDocumentSchema, { uid: true, contact_id: true, email: true, emailVerified: true }),
});
export type UserBody = z.infer<typeof userBodySchema>;
