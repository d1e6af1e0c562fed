import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '../../schemas/password.ts';
import {
  addressFormSchema as addressSchema,
  loginSchema,
  profileSchema,
  registrationDetailsSchema,
  registrationSchema,
  shortAddressFormSchema as shortAddressSchema,
} from './schemas.ts';

/** Field path to first message, for readable assertions. */
function errorsOf(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const profile = {
  first_name: 'Aroha',
  last_name: 'Ngata',
  email: 'aroha@example.nz',
  phone: '021 555 0101',
  city: 'Wellington',
  country: 'New Zealand',
  job_title: 'Engineer',
  companyName: 'Kōwhai Ltd',
};
const registration = { ...profile, agreePrivacyPolicy: true, password: 'Kowhai2025', confirmPassword: 'Kowhai2025' };
const shortAddress = {
  address_line_one: '1 Queen Street',
  suburb: 'CBD',
  city: 'Auckland',
  region: 'Auckland',
  postcode: '1010',
  country: 'NZ',
};
const address = {
  ...shortAddress,
  first_name: 'Aroha',
  last_name: 'Ngata',
  companyName: 'Kōwhai Ltd',
  phone: '09 555 0101',
  email: 'a@b.nz',
};

describe('isStrongPassword', () => {
  it.each([
    ['Abcdefg1', true, 'exactly 8 with an uppercase letter and a digit'],
    ['Abcdef1', false, '7 characters'],
    ['abcdefg1', false, 'no uppercase letter'],
    ['Abcdefgh', false, 'no digit'],
    ['', false, 'empty'],
    ['ÉCOLE2025', true, 'an accented capital counts as uppercase'],
    ['A1🙂🙂🙂🙂🙂', false, 'counts code points, not UTF-16 units (7 characters)'],
    ['A1  🙂🙂🙂🙂', true, 'spaces and emoji are characters (8)'],
  ])('%s → %s (%s)', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('profileSchema', () => {
  it('accepts a complete profile and trims every field', () => {
    const parsed = profileSchema.parse({ ...profile, first_name: '  Aroha ', email: ' aroha@example.nz ' });
    expect(parsed.first_name).toBe('Aroha');
    expect(parsed.email).toBe('aroha@example.nz');
  });

  it('requires every field and refuses whitespace-only values', () => {
    for (const field of Object.keys(profile)) {
      expect(errorsOf(profileSchema, { ...profile, [field]: '   ' })).toEqual({ [field]: 'This field is required' });
      expect(errorsOf(profileSchema, { ...profile, [field]: undefined })[field]).toBeDefined();
    }
  });

  it('says "Please enter a valid email address" for a malformed email', () => {
    expect(errorsOf(profileSchema, { ...profile, email: 'aroha@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(profileSchema, { ...profile, email: 'aroha example.nz' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('caps text at 200 characters', () => {
    expect(errorsOf(profileSchema, { ...profile, companyName: 'x'.repeat(201) })).toEqual({
      companyName: 'Please keep this under 200 characters',
    });
    expect(profileSchema.safeParse({ ...profile, companyName: 'x'.repeat(200) }).success).toBe(true);
  });
});

describe('registrationDetailsSchema', () => {
  it('requires the privacy policy to be agreed; the newsletter is optional', () => {
    expect(registrationDetailsSchema.safeParse({ ...profile, agreePrivacyPolicy: true }).success).toBe(true);
    expect(
      registrationDetailsSchema.parse({ ...profile, agreePrivacyPolicy: true, subscribeNewsletter: true })
        .subscribeNewsletter,
    ).toBe(true);
    expect(errorsOf(registrationDetailsSchema, { ...profile, agreePrivacyPolicy: false })).toEqual({
      agreePrivacyPolicy: 'Please agree to the privacy policy to continue',
    });
    expect(errorsOf(registrationDetailsSchema, profile)).toEqual({
      agreePrivacyPolicy: 'Please agree to the privacy policy to continue',
    });
    expect(
      errorsOf(registrationDetailsSchema, { ...profile, agreePrivacyPolicy: true, subscribeNewsletter: 'yes' })
        .subscribeNewsletter,
    ).toBeDefined();
  });
});

describe('registrationSchema', () => {
  // The identity server refuses the same passwords with the same words (tests/api/auth.test.ts).
  const rule = PASSWORD_RULE_MESSAGE;

  it('accepts a strong, repeated password and keeps it untrimmed', () => {
    const parsed = registrationSchema.parse({
      ...registration,
      password: ' Kowhai2025',
      confirmPassword: ' Kowhai2025',
    });
    expect(parsed.password).toBe(' Kowhai2025');
  });

  it.each([['Kowhai1'], ['kowhai2025'], ['KowhaiKowhai']])('refuses the weak password %s', (password) => {
    expect(errorsOf(registrationSchema, { ...registration, password, confirmPassword: password })).toEqual({
      password: rule,
    });
  });

  it('accepts exactly 8 characters', () => {
    expect(
      registrationSchema.safeParse({ ...registration, password: 'Kowhai25', confirmPassword: 'Kowhai25' }).success,
    ).toBe(true);
  });

  it('refuses a password over 128 characters', () => {
    const long = `A1${'x'.repeat(127)}`;
    expect(errorsOf(registrationSchema, { ...registration, password: long, confirmPassword: long })).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });

  it('puts a mismatch on confirmPassword', () => {
    expect(errorsOf(registrationSchema, { ...registration, confirmPassword: 'Kowhai2026' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reports a mismatch together with other field errors', () => {
    expect(errorsOf(registrationSchema, { ...registration, city: '', confirmPassword: 'other' })).toEqual({
      city: 'This field is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('requires email, password and confirmPassword', () => {
    const errors = errorsOf(registrationSchema, { ...registration, email: '', password: '', confirmPassword: '' });
    expect(errors).toEqual({
      email: 'This field is required',
      password: rule,
      confirmPassword: 'This field is required',
    });
  });
});

describe('loginSchema', () => {
  it('needs a valid email and any non-empty password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.nz', password: 'x' }).success).toBe(true);
    expect(errorsOf(loginSchema, { email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'This field is required',
    });
  });
});

describe('address schemas (line two optional, the rest required)', () => {
  it('accept an address without line two, or with an empty one', () => {
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(addressSchema.parse({ ...address, address_line_two: '  ' }).address_line_two).toBe('');
    expect(shortAddressSchema.parse({ ...shortAddress, address_line_two: 'Level 2 ' }).address_line_two).toBe(
      'Level 2',
    );
  });

  it('require every other field of the address', () => {
    for (const field of Object.keys(address)) {
      expect(errorsOf(addressSchema, { ...address, [field]: ' ' })).toEqual({ [field]: 'This field is required' });
    }
    for (const field of Object.keys(shortAddress)) {
      expect(errorsOf(shortAddressSchema, { ...shortAddress, [field]: '' })).toEqual({
        [field]: 'This field is required',
      });
    }
  });

  it('check the address email', () => {
    expect(errorsOf(addressSchema, { ...address, email: 'a@b' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('short address has exactly the short address fields', () => {
    expect(Object.keys(shortAddressSchema.shape).sort()).toEqual([
      'address_line_one',
      'address_line_two',
      'city',
      'country',
      'postcode',
      'region',
      'suburb',
    ]);
    expect(Object.keys(addressSchema.shape)).toHaveLength(12);
  });
});
