/**
 * The fields of every form that sets a password (registration, the reset link, the account screen's
 * change): a new password that meets the rule of src/schemas/password.ts, typed twice.
 */
import * as z from 'zod/mini';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '../../schemas/password.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

const newPasswordFields = {
  /** Not trimmed: spaces are characters of a password. */
  password: z.string().check(
    z.refine(isStrongPassword, { error: M.passwordRule }),
    z.refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, { error: M.passwordTooLong }),
  ),
  /** Must repeat `password`; a mismatch is reported here. */
  confirmPassword: z.string().check(z.minLength(1, { error: M.required })),
};

/** The two password fields of a form's values once both are typed (so there is something to compare). */
function typedPasswords(values: unknown): { password: string; confirmation: string } | undefined {
  if (typeof values !== 'object' || values === null || !('password' in values) || !('confirmPassword' in values))
    return undefined;
  const { password, confirmPassword } = values;
  return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== ''
    ? { password, confirmation: confirmPassword }
    : undefined;
}

// Typed on `unknown`: it reads the two fields itself, so one check serves every form's shape.
const confirmationRepeatsPassword = z.refine<unknown>(
  (values) => {
    const typed = typedPasswords(values);
    return typed === undefined || typed.password === typed.confirmation;
  },
  {
    error: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => typedPasswords(payload.value) !== undefined,
  },
);

/**
 * A form of `shape`'s fields plus `password` and `confirmPassword`. A mismatch is reported even while
 * another field is still invalid, so the visitor sees every problem at once.
 */
export function withNewPassword<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ ...shape, ...newPasswordFields }).check(confirmationRepeatsPassword);
}
