import { describe, expect, it } from 'vitest';
import type { CartState } from '../../lib/store/types.ts';
import { isSelected, selectedLines, setSelectionQuantity, slotOf, toggleSelection } from './selection.ts';
import { ctsEssential, hardware, licence, licence3y, lineOf, service } from './fixtures.test-helpers.ts';

describe('toggleSelection', () => {
  it('selects software as licensing and everything else as a service', () => {
    expect(slotOf(lineOf(licence))).toBe('licensing');
    expect(slotOf(lineOf(service))).toBe('service');
    expect(slotOf(lineOf(hardware))).toBe('service');
  });

  it('choosing a product selects it', () => {
    const state = toggleSelection({}, lineOf(licence));
    expect(state.licensing?.product.product_id).toBe('SBIM-SUB-1Y');
  });

  it('choosing the selected product clears it', () => {
    const state = toggleSelection(toggleSelection({}, lineOf(licence)), lineOf(licence));
    expect(state).toEqual({});
  });

  it('choosing another product replaces it, leaving the other slot alone', () => {
    const withService = toggleSelection({}, lineOf(service));
    const state = toggleSelection(toggleSelection(withService, lineOf(licence)), lineOf(licence3y));
    expect(state.licensing?.product.product_id).toBe('SBIM-SUB-3Y');
    expect(state.service?.product.product_id).toBe('SVC-IMPL-DAY');
  });

  it('returns a new state and leaves the old one unchanged', () => {
    const before: CartState = toggleSelection({}, lineOf(licence));
    const after = toggleSelection(before, lineOf(licence));
    expect(before.licensing).toBeDefined();
    expect(after).not.toBe(before);
  });
});

describe('setSelectionQuantity', () => {
  it('a quantity change updates the selected line', () => {
    const state = setSelectionQuantity(toggleSelection({}, lineOf(licence)), 'licensing', 4);
    expect(state.licensing?.quantity).toBe(4);
  });

  it('clamps, keeps CTS at 1 and ignores an empty slot', () => {
    expect(setSelectionQuantity(toggleSelection({}, lineOf(service)), 'service', 500).service?.quantity).toBe(100);
    expect(setSelectionQuantity(toggleSelection({}, lineOf(ctsEssential)), 'service', 3).service?.quantity).toBe(1);
    expect(setSelectionQuantity({}, 'licensing', 3)).toEqual({});
  });
});

describe('selectedLines and isSelected', () => {
  it('lists licensing first', () => {
    const state = toggleSelection(toggleSelection({}, lineOf(service)), lineOf(licence));
    expect(selectedLines(state).map((line) => line.product.product_id)).toEqual(['SBIM-SUB-1Y', 'SVC-IMPL-DAY']);
    expect(isSelected(state, 'SVC-IMPL-DAY')).toBe(true);
    expect(isSelected(state, 'KEA-ORBIT')).toBe(false);
  });
});
