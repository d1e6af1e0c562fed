/**
 * The outbox messages of a web order: when it is placed, the buyer's confirmation, the staff notice
 * (STAFF_EMAIL) and the order for the CRM (CRM_URL); when it is paid, the buyer's paid confirmation.
 * Keys are per order and event, so a repeated webhook or retried request writes nothing twice.
 * Orders and payments call these; notifications know the order only as src/schemas/order.ts has it.
 */
import type { Order } from '../../schemas/order.ts';
import type { NewOutboxMessage } from '../../services/db/outbox.ts';
import { crmMessage } from '../../services/outbox/messages.ts';
import { services } from '../../services/config.ts';
import { invoiceFileName } from '../invoices/invoice-number.ts';
import { orderDocument } from '../order-document/document.ts';
import { orderConfirmationMail, staffOrderMail, type OrderBuyer } from './order-mails.ts';
import { crmConfigured, mailOnOutbox, staffAddresses } from './outbox.server.ts';

const contextOf = (titles: ReadonlyMap<string, string>) => ({ titles, origin: services().config.identity.baseURL });

/**
 * The messages of a newly placed order, for the transaction that stores it; `document` is the order as
 * the API shows it (the CRM gets the same).
 */
export function orderPlacedMessages(
  order: Order,
  document: Record<string, unknown>,
  buyer: OrderBuyer,
  titles: ReadonlyMap<string, string>,
): NewOutboxMessage[] {
  const id = order.weborder_id;
  const context = contextOf(titles);
  const staff = staffAddresses();
  return [
    mailOnOutbox(`order-confirmation.${id}`, id, orderConfirmationMail(order, buyer.email, 'placed', context)),
    ...(staff.length > 0 ? [mailOnOutbox(`staff-order.${id}`, id, staffOrderMail(order, buyer, staff, context))] : []),
    ...(crmConfigured() ? [crmMessage(`crm-web-order.${id}`, id, 'web-orders', document)] : []),
  ];
}

/**
 * For the transaction that marks the order paid: the buyer's paid confirmation with the tax invoice
 * attached (when the buyer's contact is known), and the paid order, with its invoice number, for the
 * CRM (CRM_URL).
 */
export function orderPaidMessages(
  order: Order,
  buyerEmail: string | undefined,
  titles: ReadonlyMap<string, string>,
  invoice?: { invoiceNumber: string; pdf: Uint8Array },
): NewOutboxMessage[] {
  const id = order.weborder_id;
  const attachments = invoice
    ? [
        {
          filename: invoiceFileName(invoice.invoiceNumber),
          contentType: 'application/pdf',
          contentBase64: Buffer.from(invoice.pdf).toString('base64'),
        },
      ]
    : [];
  return [
    ...(buyerEmail
      ? [
          mailOnOutbox(`order-paid.${id}`, id, {
            ...orderConfirmationMail(order, buyerEmail, 'paid', contextOf(titles)),
            attachments,
          }),
        ]
      : []),
    ...(crmConfigured()
      ? [crmMessage(`crm-web-order-paid.${id}`, id, 'web-orders', orderDocument(order, titles))]
      : []),
  ];
}
