/**
 * The outbox messages of a new contact (a completed registration): the staff notice (STAFF_EMAIL) and
 * the contact for the CRM (CRM_URL), keyed by contact id so they are written once per contact.
 */
import type { ContactRow } from '../../services/db/contacts.ts';
import type { NewOutboxMessage } from '../../services/db/outbox.ts';
import { crmMessage } from '../../services/outbox/messages.ts';
import { crmConfigured, mailOnOutbox, staffAddresses } from './outbox.server.ts';
import { staffContactMail } from './staff-mails.ts';

/** The messages of a newly created contact; `document` is the contact as the API shows it (the CRM gets the same). */
export function contactCreatedMessages(contact: ContactRow, document: Record<string, unknown>): NewOutboxMessage[] {
  const id = contact.contact_id;
  const staff = staffAddresses();
  return [
    ...(staff.length > 0 ? [mailOnOutbox(`staff-contact.${id}`, id, staffContactMail(contact, staff))] : []),
    ...(crmConfigured() ? [crmMessage(`crm-contact.${id}`, id, 'contacts', document)] : []),
  ];
}
