import { describe, expect, it } from 'vitest';
import { holdsPayTicket, issuePayTicket, PAY_TICKET_LIFETIME_MS, withPayTicket } from './pay-ticket.ts';

const SECRET = 'a-secret-of-thirty-two-characters!!';
const NOW = new Date('2026-11-26T08:00:00Z');

describe('pay tickets', () => {
  it("open their order's page for its contact for an hour", async () => {
    const ticket = await issuePayTicket(SECRET, 'WO-ABCD1234', 'uid-1', NOW);
    expect(await holdsPayTicket(SECRET, ticket, 'WO-ABCD1234', 'uid-1', NOW)).toBe(true);
    expect(
      await holdsPayTicket(
        SECRET,
        ticket,
        'WO-ABCD1234',
        'uid-1',
        new Date(NOW.getTime() + PAY_TICKET_LIFETIME_MS - 1000),
      ),
    ).toBe(true);
    expect(
      await holdsPayTicket(SECRET, ticket, 'WO-ABCD1234', 'uid-1', new Date(NOW.getTime() + PAY_TICKET_LIFETIME_MS)),
    ).toBe(false);
  });

  it('open no other order, no other contact, under no other secret, and not when altered', async () => {
    const ticket = await issuePayTicket(SECRET, 'WO-ABCD1234', 'uid-1', NOW);
    expect(await holdsPayTicket(SECRET, ticket, 'WO-ABCD1235', 'uid-1', NOW)).toBe(false);
    expect(await holdsPayTicket(SECRET, ticket, 'WO-ABCD1234', 'uid-2', NOW)).toBe(false);
    expect(await holdsPayTicket(`${SECRET}x`, ticket, 'WO-ABCD1234', 'uid-1', NOW)).toBe(false);
    const [expiry, signature] = ticket.split('.');
    expect(await holdsPayTicket(SECRET, `${Number(expiry) + 3600}.${signature}`, 'WO-ABCD1234', 'uid-1', NOW)).toBe(
      false,
    );
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(ticket.at(-1) ?? '');
    const sameBytes = `${ticket.slice(0, -1)}${alphabet[last + 1] ?? ''}`;
    for (const nonsense of [null, undefined, '', 'abc', `${expiry}.`, `${expiry}.${'A'.repeat(43)}`, sameBytes]) {
      expect(await holdsPayTicket(SECRET, nonsense, 'WO-ABCD1234', 'uid-1', NOW)).toBe(false);
    }
  });

  it('ride in the link', () => {
    expect(withPayTicket('/pay/WO-ABCD1234', '123.abc')).toBe('/pay/WO-ABCD1234?ticket=123.abc');
    expect(withPayTicket('/pay/WO-ABCD1234?error=declined', '123.abc')).toBe(
      '/pay/WO-ABCD1234?error=declined&ticket=123.abc',
    );
  });
});
