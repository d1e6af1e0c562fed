import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { OPEN_TIMEOUT } from './harness.ts';

/**
 * better-auth picks several defaults from NODE_ENV (cookie names and the Secure flag, its rate limit, its
 * error page, the origin check under `test`); `npm run serve` runs in production, `astro dev` in
 * development and these tests in test. The identity server sets each of them (auth.server.ts), so a
 * browser sees the same in all three: the probe drives it in a process per NODE_ENV (better-auth reads
 * it once, as it loads) over http and over https.
 */

const HTTP = 'http://localhost:4321';
const HTTPS = 'https://shop.example';

async function probe(nodeEnv: string | undefined): Promise<Record<string, unknown>> {
  // Vitest sets NODE_ENV=test and TEST=true in its own environment: the probe gets only the value asked for.
  const { NODE_ENV: _nodeEnv, TEST: _test, ...env } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, ['tests/api/auth-environment-probe.ts', HTTP, HTTPS], {
    env: nodeEnv === undefined ? env : { ...env, NODE_ENV: nodeEnv },
  });
  // The answer is the last line: the identity server's audit log lines (sign-ins, failures) come first.
  const answer = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(answer) as Record<string, unknown>;
}

/** What a browser sees on the given origin, the same whatever NODE_ENV the server runs with. */
const expected = (origin: string, cookie: string) => ({
  signUp: 200,
  signIn: 200,
  cookies: [cookie],
  // A post from another site with the session cookie: refused.
  crossSiteSignOut: { status: 403, code: 'INVALID_ORIGIN' },
  // better-auth's own error page sends the visitor to the login page, which shows the code.
  errorPage: { status: 302, location: '/app/?signin=google&error=state_not_found' },
  // The per-address sign-in limit (3 a minute in the probe) holds: the 4th attempt is refused.
  wrongPasswordStatuses: [401, 401, 401, 429],
  origin,
});

describe('the identity server whatever NODE_ENV says', () => {
  it(
    'sets the same cookies, refuses the same cross-site post, limits sign-ins and sends errors to the login page under production, unset and test',
    async () => {
      const runs = { production: await probe('production'), unset: await probe(undefined), test: await probe('test') };
      for (const [nodeEnv, result] of Object.entries(runs)) {
        const seen = (origin: string) => ({ ...(result[origin] as object), origin });
        expect({ nodeEnv, ...seen(HTTP) }).toEqual({
          nodeEnv,
          ...expected(HTTP, 'better-auth.session_token; httponly; path=/; samesite=lax'),
        });
        // Over https (AUTH_BASE_URL https://…, as behind the TLS proxy): the __Secure- name and the Secure flag.
        expect({ nodeEnv, ...seen(HTTPS) }).toEqual({
          nodeEnv,
          ...expected(HTTPS, '__Secure-better-auth.session_token; httponly; path=/; samesite=lax; secure'),
        });
      }
    },
    OPEN_TIMEOUT * 3,
  );
});
