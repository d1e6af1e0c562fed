import { describe, expect, it } from 'vitest';
import { reduceQuantity } from './quantity.ts';
import { CART_MESSAGES } from './messages.ts';

const MAX_MESSAGE = 'Quantity maximum reached. Please contact support if you required a quantity of more than 100.';

describe('reduceQuantity: typing', () => {
  it('takes whole numbers from 1 to 100', () => {
    expect(reduceQuantity(1, { type: 'input', text: '7' })).toEqual({ value: 7 });
    expect(reduceQuantity(1, { type: 'input', text: '100' })).toEqual({ value: 100 });
    expect(reduceQuantity(1, { type: 'input', text: ' 12 ' })).toEqual({ value: 12 });
  });

  it('ignores typed values below 1', () => {
    expect(reduceQuantity(5, { type: 'input', text: '0' })).toEqual({ value: 5 });
    expect(reduceQuantity(5, { type: 'input', text: '00' })).toEqual({ value: 5 });
    expect(reduceQuantity(5, { type: 'input', text: '-3' })).toEqual({ value: 5 });
  });

  it('ignores text that is not a whole number', () => {
    expect(reduceQuantity(5, { type: 'input', text: 'abc' })).toEqual({ value: 5 });
    expect(reduceQuantity(5, { type: 'input', text: '2.5' })).toEqual({ value: 5 });
    expect(reduceQuantity(5, { type: 'input', text: '1e3' })).toEqual({ value: 5 });
  });

  it('an emptied field reads 1', () => {
    expect(reduceQuantity(5, { type: 'input', text: '' })).toEqual({ value: 1, reset: true });
  });

  it('above 100 snaps to 100 with the quantity maximum message', () => {
    expect(reduceQuantity(1, { type: 'input', text: '150' })).toEqual({ value: 100, message: MAX_MESSAGE });
    expect(reduceQuantity(1, { type: 'input', text: '101' }).value).toBe(100);
    expect(reduceQuantity(1, { type: 'input', text: '99999999999999999999999' }).value).toBe(100);
    expect(CART_MESSAGES.quantityMax).toBe(MAX_MESSAGE);
  });
});

describe('reduceQuantity: keys and buttons', () => {
  it('Backspace at 1 or on an empty field resets to 1 and is handled', () => {
    expect(reduceQuantity(1, { type: 'backspace', text: '1' })).toEqual({ value: 1, handled: true, reset: true });
    expect(reduceQuantity(1, { type: 'backspace', text: '' })).toEqual({ value: 1, handled: true, reset: true });
  });

  it('Backspace elsewhere is left to the browser', () => {
    expect(reduceQuantity(12, { type: 'backspace', text: '12' })).toEqual({ value: 12 });
  });

  it('only a reset asks for the text to be selected: digits typed after it are never reset again', () => {
    // End, Backspace at 1, then "2" (replacing the selected 1) and "5": 25, not 5.
    const steps = [
      reduceQuantity(1, { type: 'backspace', text: '1' }),
      reduceQuantity(1, { type: 'input', text: '2' }),
      reduceQuantity(2, { type: 'input', text: '25' }),
    ];
    expect(steps.map((step) => step.reset ?? false)).toEqual([true, false, false]);
    expect(steps.at(-1)).toEqual({ value: 25 });
    expect(reduceQuantity(15, { type: 'input', text: '150' })).toEqual({ value: 100, message: MAX_MESSAGE });
  });

  it('+ stops at 100 with the message; − stops at 1', () => {
    expect(reduceQuantity(99, { type: 'increment' })).toEqual({ value: 100 });
    expect(reduceQuantity(100, { type: 'increment' })).toEqual({ value: 100, message: MAX_MESSAGE });
    expect(reduceQuantity(2, { type: 'decrement' })).toEqual({ value: 1 });
    expect(reduceQuantity(1, { type: 'decrement' })).toEqual({ value: 1 });
  });
});
