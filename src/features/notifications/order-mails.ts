/**
 * The mails about a web order (pure): the buyer's confirmation when the order is placed and again when it
 * is paid, and the staff notice of a new order. Lines, prices and totals come from the stored order (the
 * server's own prices, integer cents) and are written by the one money formatter; GST as docs/requirements.md#prices-and-gst has it.
 */
import { formatBusinessNumber } from '../../schemas/business-number.ts';
import { lineTitle, type Order } from '../../schemas/order.ts';
import { EXCL_GST, INCL_GST, gstLabel, lineCents, orderMoney, toCents } from '../pricing/pricing.ts';
import type { MailContent } from '../../services/mail/render.ts';
import { addressLines, type MailToSend } from './mail-to-send.ts';

/** What the mails of an order need besides the order: line titles and the site's public origin. */
export interface OrderMailContext {
  /** Variant titles by product_id (from the catalogue); an unknown id is shown as itself. */
  titles: ReadonlyMap<string, string>;
  /** The public origin (AUTH_BASE_URL) links are built on. */
  origin: string;
}

/** The order's lines and totals as a mail table. */
export function orderTable(order: Order, titles: ReadonlyMap<string, string>): NonNullable<MailContent['table']> {
  return {
    columns: ['Item', 'Qty', 'Unit price', 'Amount'],
    rows: order.line_items.map((line) => [
      lineTitle(line, titles),
      String(line.quantity),
      orderMoney(toCents(line.price.amount), order.currency),
      orderMoney(lineCents(line), order.currency),
    ]),
    summary: [
      [`Subtotal (${EXCL_GST})`, orderMoney(order.subtotal_cents, order.currency)],
      [gstLabel(order.currency), orderMoney(order.gst_cents, order.currency)],
      [`Total (${INCL_GST})`, orderMoney(order.total_cents, order.currency)],
    ],
  };
}

/** Delivery and billing as mail sections. */
function orderSections(order: Order): { title: string; lines: string[] }[] {
  const account = order.account;
  return [
    ...(order.shipping_address ? [{ title: 'Delivery address', lines: addressLines(order.shipping_address) }] : []),
    {
      title: 'Billed to',
      lines: [
        account.account_name,
        ...addressLines(account.address),
        ...(account.registered_business_no ? [formatBusinessNumber(account.registered_business_no)] : []),
      ],
    },
  ];
}

/**
 * The buyer's confirmation: `placed` when the order is stored (payment still to come), `paid` when the
 * payment went through. `to` is the buyer's account address.
 */
export function orderConfirmationMail(
  order: Order,
  to: string,
  event: 'placed' | 'paid',
  context: OrderMailContext,
): MailToSend {
  const total = orderMoney(order.total_cents, order.currency, INCL_GST);
  const placed = event === 'placed';
  return {
    kind: placed ? 'order-confirmation' : 'order-paid',
    to,
    subject: placed ? `Your order ${order.weborder_id}` : `Payment received for order ${order.weborder_id}`,
    content: {
      greeting: 'Hello,',
      intro: placed
        ? [
            `Thank you for your order ${order.weborder_id}. We have received it; its total is ${total}.`,
            'If you have not paid yet, you can pay from your orders page. We start on your order once it is paid.',
          ]
        : [
            `We have received your payment of ${total} for order ${order.weborder_id}. Thank you.`,
            ...(order.invoice_number
              ? [
                  `Your tax invoice ${order.invoice_number} is attached to this mail as a PDF; you can download it again from your orders page.`,
                ]
              : []),
            'We will be in touch about delivery and licences.',
          ],
      action: { label: 'View your orders', url: `${context.origin}/app/orders/` },
      table: orderTable(order, context.titles),
      sections: [
        { title: 'Order number', lines: [order.weborder_id] },
        ...(order.invoice_number && !placed ? [{ title: 'Tax invoice', lines: [order.invoice_number] }] : []),
        ...orderSections(order),
      ],
      outro: ['Questions about your order? Reply to this mail or contact us, quoting the order number.'],
    },
  };
}

/** Who placed an order, as far as the staff notice shows it. */
export interface OrderBuyer {
  email: string;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  companyName?: string | null | undefined;
  phone?: string | null | undefined;
}

/** The staff notice of a new order (replies go to the buyer). */
export function staffOrderMail(
  order: Order,
  buyer: OrderBuyer,
  staff: readonly string[],
  context: OrderMailContext,
): MailToSend {
  const name = [buyer.first_name, buyer.last_name].filter(Boolean).join(' ');
  return {
    kind: 'staff-notification',
    to: staff.join(', '),
    replyTo: buyer.email,
    subject: `New web order ${order.weborder_id} (${orderMoney(order.total_cents, order.currency, INCL_GST)})`,
    content: {
      intro: [`A new web order was placed on the site: ${order.weborder_id}, status ${order.status}.`],
      table: orderTable(order, context.titles),
      sections: [
        {
          title: 'Buyer',
          lines: [
            name,
            buyer.companyName ?? '',
            buyer.email,
            buyer.phone ? `Phone: ${buyer.phone}` : '',
            `Contact id: ${order.contact_id}`,
          ].filter(Boolean),
        },
        ...orderSections(order),
      ],
    },
  };
}
