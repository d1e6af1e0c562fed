/**
 * A mail as the features write it: who, what about, and its content before layout. The outbox's
 * `.server.ts` side lays it out (services/mail/render.ts) and puts it on the outbox. Pure.
 */
import type { MailAttachment, MailKind } from '../../services/mail/port.ts';
import type { MailContent } from '../../services/mail/render.ts';

export interface MailToSend {
  kind: MailKind;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  content: MailContent;
  /** Files sent with the mail (a tax invoice). */
  attachments?: readonly MailAttachment[] | undefined;
}

/** The address lines of a stored address, recipient first when there is one. */
export function addressLines(address: {
  first_name?: string | undefined;
  last_name?: string | undefined;
  companyName?: string | undefined;
  address_line_one: string;
  address_line_two?: string | undefined;
  suburb: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  phone?: string | undefined;
  email?: string | undefined;
}): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return [
    name,
    address.companyName ?? '',
    address.address_line_one,
    address.address_line_two ?? '',
    address.suburb,
    `${address.city} ${address.postcode}`,
    address.region,
    address.country,
    address.phone ? `Phone: ${address.phone}` : '',
    address.email ? `Email: ${address.email}` : '',
  ].filter((line) => line.trim() !== '');
}
