import { describe, expect, it } from 'vitest';
import { USER_FIELDS, whitelistUser } from './user-fields.ts';

describe('whitelistUser (user document fields)', () => {
  it('keeps the user fields and drops everything else', () => {
    const raw = {
      uid: 'u1',
      email: 'a@b.nz',
      emailVerified: true,
      displayName: 'Aroha',
      first_name: 'Aroha',
      marketingInfo: { a: 1 },
      password: 'Kowhai2025',
      confirmPassword: 'Kowhai2025',
      accessToken: 'secret',
      providerData: [],
      phoneNumber: '+64',
    };
    expect(whitelistUser(raw)).toEqual({
      uid: 'u1',
      email: 'a@b.nz',
      emailVerified: true,
      displayName: 'Aroha',
      first_name: 'Aroha',
      marketingInfo: { a: 1 },
    });
  });

  it('keeps every user document field', () => {
    const raw = Object.fromEntries(
      USER_FIELDS.map((field) => [
        field,
        ['subscribeNewsletter', 'agreePrivacyPolicy', 'registrationCompleted', 'is_verified', 'emailVerified'].includes(
          field,
        )
          ? true
          : 'x',
      ]),
    );
    expect(Object.keys(whitelistUser(raw)).sort()).toEqual([...USER_FIELDS].sort());
    expect(USER_FIELDS).toHaveLength(18);
  });

  it('drops undefined, null and wrongly typed values', () => {
    expect(
      whitelistUser({
        uid: 'u1',
        email: undefined,
        displayName: null,
        emailVerified: 'yes',
        marketingInfo: null,
        phone: 21,
      }),
    ).toEqual({ uid: 'u1' });
  });

  it('reads getters of class instances such as a provider user', () => {
    class ProviderUser {
      readonly uid = 'u1';
      get email(): string {
        return 'a@b.nz';
      }
      readonly stsTokenManager = { accessToken: 'secret' };
    }
    expect(whitelistUser(new ProviderUser())).toEqual({ uid: 'u1', email: 'a@b.nz' });
  });
});
