/**
 * The server side of accounts (docs/requirements.md#contact-and-resources): contacts, the user document and the resources record,
 * always for the signed-in identity only. Route files stay thin: they read the session and the body
 * and hand both here.
 */
import type { ContactsBody } from '../../schemas/contact.ts';
import type { UserBody } from '../../schemas/user.ts';
import { createContact, getContact, updateContact, type ContactRow } from '../../services/db/contacts.ts';
import { services } from '../../services/config.ts';
import { listWebOrders } from '../../services/db/orders.ts';
import { getResources, type ResourcesRow } from '../../services/db/resources.ts';
import { getUser, upsertUser, type UserRow } from '../../services/db/users.ts';
import type { SessionIdentity } from '../../services/identity/auth.server.ts';
import { ok, refuse, type Outcome } from '../../lib/http/outcome.ts';
import { orderDocument } from '../order-document/document.ts';
import { catalogueTitles } from '../orders/orders.server.ts';
import { contactCreatedMessages } from '../notifications/contact-notices.server.ts';
import { writeWithOutbox } from '../notifications/outbox.server.ts';

/** Rows carry null for unset columns and timestamps the documents do not have. */
function documentOf<T extends Record<string, unknown>>(
  row: T,
  drop: readonly string[] = ['createdAt', 'updatedAt'],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key, value]) => value !== null && !drop.includes(key)));
}

export const contactDocument = (row: ContactRow): Record<string, unknown> => documentOf(row);
export const userDocument = (row: UserRow): Record<string, unknown> => documentOf(row);
export const resourcesDocument = (row: ResourcesRow): Record<string, unknown> => documentOf(row, ['updatedAt']);

/**
 * POST /api/contacts for the signed-in identity. GET answers the caller's own contact (`data: null` when none),
 * marking it verified once the identity provider has verified the email;
 * POST creates it (201; 200 with the existing one on a repeat), in the same transaction as the staff
 * notice and the CRM's copy on the outbox. The server decides `is_verified` (the identity provider
 * vouched for the email) and `marketingInfo` (the consent given): never the body.
 */
export async function contactsAction(session: SessionIdentity, body: ContactsBody): Promise<Outcome> {
  const db = await services().database();
  if (body.action === 'GET') {
    if (body.data.contact_id !== session.uid) return refuse('You can only read your own contact.', 403);
    const contact = await getContact(db, session.uid);
    // No contact yet is the normal state of a first sign-in or checkout, not an error (a 404 here
    // was logged by the browser as a failed request every time): 200 with `data: null` (docs/api.md).
    if (!contact) return ok(null);
    // The email may have been verified after the contact was created: the identity provider is the truth.
    const current =
      !contact.is_verified && session.emailVerified
        ? ((await updateContact(db, session.uid, { is_verified: true })) ?? contact)
        : contact;
    return ok(contactDocument(current));
  }
  const { data } = body;
  if (data.contact_id !== undefined && data.contact_id !== session.uid)
    return refuse('You can only create your own contact.', 403);
  const { contact, created } = await writeWithOutbox(async (tx) => {
    const stored = await createContact(tx, {
      contact_id: session.uid,
      email: session.email,
      first_name: data.first_name,
      last_name: data.last_name ?? null,
      companyName: data.companyName ?? null,
      phone: data.phone ?? null,
      city: data.city ?? null,
      country: data.country ?? null,
      job_title: data.job_title ?? null,
      is_verified: session.emailVerified,
      marketingInfo: {
        agreePrivacyPolicy: data.agreePrivacyPolicy ?? true,
        subscribeNewsletter: data.subscribeNewsletter ?? false,
        recordedAt: new Date().toISOString(),
      },
    });
    return {
      result: stored,
      messages: stored.created ? contactCreatedMessages(stored.contact, contactDocument(stored.contact)) : [],
    };
  });
  return ok(contactDocument(contact), created ? 201 : 200);
}

/** GET /api/account/user: the caller's user document (404 when none was written yet). */
export async function readUserDocument(session: SessionIdentity): Promise<Outcome> {
  const user = await getUser(await services().database(), session.uid);
  return user ? ok(userDocument(user)) : refuse('No user document exists for this user yet.', 404);
}

/**
 * PUT /api/account/user: write the user fields of the body (userBodySchema already dropped uid,
 * contact_id, email and emailVerified: those are the session's).
 */
export async function writeUserDocument(session: SessionIdentity, fields: UserBody['data']): Promise<Outcome> {
  const user = await upsertUser(await services().database(), session.uid, {
    ...fields,
    contact_id: session.uid,
    email: session.email,
    emailVerified: session.emailVerified,
  });
  return ok(userDocument(user));
}

/** GET /api/account/resources: the caller's resources record, created empty when missing. */
export async function readResources(session: SessionIdentity): Promise<Outcome> {
  const db = await services().database();
  const [record, orders, titles] = await Promise.all([
    getResources(db, session.uid),
    listWebOrders(db, session.uid),
    catalogueTitles(),
  ]);
  return ok({ ...resourcesDocument(record), orders: orders.map((order) => orderDocument(order, titles)) });
}
