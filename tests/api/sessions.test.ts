import type { APIRoute } from 'astro';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as authRoute from '../../src/pages/api/auth/[...all].ts';
import * as sessionsRoute from '../../src/pages/api/account/sessions/index.ts';
import * as sessionRoute from '../../src/pages/api/account/sessions/[id].ts';
import * as userRoute from '../../src/pages/api/account/user.ts';
import * as authEventsRoute from '../../src/pages/api/admin/auth-events.ts';
import { readMailFolder } from '../../src/services/mail/mail-folder.ts';
import { log } from '../../src/services/operations/log.ts';
import { metricsText } from '../../src/services/operations/metrics.ts';
import { services } from '../../src/services/config.ts';
import { authSession } from '../../src/services/db/auth-schema.ts';
import {
  apiContext,
  callRoute,
  cookieFrom,
  jsonRequest,
  nextClientAddress,
  onEachDatabase,
  signUp,
  type SignedUp,
} from './harness.ts';

/**
 * A buyer's sessions and credential changes (docs/security.md, "Sessions and re-authentication"), through
 * the route modules as the server runs them, on each database: the sessions list, ending one or all
 * others, a password change ending the others, the session lifetime, and the recent password check an
 * email change needs.
 */

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1';

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function route(
  handler: APIRoute | undefined,
  method: string,
  path: string,
  options: { cookie?: string | undefined; body?: unknown; params?: Record<string, string>; agent?: string } = {},
): Promise<Response> {
  if (!handler) throw new Error(`no ${method} handler for ${path}`);
  const headers: Record<string, string> = {};
  if (options.cookie) headers['cookie'] = options.cookie;
  if (options.agent) headers['user-agent'] = options.agent;
  return callRoute(
    handler,
    apiContext(jsonRequest(method, path, options.body, headers), options.params ?? {}, nextClientAddress()),
  );
}

const auth = (path: string, body: unknown, cookie?: string, agent?: string) =>
  route(authRoute.ALL, 'POST', `/api/auth${path}`, { body, cookie, ...(agent ? { agent } : {}) });

/** Signs `email` in once more, from a browser saying `agent`: a second session. */
async function signInAgain(email: string, agent: string, password = 'Secret123'): Promise<string> {
  const response = await auth('/sign-in/email', { email, password }, undefined, agent);
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

const listSessions = async (cookie: string) =>
  answer(await route(sessionsRoute.GET, 'GET', '/api/account/sessions', { cookie }));
const readUser = async (cookie: string) => (await route(userRoute.GET, 'GET', '/api/account/user', { cookie })).status;

interface Listed {
  id: string;
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}
const sessionsOf = (listed: Answer) => listed.json['data'] as Listed[];

/** A buyer signed in on two devices: the sign-up's session (no user agent) and Firefox. */
async function onTwoDevices(): Promise<{ buyer: SignedUp; firefox: string }> {
  const buyer = await signUp();
  return { buyer, firefox: await signInAgain(buyer.email, FIREFOX) };
}

/** Makes the session behind `cookie` look as if its last password check was `minutes` ago. */
async function checkedMinutesAgo(cookie: string, minutes: number): Promise<void> {
  const sessions = sessionsOf(await listSessions(cookie));
  const current = sessions.find((session) => session.current);
  if (!current) throw new Error('no current session');
  const db = await services().database();
  await db
    .update(authSession)
    .set({ reauthenticatedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(authSession.id, current.id));
}

/**
 * Runs `body` on a clock that only `advanceTo` moves: the identity server reads the time from `Date`, so
 * only `Date` is faked (timers and database IO keep running), and a session's seconds pass at once.
 */
async function onAStoppedClock(body: (advanceTo: (msAfterStart: number) => void) => Promise<void>): Promise<void> {
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  try {
    await body((msAfterStart) => vi.setSystemTime(start + msAfterStart));
  } finally {
    vi.useRealTimers();
  }
}

onEachDatabase((database) => {
  /** The token of the newest reset link mailed to `email` (the mail folder of the server's DATA_DIR). */
  async function resetToken(email: string): Promise<string | undefined> {
    const mail = (await readMailFolder(`${database.env['DATA_DIR'] ?? ''}/outbox`))
      .filter((sent) => sent.to === email && sent.kind === 'reset-password')
      .at(-1);
    return mail?.link ? new URL(mail.link).pathname.split('/').at(-1) : undefined;
  }

  describe('the sessions list', () => {
    it('lists both sessions, this device first, with the device, sign-in and last-seen times', async () => {
      const { buyer, firefox } = await onTwoDevices();
      const listed = await listSessions(firefox);
      expect(listed.status).toBe(200);
      const sessions = sessionsOf(listed);
      expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
        { device: 'Firefox on Linux', current: true },
        { device: 'Unknown device', current: false },
      ]);
      for (const session of sessions) {
        expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
        expect(Date.now() - Date.parse(session.signedInAt)).toBeLessThan(60_000);
      }
      // Nothing but what the screen shows: no token, no address.
      for (const session of sessions)
        expect(Object.keys(session).sort()).toEqual(['current', 'device', 'id', 'lastSeenAt', 'signedInAt']);
      // Seen from the other device, that one is "this device".
      expect(sessionsOf(await listSessions(buyer.cookie)).map(({ device, current }) => ({ device, current }))).toEqual([
        { device: 'Unknown device', current: true },
        { device: 'Firefox on Linux', current: false },
      ]);
    });

    it('ending the other session signs it out: its next /api call is 401', async () => {
      const { buyer, firefox } = await onTwoDevices();
      const other = sessionsOf(await listSessions(buyer.cookie)).find((session) => !session.current);
      if (!other) throw new Error('no other session');
      expect(await readUser(firefox)).toBe(404); // signed in, no user document yet
      const ended = await answer(
        await route(sessionRoute.DELETE, 'DELETE', `/api/account/sessions/${other.id}`, {
          cookie: buyer.cookie,
          params: { id: other.id },
        }),
      );
      expect(ended).toEqual({ status: 200, json: { data: { ended: 1 } } });
      expect(await readUser(firefox)).toBe(401);
      expect((await listSessions(firefox)).status).toBe(401);
      expect(await readUser(buyer.cookie)).toBe(404);
      expect(sessionsOf(await listSessions(buyer.cookie))).toHaveLength(1);
    });

    it('signs out everywhere else at once, and keeps this device', async () => {
      const { buyer, firefox } = await onTwoDevices();
      const iphone = await signInAgain(buyer.email, SAFARI_IPHONE);
      const ended = await answer(
        await route(sessionsRoute.DELETE, 'DELETE', '/api/account/sessions', { cookie: firefox }),
      );
      expect(ended).toEqual({ status: 200, json: { data: { ended: 2 } } });
      expect(await readUser(buyer.cookie)).toBe(401);
      expect(await readUser(iphone)).toBe(401);
      expect(sessionsOf(await listSessions(firefox)).map((session) => session.device)).toEqual(['Firefox on Linux']);
    });

    it("refuses to end this device's session (sign out instead), someone else's, or one that does not exist", async () => {
      const { buyer } = await onTwoDevices();
      const bob = await signUp();
      const [own] = sessionsOf(await listSessions(buyer.cookie));
      const [bobs] = sessionsOf(await listSessions(bob.cookie));
      if (!own || !bobs) throw new Error('no sessions');
      const end = async (id: string) =>
        answer(
          await route(sessionRoute.DELETE, 'DELETE', `/api/account/sessions/${encodeURIComponent(id)}`, {
            cookie: buyer.cookie,
            params: { id },
          }),
        );
      expect(await end(own.id)).toEqual({
        status: 409,
        json: { message: 'This is the session you are using: use Sign out to end it.' },
      });
      expect(await end(bobs.id)).toEqual({ status: 404, json: { message: 'That session has already ended.' } });
      expect(await end('x'.repeat(300))).toEqual({ status: 404, json: { message: 'That session has already ended.' } });
      expect(await readUser(bob.cookie)).toBe(404); // Bob is still signed in
      expect((await listSessions('')).status).toBe(401);
    });
  });

  describe('credential changes', () => {
    it('a password change ends the other session, keeps this one, and the new password signs in', async () => {
      const { buyer, firefox } = await onTwoDevices();
      const changed = await auth(
        '/change-password',
        { currentPassword: 'Secret123', newPassword: 'Newsecret456' },
        firefox,
      );
      expect(changed.status).toBe(200);
      expect(await readUser(buyer.cookie)).toBe(401);
      expect(await readUser(firefox)).toBe(404);
      expect(sessionsOf(await listSessions(firefox)).map((session) => session.device)).toEqual(['Firefox on Linux']);
      expect((await auth('/sign-in/email', { email: buyer.email, password: 'Newsecret456' })).status).toBe(200);
    });

    it('a password reset ends every session of the account, and the new password signs in', async () => {
      const { buyer, firefox } = await onTwoDevices();
      expect(
        (await auth('/request-password-reset', { email: buyer.email, redirectTo: '/app/reset-password/' })).status,
      ).toBe(200);
      const token = await resetToken(buyer.email);
      expect((await auth('/reset-password', { token, newPassword: 'Thirdsecret789' })).status).toBe(200);
      expect(await readUser(buyer.cookie)).toBe(401);
      expect(await readUser(firefox)).toBe(401);
      expect((await auth('/sign-in/email', { email: buyer.email, password: 'Thirdsecret789' })).status).toBe(200);
    });

    it('a password change with the wrong current password changes nothing and ends nothing', async () => {
      const { buyer, firefox } = await onTwoDevices();
      const refused = await answer(
        await auth('/change-password', { currentPassword: 'Wrong1234', newPassword: 'Newsecret456' }, firefox),
      );
      expect(refused.status).toBe(400);
      expect(await readUser(buyer.cookie)).toBe(404);
    });

    it('a password change is its own check: the current password needs no earlier one, and a wrong one counts toward the lockout', async () => {
      const buyer = await signUp();
      await checkedMinutesAgo(buyer.cookie, 60);
      const wrong = await answer(
        await auth('/change-password', { currentPassword: 'Wrong1234', newPassword: 'Newsecret456' }, buyer.cookie),
      );
      expect(wrong).toMatchObject({
        status: 400,
        json: { code: 'INVALID_PASSWORD', message: 'That password is not correct.' },
      });
      const changed = await auth(
        '/change-password',
        { currentPassword: 'Secret123', newPassword: 'Newsecret456' },
        buyer.cookie,
      );
      expect(changed.status).toBe(200);
      // The right password forgot the count: 10 wrong ones from now lock the account.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const guess = { currentPassword: `Wrong${attempt}abc`, newPassword: 'Thirdsecret789' };
        expect((await auth('/change-password', guess, buyer.cookie)).status).toBe(400);
      }
      const locked = await answer(
        await auth(
          '/change-password',
          { currentPassword: 'Newsecret456', newPassword: 'Thirdsecret789' },
          buyer.cookie,
        ),
      );
      expect(locked).toMatchObject({ status: 429, json: { code: 'SIGN_IN_LOCKED' } });
      expect((await auth('/sign-in/email', { email: buyer.email, password: 'Newsecret456' })).status).toBe(429);
    });

    it('an email change without a password check in the last 5 minutes is refused; after one it goes ahead', async () => {
      const buyer = await signUp();
      await checkedMinutesAgo(buyer.cookie, 6);
      const newEmail = `new-${buyer.email}`;
      const refused = await answer(await auth('/change-email', { newEmail }, buyer.cookie));
      expect(refused).toMatchObject({
        status: 403,
        json: { code: 'REAUTHENTICATION_REQUIRED', message: 'Please enter your password again to make this change.' },
      });

      const wrong = await answer(await auth('/reauthenticate', { password: 'Wrong1234' }, buyer.cookie));
      expect(wrong).toMatchObject({
        status: 400,
        json: { code: 'INVALID_PASSWORD', message: 'That password is not correct.' },
      });
      expect((await auth('/change-email', { newEmail }, buyer.cookie)).status).toBe(403);

      expect((await auth('/reauthenticate', { password: 'Secret123' }, buyer.cookie)).status).toBe(200);
      const accepted = await answer(await auth('/change-email', { newEmail }, buyer.cookie));
      expect(accepted).toMatchObject({ status: 200, json: { status: true } });
    });

    it('a sign-in counts as a password check for 5 minutes', async () => {
      const buyer = await signUp();
      await checkedMinutesAgo(buyer.cookie, 4);
      expect((await auth('/change-email', { newEmail: `new-${buyer.email}` }, buyer.cookie)).status).toBe(200);
    });

    it('re-authentication needs a session, and wrong passwords count toward the account lockout', async () => {
      expect((await auth('/reauthenticate', { password: 'Secret123' })).status).toBe(401);
      const buyer = await signUp();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        // Each from a new address: the lockout counts per account, whatever the address.
        expect((await auth('/reauthenticate', { password: `Wrong${attempt}abc` }, buyer.cookie)).status).toBe(400);
      }
      const locked = await answer(await auth('/reauthenticate', { password: 'Secret123' }, buyer.cookie));
      expect(locked).toMatchObject({ status: 429, json: { code: 'SIGN_IN_LOCKED' } });
    });
  });

  describe('the audit log', () => {
    const ADMIN_TOKEN = 'admin-token-for-the-audit-tests-0123456789';

    it('holds every event of a run with the account id, and never the email, a password or a token', async () => {
      const lines: unknown[] = [];
      const info = vi.spyOn(log(), 'info').mockImplementation((...args: unknown[]) => {
        lines.push(args);
      });
      try {
        const { buyer, firefox } = await onTwoDevices(); // sign-in (twice)
        const iphone = await signInAgain(buyer.email, SAFARI_IPHONE);
        expect((await auth('/sign-in/email', { email: buyer.email, password: 'Wrong1234' })).status).toBe(401);
        expect((await auth('/reauthenticate', { password: 'Wrong1234' }, firefox)).status).toBe(400);
        expect((await auth('/reauthenticate', { password: 'Secret123' }, firefox)).status).toBe(200);
        expect((await auth('/change-email', { newEmail: `new-${buyer.email}` }, firefox)).status).toBe(200);
        const other = sessionsOf(await listSessions(firefox)).find((session) => session.device === 'Safari on iPhone');
        if (!other) throw new Error('no iPhone session');
        expect(
          (
            await route(sessionRoute.DELETE, 'DELETE', `/api/account/sessions/${other.id}`, {
              cookie: firefox,
              params: { id: other.id },
            })
          ).status,
        ).toBe(200);
        expect(await readUser(iphone)).toBe(401);
        expect((await route(sessionsRoute.DELETE, 'DELETE', '/api/account/sessions', { cookie: firefox })).status).toBe(
          200,
        );
        expect(
          (await auth('/change-password', { currentPassword: 'Secret123', newPassword: 'Newsecret456' }, firefox))
            .status,
        ).toBe(200);
        expect((await auth('/sign-out', {}, firefox)).status).toBe(200);
        for (let attempt = 0; attempt < 11; attempt += 1)
          await auth('/sign-in/email', { email: buyer.email, password: `Wrong${attempt}xyz` });
        expect(
          (await auth('/request-password-reset', { email: buyer.email, redirectTo: '/app/reset-password/' })).status,
        ).toBe(200);
        const token = await resetToken(buyer.email);
        expect((await auth('/reset-password', { token, newPassword: 'Thirdsecret789' })).status).toBe(200);

        const listed = await database.withEnvironment({ ADMIN_TOKEN }, async () =>
          answer(await route(authEventsRoute.GET, 'GET', `/api/admin/auth-events?account=${buyer.uid}&limit=100`, {})),
        );
        expect(listed.status).toBe(401); // no token sent
        const events = await database.withEnvironment({ ADMIN_TOKEN }, async () => {
          const response = await callRoute(
            authEventsRoute.GET,
            apiContext(
              jsonRequest('GET', `/api/admin/auth-events?account=${buyer.uid}&limit=100`, undefined, {
                authorization: `Bearer ${ADMIN_TOKEN}`,
              }),
            ),
          );
          return answer(response);
        });
        expect(events.status).toBe(200);
        const kinds = new Set((events.json['data'] as { kind: string; at: string }[]).map((event) => event.kind));
        for (const kind of [
          'sign-in',
          'sign-in-failed',
          'lockout',
          'reauthenticated',
          'reauthentication-failed',
          'email-change-requested',
          'session-ended',
          'other-sessions-ended',
          'password-changed',
          'sign-out',
          'password-reset',
        ]) {
          expect(kinds, kind).toContain(kind);
        }
        const auditLines = lines.filter(
          (args) =>
            Array.isArray(args) &&
            typeof args[0] === 'object' &&
            args[0] !== null &&
            (args[0] as { event?: unknown }).event === 'auth',
        );
        expect(auditLines.map((args) => (args as [{ account: unknown }])[0].account)).toContain(buyer.uid);
        const text = JSON.stringify(lines);
        for (const secret of [
          buyer.email,
          'Secret123',
          'Newsecret456',
          'Thirdsecret789',
          'Wrong1234',
          token ?? 'no-token',
          ...buyer.cookie.split(/[=;]/),
        ]) {
          if (secret.length > 8) expect(text).not.toContain(secret);
        }
        const metrics = (await metricsText()).body;
        expect(metrics).toMatch(/auth_events_total\{kind="lockout"\} [1-9]/);
        expect(metrics).toMatch(/auth_events_total\{kind="password-reset"\} [1-9]/);
      } finally {
        info.mockRestore();
      }
    }, 60_000);
  });

  describe('session lifetime', () => {
    it('a session in use outlives the idle timeout, but not the maximum age', async () => {
      await database.withEnvironment({ AUTH_SESSION_IDLE_TIMEOUT: '3s', AUTH_SESSION_MAX_AGE: '6s' }, async () => {
        await onAStoppedClock(async (advanceTo) => {
          const buyer = await signUp();
          advanceTo(2_000);
          expect(await readUser(buyer.cookie)).toBe(404); // used: the expiry slides 3 s on
          advanceTo(4_000);
          expect(await readUser(buyer.cookie)).toBe(404); // past the first idle timeout, still signed in
          advanceTo(5_900);
          expect(await readUser(buyer.cookie)).toBe(404); // just inside the maximum age
          advanceTo(6_500);
          expect(await readUser(buyer.cookie)).toBe(401); // 6 s after its sign-in, however busy
        });
      });
    });

    it('a session left unused ends after the idle timeout', async () => {
      await database.withEnvironment({ AUTH_SESSION_IDLE_TIMEOUT: '2s', AUTH_SESSION_MAX_AGE: '1h' }, async () => {
        await onAStoppedClock(async (advanceTo) => {
          const buyer = await signUp();
          expect(await readUser(buyer.cookie)).toBe(404);
          advanceTo(1_900);
          expect(await readUser(buyer.cookie)).toBe(404); // unused for 1.9 s: still signed in
          advanceTo(1_900 + 2_100);
          expect(await readUser(buyer.cookie)).toBe(401); // then unused for 2.1 s: ended
        });
      });
    });
  });
});
