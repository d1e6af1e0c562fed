import { describe, expect, it } from 'vitest';
import { isAccountExpired, SHORT_SESSION_MS } from './session.ts';

const login = Date.UTC(2025, 0, 1, 9, 0, 0);

describe('isAccountExpired', () => {
  it('never expires when the visitor stays logged in', () => {
    expect(isAccountExpired({ stayLoggedIn: true, loggedInTime: login }, login + 30 * SHORT_SESSION_MS)).toBe(false);
    expect(isAccountExpired({ stayLoggedIn: true, loggedInTime: undefined }, login)).toBe(false);
  });

  it('keeps a short session for 24 hours after login', () => {
    expect(isAccountExpired({ stayLoggedIn: false, loggedInTime: login }, login)).toBe(false);
    expect(isAccountExpired({ stayLoggedIn: false, loggedInTime: login }, login + SHORT_SESSION_MS)).toBe(false);
  });

  it('drops a short session more than 24 hours after login', () => {
    expect(isAccountExpired({ stayLoggedIn: false, loggedInTime: login }, login + SHORT_SESSION_MS + 1)).toBe(true);
  });

  it('drops a short session with no recorded login time', () => {
    expect(isAccountExpired({ stayLoggedIn: false, loggedInTime: undefined }, login)).toBe(true);
  });

  it('24 hours is 86 400 000 ms', () => {
    expect(SHORT_SESSION_MS).toBe(86_400_000);
  });
});
