/**
 * Email registration in one request: the sign-up body may carry the registration form's
 * profile (`profile`: the user document's fields, checked like PUT /api/account/user's body). Sign-up
 * never signs anyone in and answers the same whether or not the address already had an account, so the
 * profile cannot be written by the browser afterwards: it is written here, only when this request
 * created the account. For an address that had one, nothing is written and the owner is mailed instead
 * (auth.server.ts onExistingUserSignUp).
 */
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { BetterAuthPlugin } from 'better-auth';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { userBodySchema } from '../../schemas/user.ts';
import { authUser } from '../db/auth-schema.ts';
import type { Database } from '../db/database.server.ts';
import { upsertUser } from '../db/users.ts';
import { logFailure } from '../log-failure.ts';

export const SIGN_UP_PATH = '/sign-up/email';

/** The code of a refused profile. */
export const INVALID_PROFILE_CODE = 'INVALID_PROFILE';

const profileBodySchema = z.object({ profile: z.optional(userBodySchema.shape.data) });
const signUpAnswerSchema = z.object({ user: z.object({ id: z.string() }) });

/** The profile of a sign-up body (undefined when it carries none), or the error refusing it. */
export function signUpProfile(
  body: unknown,
): { profile: z.infer<typeof userBodySchema>['data'] | undefined } | { error: APIError } {
  const parsed = profileBodySchema.safeParse(body);
  if (parsed.success) return { profile: parsed.data.profile };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? 'profile';
  return {
    error: new APIError('BAD_REQUEST', {
      message: `${field}: ${issue?.message ?? 'not valid'}`,
      code: INVALID_PROFILE_CODE,
    }),
  };
}

/** The plugin: checks the profile before sign-up, writes it after, for an account this request created. */
export function registrationProfile(db: Database): BetterAuthPlugin {
  const isSignUp = (context: { path?: string | undefined }) => context.path === SIGN_UP_PATH;
  return {
    id: 'registration-profile',
    hooks: {
      before: [
        {
          matcher: isSignUp,
          handler: createAuthMiddleware((ctx) => {
            const checked = signUpProfile(ctx.body);
            return 'error' in checked ? Promise.reject(checked.error) : Promise.resolve();
          }),
        },
      ],
      after: [
        {
          matcher: isSignUp,
          handler: createAuthMiddleware(async (ctx) => {
            const checked = signUpProfile(ctx.body);
            const answer = signUpAnswerSchema.safeParse(ctx.context.returned);
            if ('error' in checked || checked.profile === undefined || !answer.success) return;
            const { id } = answer.data.user;
            // An address that had an account answers with a made-up user: no row has its id.
            const [created] = await db
              .select({ id: authUser.id, email: authUser.email })
              .from(authUser)
              .where(eq(authUser.id, id))
              .limit(1);
            if (!created) return;
            await upsertUser(db, id, {
              ...checked.profile,
              contact_id: id,
              email: created.email,
              emailVerified: false,
              registrationCompleted: true,
            }).catch((error: unknown) => {
              // The account exists; without its profile the first sign-in asks to complete the registration.
              logFailure(`identity: could not store the profile of new user ${id}.`, error);
            });
          }),
        },
      ],
    },
  };
}
