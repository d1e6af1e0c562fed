/**
 * Enforces the SPEC §5 password rule inside the identity server, before better-auth hashes anything:
 * every endpoint that sets a password is covered, whatever client calls it.
 */
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { meetsPasswordPolicy, PASSWORD_RULE_CODE, PASSWORD_RULE_MESSAGE } from './password-policy.ts';

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
  if (typeof password !== 'string' || meetsPasswordPolicy(password)) return undefined;
  return new APIError('BAD_REQUEST', { message: PASSWORD_RULE_MESSAGE, code: PASSWORD_RULE_CODE });
}

/** A before hook: answers 400 with PASSWORD_TOO_WEAK and a message naming the rule. */
export const passwordPolicyHook = createAuthMiddleware((ctx) => {
  const error = passwordPolicyError(ctx.path, ctx.body);
  return error ? Promise.reject(error) : Promise.resolve();
});
