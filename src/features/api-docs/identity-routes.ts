/**
 * The identity server's routes the site's browser code calls (/api/auth/*, better-auth; docs/api.md):
 * their bodies and main answers, for the OpenAPI document. better-auth owns these endpoints and checks
 * their bodies itself, so these schemas describe what the site sends and reads, no more: objects stay
 * open to fields better-auth adds, and the sign-up profile is the site's own schema (userBodySchema).
 */
import { z } from 'zod';
import { userBodySchema } from '../../schemas/user.ts';

/** better-auth's user as its answers carry it. */
export const identityUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable().optional(),
  /** Whether a password sign-in also asks for a code (the second factor). */
  twoFactorEnabled: z.boolean().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The session of GET /api/auth/get-session. */
const identitySessionSchema = z.looseObject({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  token: z.string(),
});

/** A passkey as the account screen lists it (the public key is the server's to check, never shown). */
const passkeySchema = z.looseObject({
  id: z.string(),
  name: z.string().nullable().optional(),
  createdAt: z.string().nullable().optional(),
  deviceType: z.string(),
  backedUp: z.boolean(),
});

/** better-auth's error answer: a code the browser maps to a docs/requirements.md#messages text (features/account/auth-errors.ts) and a message. */
export const identityErrorSchema = z.looseObject({ code: z.string().optional(), message: z.string() });

/** Where better-auth sends the browser after a link in a mail (a path on this site). */
const callbackURL = z.string().max(2000).optional();

export const identityBodies = {
  SignUpEmailBody: z.looseObject({
    email: z.string(),
    password: z.string(),
    name: z.string(),
    callbackURL,
    /** The register form's user document, written as users/{uid} when this request made the account. */
    profile: z.optional(userBodySchema.shape.data),
  }),
  SignInEmailBody: z.looseObject({
    email: z.string(),
    password: z.string(),
    rememberMe: z.boolean().optional(),
    callbackURL,
  }),
  SendVerificationEmailBody: z.looseObject({ email: z.string(), callbackURL }),
  RequestPasswordResetBody: z.looseObject({ email: z.string(), redirectTo: z.string().max(2000).optional() }),
  ResetPasswordBody: z.looseObject({ newPassword: z.string(), token: z.string() }),
  SignInSocialBody: z.looseObject({ provider: z.enum(['google']), callbackURL, errorCallbackURL: callbackURL }),
  ReauthenticateBody: z.looseObject({ password: z.string() }),
  ChangePasswordBody: z.looseObject({
    currentPassword: z.string(),
    newPassword: z.string(),
    revokeOtherSessions: z.boolean().optional(),
  }),
  ChangeEmailBody: z.looseObject({ newEmail: z.string(), callbackURL }),
  /** Turning the second factor on or off: the account's password. */
  TwoFactorPasswordBody: z.looseObject({ password: z.string() }),
  /** A code of the authenticator app (6 digits) or a recovery code. */
  TwoFactorCodeBody: z.looseObject({ code: z.string() }),
  /** A WebAuthn answer as @simplewebauthn/browser gives it (the public-key credential, base64url fields). */
  PasskeyRegistrationBody: z.looseObject({ response: z.looseObject({ id: z.string() }), name: z.string().optional() }),
  PasskeyAuthenticationBody: z.looseObject({ response: z.looseObject({ id: z.string() }) }),
  PasskeyIdBody: z.looseObject({ id: z.string() }),
  /** sign-out takes an empty JSON object. */
  EmptyBody: z.looseObject({}),
};

export const identityAnswers = {
  IdentityError: identityErrorSchema,
  SignUpAnswer: z.looseObject({ token: z.string().nullable(), user: identityUserSchema }),
  SignInAnswer: z.union([
    z.looseObject({
      redirect: z.boolean(),
      token: z.string(),
      url: z.string().optional(),
      user: identityUserSchema,
    }),
    // The password was right and the account has a second factor: no session yet, a code finishes it.
    z.looseObject({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) }),
  ]),
  TwoFactorSetupAnswer: z.looseObject({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
  TwoFactorCodeAnswer: z.looseObject({ token: z.string(), user: identityUserSchema }),
  /** WebAuthn's PublicKeyCredentialCreationOptionsJSON: what the browser is asked to create. */
  PasskeyCreationOptions: z.looseObject({
    challenge: z.string(),
    rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  }),
  /** WebAuthn's PublicKeyCredentialRequestOptionsJSON: what the browser is asked to sign. */
  PasskeyRequestOptions: z.looseObject({ challenge: z.string(), rpId: z.string().optional() }),
  Passkey: passkeySchema,
  PasskeyList: z.array(passkeySchema),
  PasskeySignInAnswer: z.looseObject({ session: identitySessionSchema, user: identityUserSchema }),
  SessionAnswer: z.looseObject({ session: identitySessionSchema, user: identityUserSchema }).nullable(),
  StatusAnswer: z.looseObject({ status: z.boolean(), message: z.string().optional() }),
  SignOutAnswer: z.looseObject({ success: z.boolean() }),
  ChangePasswordAnswer: z.looseObject({ token: z.string().nullable(), user: identityUserSchema }),
  SocialSignInAnswer: z.looseObject({ url: z.string(), redirect: z.boolean() }),
};
