/**
 * The server's check of a Firebase ID token (when the site signs people in with Firebase Auth): an
 * RS256 JWT signed by Google's secure-token keys, issued for this Firebase project, not expired, whose
 * subject is the user's uid. Firebase's documented rules for verifying ID tokens without the Admin SDK,
 * done with jose. Keys come from Google's JWKS endpoint (cached by jose); tests pass local keys.
 */
import { createRemoteJWKSet, errors, jwtVerify, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SessionIdentity } from './session-identity.ts';

/** Google's public keys for Firebase ID tokens, as a JWK set. */
export const FIREBASE_ID_TOKEN_KEYS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Turns a bearer token into the signed-in identity, or undefined when the token is not a valid one. */
export type TokenVerifier = (token: string) => Promise<SessionIdentity | undefined>;

/** Failures that mean "not a valid token" (answered 401); others, such as unreachable keys, are thrown. */
const INVALID_TOKEN_ERRORS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

/** The identity of a token's checked claims, or undefined when its subject or sign-in time is wrong. */
function identityOf(payload: JWTPayload): SessionIdentity | undefined {
  const uid = payload.sub ?? '';
  const authTime = payload['auth_time'];
  if (uid === '' || uid.length > 128 || typeof authTime !== 'number' || authTime * 1000 > Date.now() + 60_000)
    return undefined;
  return {
    uid,
    email: typeof payload['email'] === 'string' ? payload['email'] : '',
    emailVerified: payload['email_verified'] === true,
    name: typeof payload['name'] === 'string' ? payload['name'] : '',
  };
}

const invalidAsUndefined = (error: unknown): undefined => {
  if (INVALID_TOKEN_ERRORS.some((kind) => error instanceof kind)) return undefined;
  throw error;
};

/** A verifier for ID tokens of `projectId`. */
export function firebaseTokenVerifier(
  projectId: string,
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(FIREBASE_ID_TOKEN_KEYS)),
): TokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: `https://securetoken.google.com/${projectId}`,
        audience: projectId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
      });
      return identityOf(payload);
    } catch (error) {
      return invalidAsUndefined(error);
    }
  };
}

/**
 * A verifier for the Firebase Auth emulator's ID tokens, which are unsigned (`alg: none`): the same
 * claims are checked, but anyone can write such a token, so the composition root builds this only with
 * PUBLIC_FIREBASE_AUTH_EMULATOR_HOST on a loopback address (firebase-settings.ts), as firebase-admin
 * accepts them only with FIREBASE_AUTH_EMULATOR_HOST.
 */
export function firebaseEmulatorTokenVerifier(projectId: string): TokenVerifier {
  return (token) => {
    try {
      const { payload } = UnsecuredJWT.decode(token, {
        issuer: `https://securetoken.google.com/${projectId}`,
        audience: projectId,
        requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
      });
      return Promise.resolve(identityOf(payload));
    } catch (error) {
      return Promise.resolve(invalidAsUndefined(error));
    }
  };
}
