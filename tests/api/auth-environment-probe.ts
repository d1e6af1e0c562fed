/**
 * Run by tests/api/auth-environment.test.ts in a process of its own, once per NODE_ENV: better-auth reads
 * NODE_ENV once, when its modules load, so each value needs a fresh process. Drives the identity server
 * on an in-memory database for each origin given (argv) and prints what a browser would see, as JSON:
 * the cookies a sign-in sets, whether a cross-site post is refused, where better-auth's error page
 * sends a visitor, and whether the per-address sign-in limit holds.
 */
import { createDatabase } from '../../src/services/db/database.server.ts';
import { createAuth, CLIENT_ADDRESS_HEADER, type Auth } from '../../src/services/identity/auth.server.ts';
import type { MailPort } from '../../src/services/mail/port.ts';

const SECRET = 'probe-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const PASSWORD = 'Secret123';
const SIGN_IN_ATTEMPTS = 3;

const mail: MailPort = {
  name: 'outbox',
  send: (message) => Promise.resolve({ ...message, id: 'probe', sentAt: new Date().toISOString() }),
};

function post(
  auth: Auth,
  origin: string,
  path: string,
  body: unknown,
  { ip, from = origin, cookie }: { ip: string; from?: string; cookie?: string },
): Promise<Response> {
  const headers = new Headers({ origin: from, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: ip });
  if (cookie) headers.set('cookie', cookie);
  return auth.handler(
    new Request(`${origin}/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
}

/** A Set-Cookie line without its value and expiry: its name and attributes, as a browser keeps them. */
const cookieShape = (line: string): string => {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const kept = attributes
    .filter((attribute) => !/^(expires|max-age)=/i.test(attribute))
    .map((attribute) => attribute.toLowerCase())
    .sort();
  return [pair.split('=')[0], ...kept].join('; ');
};

async function probe(auth: Auth, origin: string, run: string) {
  const email = `probe-${run}@example.com`;
  const signUp = await post(
    auth,
    origin,
    '/sign-up/email',
    { email, password: PASSWORD, name: 'Probe Person' },
    { ip: `10.1.${run}.1` },
  );
  const signIn = await post(auth, origin, '/sign-in/email', { email, password: PASSWORD }, { ip: `10.1.${run}.2` });
  const cookies = signIn.headers.getSetCookie();
  const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
  const crossSite = await post(
    auth,
    origin,
    '/sign-out',
    {},
    { ip: `10.1.${run}.3`, from: 'https://attacker.example', cookie },
  );
  const errorPage = await auth.handler(
    new Request(`${origin}/api/auth/error?error=state_not_found`, {
      headers: { [CLIENT_ADDRESS_HEADER]: `10.1.${run}.4` },
    }),
  );
  const attempts: number[] = [];
  for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS; attempt += 1) {
    attempts.push(
      (await post(auth, origin, '/sign-in/email', { email, password: 'Wrong1234' }, { ip: `10.1.${run}.5` })).status,
    );
  }
  return {
    signUp: signUp.status,
    signIn: signIn.status,
    cookies: cookies.map(cookieShape),
    crossSiteSignOut: { status: crossSite.status, code: ((await crossSite.json()) as { code?: string }).code },
    errorPage: { status: errorPage.status, location: errorPage.headers.get('location') },
    wrongPasswordStatuses: attempts,
  };
}

const { db, close } = await createDatabase({ inMemory: true });
const results: Record<string, unknown> = {};
for (const [index, origin] of process.argv.slice(2).entries()) {
  const auth = createAuth({
    db,
    mail,
    baseURL: origin,
    secret: SECRET,
    signInAttemptsPerMinute: SIGN_IN_ATTEMPTS,
    silent: true,
  });
  results[origin] = await probe(auth, origin, String(index));
}
await close();
process.stdout.write(`${JSON.stringify(results)}\n`);
