import { describe, expect, it } from 'vitest';
import { TOAST_DEBOUNCE_MS } from '../ui/constants.ts';
import { shouldShowToast, showToast } from './toast.ts';

describe('shouldShowToast', () => {
  it('shows a message never shown before', () => {
    expect(shouldShowToast(undefined, 1_000)).toBe(true);
  });

  it('does not repeat the same message within 3000 ms', () => {
    expect(TOAST_DEBOUNCE_MS).toBe(3000);
    expect(shouldShowToast(1_000, 1_000)).toBe(false);
    expect(shouldShowToast(1_000, 3_999)).toBe(false);
  });

  it('shows it again once 3000 ms have passed', () => {
    expect(shouldShowToast(1_000, 4_000)).toBe(true);
  });

  it('recovers when the clock went backwards', () => {
    expect(shouldShowToast(5_000, 1_000)).toBe(true);
  });
});

describe('showToast', () => {
  it('does nothing (and does not throw) on the server', () => {
    expect(showToast('Order sent', { kind: 'success' })).toBe(false);
  });
});
