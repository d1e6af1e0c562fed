import { describe, expect, it } from 'vitest';
import { emailOf, emptyValues, formValuesSchema, TEXT_MAX_LENGTH } from './fields-schema.ts';
import type { PublicFormField } from './public-form.ts';

const field = (
  name: string,
  type: PublicFormField['type'],
  required = true,
  options: string[] = [],
): PublicFormField => ({ name, label: name, type, required, options });

/** The demo's contact form, field for field. */
const contact: PublicFormField[] = [
  field('first_name', 'text'),
  field('email', 'email'),
  field('phone', 'tel', false),
  field('country', 'select', true, ['New Zealand', 'Australia']),
  field('job_role', 'select', false, ['Engineer', 'Drafter']),
  field('message', 'textarea'),
  field('privacy_consent', 'checkbox'),
  field('marketing_opt_in', 'checkbox', false),
];
const valid = {
  first_name: 'Ann',
  email: 'ann@example.com',
  phone: '',
  country: 'Australia',
  job_role: '',
  message: 'Hello',
  privacy_consent: true,
  marketing_opt_in: false,
};

/** The message of each invalid field, by name. */
function errors(values: Record<string, unknown>): Record<string, string> {
  const result = formValuesSchema(contact).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('formValuesSchema: a form document becomes its validation', () => {
  it('accepts a complete form and trims text', () => {
    const result = formValuesSchema(contact).parse({ ...valid, first_name: '  Ann ' });
    expect(result).toMatchObject({ first_name: 'Ann', privacy_consent: true });
  });

  it('says which required fields are empty, blank ones included', () => {
    expect(errors({ ...valid, first_name: '   ', message: '' })).toEqual({
      first_name: 'This field is required',
      message: 'This field is required',
    });
    expect(errors({})).toMatchObject({
      first_name: 'This field is required',
      email: 'This field is required',
      country: 'This field is required',
    });
  });

  it('asks for a valid email address in the required words', () => {
    expect(errors({ ...valid, email: 'ann@' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('refuses a select value that is not one of its options', () => {
    expect(errors({ ...valid, country: 'Fiji' })).toEqual({ country: 'Please choose one of the options' });
    expect(errors({ ...valid, job_role: 'Astronaut' })).toEqual({ job_role: 'Please choose one of the options' });
  });

  it('lets an optional select stay empty', () => {
    expect(errors({ ...valid, job_role: '' })).toEqual({});
  });

  it('requires a required checkbox to be ticked; an optional one defaults to unticked', () => {
    expect(errors({ ...valid, privacy_consent: false })).toEqual({
      privacy_consent: 'Please tick this box to continue',
    });
    const { marketing_opt_in: _omitted, ...withoutOptIn } = valid;
    expect(formValuesSchema(contact).parse(withoutOptIn)['marketing_opt_in']).toBe(false);
  });

  it("reads a checkbox posted as text ('true', 'on', 'false')", () => {
    expect(formValuesSchema(contact).parse({ ...valid, privacy_consent: 'on' })['privacy_consent']).toBe(true);
    expect(errors({ ...valid, privacy_consent: 'false' })).toEqual({
      privacy_consent: 'Please tick this box to continue',
    });
  });

  it('checks a phone number only when one is given', () => {
    expect(errors({ ...valid, phone: '+64 9 555 0100' })).toEqual({});
    expect(errors({ ...valid, phone: 'call me' })).toEqual({ phone: 'Please enter a valid phone number' });
    expect(errors({ ...valid, phone: '12' })).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it('limits text length (200 for a line, 5000 for a textarea)', () => {
    expect(errors({ ...valid, first_name: 'a'.repeat(TEXT_MAX_LENGTH + 1) })).toEqual({
      first_name: 'Please keep this under 200 characters',
    });
    expect(errors({ ...valid, message: 'a'.repeat(5000) })).toEqual({});
  });

  it('drops fields the document does not define, but keeps the preset product field', () => {
    const result = formValuesSchema(contact).parse({ ...valid, is_admin: 'yes', product: 'Ridgeline Reality Capture' });
    expect(result).not.toHaveProperty('is_admin');
    expect(result['product']).toBe('Ridgeline Reality Capture');
  });

  it('refuses values of the wrong type', () => {
    expect(errors({ ...valid, first_name: true })).toHaveProperty('first_name');
  });
});

describe('emptyValues and emailOf', () => {
  it('starts every text empty and every checkbox unticked', () => {
    expect(emptyValues(contact)).toMatchObject({ first_name: '', privacy_consent: false, marketing_opt_in: false });
  });

  it("files a submission under the form's first email field", () => {
    expect(emailOf(contact, valid)).toBe('ann@example.com');
    expect(emailOf([field('name', 'text')], { name: 'Ann' })).toBeUndefined();
  });
});
