import { describe, expect, it } from 'vitest';
import type { Order } from '../../schemas/order.ts';
import { renderMail } from '../../services/mail/render.ts';
import { orderConfirmationMail, staffOrderMail } from './order-mails.ts';
import { staffSubmissionMail } from './staff-mails.ts';

const order: Order = {
  weborder_id: 'WO-AU123456',
  contact_id: 'uid-1',
  status: 'processing',
  account: {
    account_name: 'Example Pty Ltd',
    address: {
      address_line_one: '1 George St',
      suburb: 'The Rocks',
      city: 'Sydney',
      region: 'NSW',
      postcode: '2000',
      country: 'Australia',
    },
    registered_business_no: '51824753556',
  },
  shipping_address: {
    address_line_one: '1 George St',
    address_line_two: 'Level 3',
    suburb: 'The Rocks',
    city: 'Sydney',
    region: 'NSW',
    postcode: '2000',
    country: 'Australia',
    first_name: 'Bo',
    last_name: 'Buyer',
    companyName: 'Example Pty Ltd',
    phone: '02 5550 0100',
    email: 'bo@example.com',
  },
  line_items: [
    {
      lineitem_id: 'l1',
      product: { product_id: 'HW7-32' },
      price: { price_id: 'HW7-32-AUD', currency: 'AUD', amount: '4499.00' },
      quantity: 2,
    },
    {
      lineitem_id: 'l2',
      product: { product_id: 'FREIGHT-DROPSHIP' },
      price: { price_id: 'FREIGHT-DROPSHIP-AUD', currency: 'AUD', amount: '20.00' },
      quantity: 1,
    },
  ],
  currency: 'AUD',
  subtotal_cents: 901_800,
  gst_cents: 90_180,
  total_cents: 991_980,
  created_at: new Date('2026-03-01T00:00:00Z'),
};
const context = { titles: new Map([['HW7-32', 'Workstation HW7, 32 GB']]), origin: 'https://www.tasmancad.example' };
const textOf = (mail: ReturnType<typeof orderConfirmationMail>) => renderMail(mail.content, context.origin).text;

describe('order mails', () => {
  it('confirm an AUD order with titles, quantities, unit prices, amounts, 10% GST, the total, the address and the number', () => {
    const mail = orderConfirmationMail(order, 'bo@example.com', 'placed', context);
    expect(mail).toMatchObject({
      kind: 'order-confirmation',
      to: 'bo@example.com',
      subject: 'Your order WO-AU123456',
    });
    const text = textOf(mail);
    expect(text).toMatch(/Workstation HW7, 32 GB\s+2\s+\$4,499\.00 AUD\s+\$8,998\.00 AUD/);
    expect(text).toMatch(/FREIGHT-DROPSHIP\s+1\s+\$20\.00 AUD\s+\$20\.00 AUD/);
    for (const expected of [
      'Subtotal (excl. GST): $9,018.00 AUD',
      'GST (10%): $901.80 AUD',
      'Total (incl. GST): $9,919.80 AUD',
      'Bo Buyer',
      'Level 3',
      'Sydney 2000',
      'ABN 51 824 753 556',
      'WO-AU123456',
      'https://www.tasmancad.example/app/orders/',
      'Tasman CAD',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('say "Payment received" once paid, and tell staff who bought, with replies to the buyer', () => {
    expect(orderConfirmationMail(order, 'bo@example.com', 'paid', context)).toMatchObject({
      kind: 'order-paid',
      subject: 'Payment received for order WO-AU123456',
    });
    const staff = staffOrderMail(
      order,
      { email: 'bo@example.com', first_name: 'Bo', last_name: 'Buyer', companyName: 'Example Pty Ltd' },
      ['a@tasmancad.example', 'b@tasmancad.example'],
      context,
    );
    expect(staff).toMatchObject({
      to: 'a@tasmancad.example, b@tasmancad.example',
      replyTo: 'bo@example.com',
      subject: 'New web order WO-AU123456 ($9,919.80 AUD incl. GST)',
    });
    expect(textOf(staff)).toContain('Contact id: uid-1');
  });

  it('escape what visitors wrote in the HTML part', () => {
    const mail = staffSubmissionMail(
      {
        id: 's1',
        form_id: 'form-x',
        kind: 'agency-enquiry',
        email: 'eve@example.com',
        fields: { message: '<img src=x onerror=alert(1)>' },
        blog_id: null,
        contact_id: null,
        hubspot_status: 'not-sent',
        createdAt: new Date(),
      },
      { formTitle: 'Enquire <now>' },
      ['s@tasmancad.example'],
    );
    const { html } = renderMail(mail.content, context.origin);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Enquire &lt;now&gt;');
    expect(mail.subject).toBe('Enquiry: Enquire <now> from eve@example.com');
  });
});
