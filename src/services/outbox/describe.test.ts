import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../db/outbox.ts';
import { describeOutboxMessage, giveUpNotice } from './describe.ts';
import { crmMessage, mailMessage } from './messages.ts';

const row = (message: ReturnType<typeof crmMessage>): OutboxRow => ({
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  idempotency_key: message.key,
  channel: message.channel,
  subject: message.subject,
  payload: message.payload,
  status: 'dead',
  attempts: 7,
  next_attempt_at: new Date(0),
  locked_until: null,
  locked_by: null,
  last_error: 'CRM answered 503',
  createdAt: new Date('2026-03-01T00:00:00Z'),
  delivered_at: null,
});

describe('outbox messages as an operator sees them', () => {
  it('names the order a CRM message carries, where it goes, and how often it was tried', () => {
    const view = describeOutboxMessage(
      row(crmMessage('crm-web-order.WO-7', 'WO-7', 'web-orders', { weborder_id: 'WO-7', email: 'ann@example.com' })),
    );
    expect(view).toMatchObject({
      kind: 'crm:web-orders',
      target: 'CRM',
      attempts: 7,
      lastError: 'CRM answered 503',
      carries: { orderNumber: 'WO-7' },
    });
    expect(JSON.stringify(view)).not.toContain('ann@example.com');
  });

  it("keeps a mail's recipient and text out", () => {
    const view = describeOutboxMessage(
      row(
        mailMessage('order-confirmation.WO-8', 'WO-8', {
          kind: 'order-confirmation',
          to: 'ann@example.com',
          subject: 'Your order',
          text: 'Dear Ann',
        }),
      ),
    );
    expect(view).toMatchObject({ kind: 'mail:order-confirmation', target: 'mail', carries: { about: 'WO-8' } });
    expect(JSON.stringify(view)).not.toMatch(/ann@example\.com|Dear Ann/);
  });

  it('the staff notice of a give-up says what and how to send it again', () => {
    const view = describeOutboxMessage(row(crmMessage('crm-contact.C-1', 'C-1', 'contacts', { id: 'C-1' })));
    const notice = giveUpNotice(view, 4_000);
    expect(notice.subject).toBe('Not delivered: contact C-1 to the CRM');
    expect(notice.text).toContain('after 7 attempts over 4s');
    expect(notice.text).toContain(`npm run admin -- retry ${view.id}`);
    expect(notice.text).toContain('npm run admin -- retry --all');
  });
});
