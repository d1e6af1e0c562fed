import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardProblemMessage, checkTestCard, expiryNotPast, luhnValid } from './card.ts';

const now = new Date('2026-03-15T10:00:00Z');
const form = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ann Example' };

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005', '79927398713'])(
    'accepts %s',
    (number) => {
      expect(luhnValid(number)).toBe(true);
    },
  );

  it.each(['4242424242424241', '4000000000000001', '1234567812345678', '', '4242a42424242424'])(
    'refuses %s',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );
});

describe('expiryNotPast', () => {
  it('accepts this month and later, in MM/YY or MM/YYYY', () => {
    expect(expiryNotPast('03/26', now)).toBe(true);
    expect(expiryNotPast('4/26', now)).toBe(true);
    expect(expiryNotPast('01/2031', now)).toBe(true);
  });

  it('refuses last month, month 13 and other shapes', () => {
    expect(expiryNotPast('02/26', now)).toBe(false);
    expect(expiryNotPast('13/30', now)).toBe(false);
    expect(expiryNotPast('00/30', now)).toBe(false);
    expect(expiryNotPast('1230', now)).toBe(false);
  });
});

describe('checkTestCard', () => {
  it('4242 4242 4242 4242 pays; only the last four digits come back', () => {
    expect(checkTestCard(form, now)).toEqual({ ok: true, last4: '4242' });
  });

  it("4000 0000 0000 0002 is declined with 'Your card was declined.'", () => {
    const result = checkTestCard({ ...form, number: '4000-0000-0000-0002' }, now);
    expect(result).toEqual({ ok: false, problem: 'declined', last4: '0002' });
    expect(CARD_MESSAGES.declined).toBe('Your card was declined.');
  });

  it('declines any other Luhn-valid number with a message listing the test cards', () => {
    expect(checkTestCard({ ...form, number: '5555555555554444' }, now)).toEqual({
      ok: false,
      problem: 'not-a-test-card',
      last4: '4444',
    });
    expect(CARD_MESSAGES['not-a-test-card']).toContain('4242 4242 4242 4242');
    expect(CARD_MESSAGES['not-a-test-card']).toContain('4000 0000 0000 0002');
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'number'],
    [{ number: '' }, 'number'],
    [{ expiry: '02/26' }, 'expiry'],
    [{ cvc: '12' }, 'cvc'],
    [{ cvc: '12345' }, 'cvc'],
    [{ name: '  ' }, 'name'],
  ])('refuses %o as %s', (patch, problem) => {
    expect(checkTestCard({ ...form, ...patch }, now)).toMatchObject({ ok: false, problem });
  });
});

describe('cardProblemMessage', () => {
  it('maps known codes and ignores anything else from the URL', () => {
    expect(cardProblemMessage('declined')).toBe('Your card was declined.');
    expect(cardProblemMessage('<script>')).toBeUndefined();
    expect(cardProblemMessage('toString')).toBeUndefined();
    expect(cardProblemMessage(null)).toBeUndefined();
  });
});
