/** The legal pages' text: privacy policy and standard terms and conditions of sale. */
import * as b from './blocks.ts';
import type { Obj } from './build.ts';
import { pt } from './portable-text.ts';

export const privacyBlocks = (): Obj[] => [
  b.richText(
    pt(
      'This policy explains how Tasman CAD Limited (New Zealand) and Tasman CAD Pty Ltd (Australia), together “Tasman CAD”, “we” or “us”, collect, use, store and share personal information. We comply with the Privacy Act 2020 (New Zealand) and the Privacy Act 1988 (Cth), including the Australian Privacy Principles.',
      { h2: '1. What we collect' },
      'We collect information you give us when you register for an account, buy from us, enquire, register for a webinar or course, download a resource or contact support. This usually includes your name, job title, company, email address, phone number, billing and delivery addresses.',
      'When you use our website we also collect technical information such as your IP address, browser type, the pages you visit and the region you browse in. We use cookies for sign-in, your cart and, with your consent, analytics and advertising measurement.',
      { h2: '2. How we use it' },
      {
        bullets: [
          'to supply and support the products and services you buy, including registering software licences with the software publisher;',
          'to process payments and keep accounting records;',
          'to respond to enquiries and provide quotes;',
          'to run training courses and webinars and issue certificates;',
          'to send you product news and event invitations, if you have agreed to receive them;',
          'to improve our website and understand which content is useful.',
        ],
      },
      { h2: '3. Who we share it with' },
      'We share personal information only as needed: with software publishers and distributors to register licences and warranties, with payment providers to process payments, with couriers to deliver hardware, and with service providers who host our website, email and customer records. Some of these providers store information outside New Zealand and Australia; we take reasonable steps to ensure they protect it to a comparable standard.',
      'We do not sell personal information.',
      { h2: '4. Keeping it safe' },
      'We use access controls, encryption in transit and at rest, and staff training to protect personal information. We keep it only as long as we need it for the purposes above or as the law requires (for example, seven years for tax records).',
      { h2: '5. Your rights' },
      'You can ask to see the personal information we hold about you and ask us to correct it. You can unsubscribe from marketing emails at any time using the link in each email. Contact our privacy officer at [privacy@tasmancad.example](mailto:privacy@tasmancad.example).',
      'If you are not satisfied with our response you may complain to the Office of the Privacy Commissioner (New Zealand) or the Office of the Australian Information Commissioner.',
      { h2: '6. Changes' },
      'We may update this policy from time to time. The current version is always on this page. Last updated 1 September 2026.',
    ),
    { anchorID: 'privacy-policy' },
  ),
];

export const termsBlocks = (): Obj[] => [
  b.richText(
    pt(
      'These terms apply to every order placed with Tasman CAD Limited (for customers in New Zealand) or Tasman CAD Pty Ltd (for customers in Australia), whether through this website, by email, by phone or by purchase order. By placing an order you accept these terms.',
      { h2: '1. Definitions' },
      {
        bullets: [
          '**Customer** means the person or organisation named on the order.',
          '**Goods** means hardware, accessories and consumables we supply.',
          '**Software** means software licences and subscriptions we supply on behalf of a software publisher.',
          '**Services** means training, support, implementation, consulting and other services we perform.',
        ],
      },
      { h2: '2. Orders and quotes' },
      'Quotes are valid for 30 days unless stated otherwise. An order is accepted when we confirm it in writing or supply the Goods, Software or Services. We may decline an order, for example where stock is unavailable or the publisher does not approve the licence.',
      { h2: '3. Prices and GST' },
      'Prices are in New Zealand dollars for New Zealand customers and Australian dollars for Australian customers. Prices shown exclude GST; GST at 15% (New Zealand) or 10% (Australia) is added at checkout and shown on your tax invoice. Promotional prices apply only during the stated promotion period and only to the products named.',
      { h2: '4. Payment' },
      'Payment by card is due when you order online. Approved account customers pay by the 20th of the month following the invoice. We may charge interest on overdue amounts at 1.5% per month and recover reasonable collection costs.',
      { h2: '5. Delivery and risk' },
      'We ship Goods to the delivery address on your order. Delivery dates are estimates. Risk in the Goods passes to you on delivery; ownership passes when we have been paid in full. Hardware shipped directly from our distributor carries a flat freight charge shown at checkout.',
      { h2: '6. Software' },
      'Software is licensed, not sold, and your use is governed by the publisher’s licence agreement, which you accept when you install or activate it. Subscriptions renew only when you place a renewal order. Software cannot be returned once the licence has been issued, except where the publisher allows it.',
      { h2: '7. Training and services' },
      'You may transfer a course seat to a colleague at no cost. Cancellations more than 10 business days before a course are refunded in full; later cancellations may be credited towards a future course. We may reschedule a course with fewer than four attendees and will offer a refund or a new date.',
      { h2: '8. Returns and faulty Goods' },
      'If Goods are faulty, contact us within the warranty period and we will repair, replace or refund them as required by law. Change-of-mind returns of unopened Goods are accepted within 14 days, less a 15% restocking fee.',
      { h2: '9. Consumer law' },
      'Nothing in these terms limits rights you have under the Consumer Guarantees Act 1993 or the Fair Trading Act 1986 (New Zealand) or the Australian Consumer Law. Where you acquire Goods or Services for the purposes of a business, the parties agree that the Consumer Guarantees Act 1993 does not apply, to the extent permitted by law.',
      { h2: '10. Liability' },
      'To the extent permitted by law, our total liability for any claim is limited to the price paid for the Goods, Software or Services concerned, and we are not liable for loss of profits, data or indirect loss.',
      { h2: '11. General' },
      'These terms are governed by the laws of New Zealand for orders placed with Tasman CAD Limited and the laws of New South Wales for orders placed with Tasman CAD Pty Ltd. If any term is unenforceable the rest still applies. These terms were last updated on 1 September 2026.',
    ),
    { anchorID: 'terms' },
  ),
];
