import { describe, expect, it } from 'vitest';
import { SHORT_SESSION_MS } from '../../lib/store/session.ts';
import { storedAccountLink, type StoredAccountTexts } from './stored-account-label.ts';

const now = 10 * SHORT_SESSION_MS;
const loggedIn = JSON.stringify({
  uid: 'u1',
  email: 'a@b.nz',
  emailVerified: true,
  first_name: 'Ana',
  marketingInfo: { any: 'thing' },
});
const texts = (overrides: Partial<StoredAccountTexts> = {}): StoredAccountTexts => ({
  user: loggedIn,
  stayLoggedIn: null,
  loggedInTime: String(now - 1000),
  ...overrides,
});

const LOGIN = { label: 'Login', href: '/app/' };
const ACCOUNT = { label: 'Account', href: '/app/account/' };
const REGISTER = { label: 'Register', href: '/app/register/' };

describe('storedAccountLink: the header reads the stored user without the schema', () => {
  it('each label: Login with no user, Account when logged in, Register when registration is unfinished', () => {
    expect(storedAccountLink(texts({ user: null }), now)).toEqual(LOGIN);
    expect(storedAccountLink(texts(), now)).toEqual(ACCOUNT);
    expect(
      storedAccountLink(texts({ user: '{"uid":"u1","emailVerified":true,"registrationCompleted":true}' }), now),
    ).toEqual(ACCOUNT);
    expect(
      storedAccountLink(texts({ user: '{"uid":"u1","emailVerified":true,"registrationCompleted":false}' }), now),
    ).toEqual(REGISTER);
    expect(storedAccountLink(texts({ user: '{"uid":"u1","emailVerified":false,"first_name":"Ana"}' }), now)).toEqual(
      REGISTER,
    );
  });

  it.each([
    ['corrupt JSON', '{"uid":"u1"'],
    ['an array', '[{"uid":"u1","emailVerified":true,"first_name":"Ana"}]'],
    ['null', 'null'],
    ['a string', '"u1"'],
    ['a number for uid', '{"uid":42,"emailVerified":true,"first_name":"Ana"}'],
    ['text for emailVerified', '{"uid":"u1","emailVerified":"yes","first_name":"Ana"}'],
    ['a number for first_name', '{"uid":"u1","emailVerified":true,"first_name":1}'],
  ])('reads %s as no user: Login', (_what, user) => {
    expect(storedAccountLink(texts({ user }), now)).toEqual(LOGIN);
  });

  it('ignores fields the label does not read', () => {
    expect(
      storedAccountLink(texts({ user: '{"uid":"u1","emailVerified":true,"first_name":"Ana","city":7}' }), now),
    ).toEqual(ACCOUNT);
  });

  it('a short session is over 24 h after login, as the store reads it (isAccountExpired)', () => {
    const short = { stayLoggedIn: 'false' };
    expect(storedAccountLink(texts({ ...short, loggedInTime: String(now - SHORT_SESSION_MS) }), now)).toEqual(ACCOUNT);
    expect(storedAccountLink(texts({ ...short, loggedInTime: String(now - SHORT_SESSION_MS - 1) }), now)).toEqual(
      LOGIN,
    );
    expect(storedAccountLink(texts({ ...short, loggedInTime: null }), now), 'no login time to vouch for it').toEqual(
      LOGIN,
    );
    expect(
      storedAccountLink(texts({ ...short, loggedInTime: '"yesterday"' }), now),
      'an unreadable login time',
    ).toEqual(LOGIN);
  });

  it('staying logged in (stored, or the default for a missing or unreadable choice) never expires', () => {
    const old = { loggedInTime: '0' };
    expect(storedAccountLink(texts({ ...old, stayLoggedIn: 'true' }), now)).toEqual(ACCOUNT);
    expect(storedAccountLink(texts({ ...old, stayLoggedIn: null }), now)).toEqual(ACCOUNT);
    expect(storedAccountLink(texts({ ...old, stayLoggedIn: '"no"' }), now)).toEqual(ACCOUNT);
  });
});
