import { describe, expect, it } from 'vitest';
import { drawerRequestOf } from './drawer.ts';

/** Just enough of an element for drawerRequestOf: its data attributes. */
const opener = (dataset: Record<string, string>) => ({ dataset }) as unknown as HTMLElement;
const defaults = { enquiryFormId: 'form-agency-enquiry', product: 'Ridgeline Reality Capture' };

describe('which form an opener opens', () => {
  it('data-open-form names the form', () => {
    expect(drawerRequestOf(opener({ openForm: 'form-newsletter' }), defaults)).toEqual({ formId: 'form-newsletter' });
  });

  it("data-open-enquiry opens the agency enquiry form about the opener's product, else the page's", () => {
    expect(drawerRequestOf(opener({ openEnquiry: '', productTitle: 'Harbour W7' }), defaults)).toEqual({
      formId: 'form-agency-enquiry',
      product: 'Harbour W7',
    });
    expect(drawerRequestOf(opener({ openEnquiry: '' }), defaults)).toEqual({
      formId: 'form-agency-enquiry',
      product: 'Ridgeline Reality Capture',
    });
    expect(drawerRequestOf(opener({ openEnquiry: '' }), { enquiryFormId: 'form-agency-enquiry' })).toEqual({
      formId: 'form-agency-enquiry',
    });
  });

  it('opens nothing without a form to open', () => {
    expect(drawerRequestOf(opener({ openEnquiry: '' }), {})).toBeUndefined();
    expect(drawerRequestOf(opener({ openForm: '' }), defaults)).toBeUndefined();
  });
});
