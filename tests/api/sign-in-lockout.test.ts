import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSignInThrottle } from '../../src/services/db/auth-schema.ts';
import type { OpenDatabase } from '../../src/services/db/database.server.ts';
import { CLIENT_ADDRESS_HEADER, createAuth, type Auth } from '../../src/services/identity/auth.server.ts';
import { SIGN_IN_LOCKED_CODE } from '../../src/services/identity/sign-in-lockout.ts';
import { DEFAULT_SIGN_IN_LOCKOUT } from '../../src/services/identity/sign-in-throttle.ts';
import { createMailFolder } from '../../src/services/mail/mail-folder.ts';
import { nextClientAddress, onEachOpenDatabase } from './harness.ts';

/**
 * The per-account sign-in lockout: many addresses guessing one account's password are
 * stopped after DEFAULT_SIGN_IN_LOCKOUT.failuresBeforeLock failures, with delays that double, while the
 * per-IP limit alone would let each new address try again. Through the identity server's HTTP handler,
 * on each database, with the lockout's clock moved by hand.
 */

const baseURL = 'http://localhost:4321';
const outbox = join('test-results', 'unit-data', `lockout-outbox-${crypto.randomUUID()}`);
afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
});

function lockoutTests(database: () => OpenDatabase): void {
  let clock = new Date();
  let auth: Auth;
  const email = `locked-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const post = (path: string, body: unknown) =>
    auth.handler(
      new Request(`${baseURL}/api/auth${path}`, {
        method: 'POST',
        headers: { origin: baseURL, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: nextClientAddress() },
        body: JSON.stringify(body),
      }),
    );
  const signIn = (password: string, as = email) => post('/sign-in/email', { email: as, password });
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const row = async () =>
    (await database().db.select().from(authSignInThrottle).where(eq(authSignInThrottle.email, email)))[0];

  beforeAll(async () => {
    auth = createAuth({
      db: database().db,
      mail: createMailFolder({ directory: outbox, log: () => undefined }),
      baseURL,
      secret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      silent: true,
      now: () => clock,
    });
    expect((await post('/sign-up/email', { email, password: 'Secret123', name: 'Lee Locked' })).status).toBe(200);
  });

  it('refuses the account, even with the right password, once failures from many addresses reach the threshold', async () => {
    for (let attempt = 1; attempt <= DEFAULT_SIGN_IN_LOCKOUT.failuresBeforeLock; attempt++) {
      expect((await signIn('Wrong1234')).status).toBe(401);
    }
    const refused = await signIn('Secret123');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(DEFAULT_SIGN_IN_LOCKOUT.firstLockSeconds));
    expect(await refused.json()).toEqual({
      code: SIGN_IN_LOCKED_CODE,
      message: 'Too many failed sign-ins for this account. Please try again in 30 seconds.',
    });
  });

  it('leaves other accounts alone', async () => {
    expect((await signIn('Wrong1234', `other-${crypto.randomUUID().slice(0, 8)}@example.com`)).status).toBe(401);
  });

  it('lets one attempt through when the lock runs out, and doubles the lock when it fails', async () => {
    later(DEFAULT_SIGN_IN_LOCKOUT.firstLockSeconds);
    expect((await signIn('Wrong1234')).status).toBe(401);
    const refused = await signIn('Secret123');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(DEFAULT_SIGN_IN_LOCKOUT.firstLockSeconds * 2));
  });

  it('signs in after the lock and forgets the failures', async () => {
    later(DEFAULT_SIGN_IN_LOCKOUT.firstLockSeconds * 2);
    expect((await signIn('Secret123')).status).toBe(200);
    expect(await row()).toBeUndefined();
    expect((await signIn('Wrong1234')).status).toBe(401);
    expect(await row()).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('counts concurrent guesses one by one: no more than the threshold get past it', async () => {
    later(DEFAULT_SIGN_IN_LOCKOUT.forgetAfterSeconds);
    const burst = DEFAULT_SIGN_IN_LOCKOUT.failuresBeforeLock + 5;
    const statuses = await Promise.all(
      Array.from({ length: burst }, () => signIn('Wrong1234').then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(DEFAULT_SIGN_IN_LOCKOUT.failuresBeforeLock);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
}

describe('per-account sign-in lockout', () => {
  onEachOpenDatabase(lockoutTests);
});
