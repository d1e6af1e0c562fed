/**
 * Passkeys (docs/security.md, "Passkeys"): better-auth's passkey plugin, with the relying party taken
 * from the public origin, and a small plugin beside it for what the site adds: a passkey added or
 * removed is an audit event, a passkey sign-in is one (and a refused one too), and each sign-in with a
 * passkey is limited per address like a password. Adding or removing a passkey needs a recent password
 * or passkey check (account-security.ts), as any other change of a factor.
 *
 * A passkey sign-in is a sign-in with two factors in one (the device and its screen lock), so an account
 * with two-step verification on is not asked for its app's code after one.
 */
import { passkey } from '@better-auth/passkey';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Database } from '../db/database.server.ts';
import { recordAuthEvent } from './audit.ts';

export const PASSKEY_SIGN_IN_PATH = '/passkey/verify-authentication';
const ADDED_PATH = '/passkey/verify-registration';
const REMOVED_PATH = '/passkey/delete-passkey';

/**
 * The relying party's id: the public origin's host name. A loopback address stands for `localhost`
 * (browsers refuse an IP address as the id), so a local run takes passkeys at http://localhost:PORT.
 */
export function relyingPartyId(baseURL: string): string {
  const { hostname } = new URL(baseURL);
  return hostname === '127.0.0.1' || hostname === '[::1]' ? 'localhost' : hostname;
}

/** The passkey plugin for the public origin `baseURL`; `origins`: the pages a passkey may be used from. */
export function passkeys(baseURL: string, origins: readonly string[]): BetterAuthPlugin {
  return passkey({ rpID: relyingPartyId(baseURL), rpName: 'Tasman CAD', origin: [...origins] });
}

/** The audit events of passkeys (audit.ts). */
export function passkeyAudit(db: Database): BetterAuthPlugin {
  const succeeded = (returned: unknown) => !isAPIError(returned);
  return {
    id: 'passkey-audit',
    hooks: {
      after: [
        {
          matcher: (context) => context.path === ADDED_PATH || context.path === REMOVED_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const current = ctx.context.session;
            if (!current || !succeeded(ctx.context.returned)) return;
            await recordAuthEvent(db, ctx.path === ADDED_PATH ? 'factor-added' : 'factor-removed', current.user.id);
          }),
        },
        {
          matcher: (context) => context.path === PASSKEY_SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (created) await recordAuthEvent(db, 'sign-in', created.user.id);
            else await recordAuthEvent(db, 'sign-in-failed', undefined);
          }),
        },
      ],
    },
  };
}
