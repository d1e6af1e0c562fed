/**
 * Enforces the password rule (src/schemas/password.ts) inside the identity server, before better-auth hashes anything:
 * every endpoint that sets a password is covered, whatever client calls it.
 */
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { isStrongPassword, PASSWORD_RULE_CODE, PASSWORD_RULE_MESSAGE } from '../../schemas/password.ts';
import { checkPersonName } from '../../schemas/person-name.ts';

/** Endpoints that set a password, and the body field that holds it. */
const passwordFieldByPath: Readonly<Record<string, 'password' | 'newPassword'>> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

const passwordBodySchema = z.object({ password: z.unknown(), newPassword: z.unknown() }).partial();

/** The error for a password that breaks the rule, or undefined when the request sets no such password. */
export function passwordPolicyError(path: string, body: unknown): APIError | undefined {
  const field = passwordFieldByPath[path];
  if (!field) return undefined;
  const parsed = passwordBodySchema.safeParse(body);
  const password = parsed.success ? parsed.data[field] : undefined;
  // A missing or non-text password is left to better-auth's own body validation.
  if (typeof password !== 'string' || isStrongPassword(password)) return undefined;
  return new APIError('BAD_REQUEST', { message: PASSWORD_RULE_MESSAGE, code: PASSWORD_RULE_CODE });
}

/** Endpoints that set the account's name. */
const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);

/** The error for a name that breaks the rule (src/schemas/person-name.ts), or the name as it is stored. */
export function personNameInput(path: string, body: unknown): { error: APIError } | { name: string } | undefined {
  if (
    !NAME_PATHS.has(path) ||
    typeof body !== 'object' ||
    body === null ||
    !('name' in body) ||
    typeof body.name !== 'string'
  )
    return undefined;
  const checked = checkPersonName(body.name);
  return 'message' in checked
    ? { error: new APIError('BAD_REQUEST', { message: checked.message, code: PERSON_NAME_CODE }) }
    : checked;
}

/** The code of a refused name. */
export const PERSON_NAME_CODE = 'INVALID_NAME';

/**
 * A before hook: answers 400 with PASSWORD_TOO_WEAK and a message naming the rule, or INVALID_NAME for
 * a name on several lines or too long; a good name is stored trimmed.
 */
export const passwordPolicyHook = createAuthMiddleware((ctx) => {
  const error = passwordPolicyError(ctx.path, ctx.body);
  if (error) return Promise.reject(error);
  const name = personNameInput(ctx.path, ctx.body);
  if (name && 'error' in name) return Promise.reject(name.error);
  const body: unknown = ctx.body;
  return Promise.resolve(
    name && typeof body === 'object' && body !== null ? { context: { body: { ...body, name: name.name } } } : undefined,
  );
});
