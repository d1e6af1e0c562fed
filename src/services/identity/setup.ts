/**
 * Who a request is: the identity server (better-auth) on the database, its signing secret, and
 * Firebase ID tokens when Firebase is configured (firebase-settings.ts). Built from the identity
 * settings (./settings.ts) by the composition root.
 */
import { join } from 'node:path';
import type { Database } from '../db/database.server.ts';
import { once } from '../lazy.ts';
import type { MailPort } from '../mail/port.ts';
import { timedPhase } from '../operations/startup.ts';
import { createAuth, readSession, type Auth } from './auth.server.ts';
import { bearerTokenOf, createTokenVerifier, type FirebaseSettings } from './firebase-settings.ts';
import { loadOrCreateSecret } from './secret.server.ts';
import type { SessionIdentity } from './session-identity.ts';
import type { IdentitySettings } from './settings.ts';

/** Who a request is, and the identity server behind it. */
export interface Identity {
  /** The embedded identity server (better-auth) on the database and the mail port. */
  readonly auth: () => Promise<Auth>;
  /** The server's signing secret: AUTH_SECRET, else one generated once in the data folder. */
  readonly secret: () => Promise<string>;
  /** A Firebase ID token when Firebase is configured, else the identity server's session cookie. */
  readonly session: (headers: Headers) => Promise<SessionIdentity | undefined>;
}

export interface IdentityDependencies {
  settings: IdentitySettings;
  firebase: FirebaseSettings;
  /** Where a generated secret is kept (DATA_DIR). */
  dataDir: string;
  database: () => Promise<Database>;
  mail: () => MailPort;
}

/** Builds the identity server on first use (the server's warm-up asks for it before the first request). */
export function createIdentity({ settings, firebase, dataDir, database, mail }: IdentityDependencies): Identity {
  const secret = once(async () => settings.secret ?? loadOrCreateSecret(join(dataDir, 'auth-secret')));
  const auth = once(async () => {
    const [db, signingSecret] = [await database(), await secret()];
    return timedPhase('identity', () =>
      Promise.resolve(
        createAuth({
          db,
          mail: mail(),
          baseURL: settings.baseURL,
          trustedOrigins: settings.trustedOrigins,
          secret: signingSecret,
          google: settings.google,
          signInAttemptsPerMinute: settings.signInAttemptsPerMinute,
          rateLimitMultiplier: settings.rateLimitMultiplier,
          sessionLifetime: settings.sessionLifetime,
        }),
      ),
    );
  });
  const verifyToken = createTokenVerifier(firebase);
  return {
    auth,
    secret,
    session: async (headers) => {
      const token = bearerTokenOf(headers);
      if (token && verifyToken) return verifyToken(token);
      return readSession(await auth(), headers);
    },
  };
}
