/**
 * The CRM contact (docs/requirements.md#contact-and-resources Contact; contact_id = the user's uid) and the body of POST /api/contacts
 * (docs/requirements.md#calls). A contact counts as registered when is_verified and marketingInfo are both set (docs/requirements.md#who-may-do-what).
 */
import * as z from 'zod/mini';
import { jsonValueSchema } from './json.ts';
import { API_MESSAGES, requiredText } from './text.ts';
import { userDocumentSchema } from './user.ts';

/** The contact as the server answers it: the user's profile fields plus the CRM's verdict. */
export const contactSchema = z.extend(
  z.pick(userDocumentSchema, {
    first_name: true,
    last_name: true,
    companyName: true,
    phone: true,
    city: true,
    country: true,
    job_title: true,
  }),
  {
    /** Equals the user's uid. */
    contact_id: z.string().check(z.minLength(1)),
    /** The identity's email. */
    email: z.email(),
    /** The identity provider vouched for the email. */
    is_verified: z.optional(z.boolean()),
    /** The consent given at registration (set by the server, never by the browser). */
    marketingInfo: z.optional(jsonValueSchema),
  },
);

/**
 * A contact as the browser keeps it: any field may be missing (a 201 without a body stands for the
 * user just sent), and fields the site does not read are kept as they are.
 */
export const storedContactSchema = z.looseObject(z.partial(contactSchema).shape);
export type StoredContact = z.infer<typeof storedContactSchema>;

/** What a contact is created from: the registering user's profile, once registration is completed. */
const newContactDataSchema = z.extend(
  z.pick(userDocumentSchema, {
    contact_id: true,
    email: true,
    last_name: true,
    companyName: true,
    phone: true,
    city: true,
    country: true,
    job_title: true,
    agreePrivacyPolicy: true,
    subscribeNewsletter: true,
  }),
  {
    first_name: requiredText(API_MESSAGES, 'first_name'),
    registrationCompleted: z.literal(true, { error: 'registrationCompleted must be true to create a contact' }),
  },
);

/** POST /api/contacts body: `{action: 'GET', data: {contact_id}}` or `{action: 'POST', data: user}`. */
export const contactsBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('GET'), data: z.object({ contact_id: requiredText(API_MESSAGES, 'contact_id') }) }),
    z.object({ action: z.literal('POST'), data: newContactDataSchema }),
  ],
  { error: 'action must be GET or POST' },
);
export type ContactsBody = z.infer<typeof contactsBodySchema>;
