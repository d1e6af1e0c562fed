/**
 * The server's check of a Firebase ID token (when the site signs people in with Firebase Auth): an
 * RS256 JWT signed by Google's secure-token keys, issued for this Firebase project, not expired, whose
 * subject is the user's uid. Firebase's documented rules for verifying ID tokens without the Admin SDK,
 * done with jose. Keys come from Google's JWKS endpoint (cached by jose); tests pass local keys.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SessionIdentity } from './session-identity.ts';

/** Google's public keys for Firebase ID tokens, as a JWK set. */
export const FIREBASE_ID_TOKEN_KEYS = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Turns a bearer token into the signed-in identity, or undefined when the token is not a valid one. */
export type TokenVerifier = (token: string) => Promise<SessionIdentity | undefined>;

/** Failures that mean "not a valid token" (answered 401); others, such as unreachable keys, are thrown. */
const INVALID_TOKEN_ERRORS = [
  errors.JWTExpired, errors.JWTClaimValidationFailed, errors.JWTInvalid, errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed, errors.JWKSNoMatchingKey, errors.JOSEAlgNotAllowed, errors.JOSENotSupported,
];

/** A verifier for ID tokens of `projectId`. */
export function firebaseTokenVerifier(projectId: string, keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(FIREBASE_ID_TOKEN_KEYS))): TokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: `https://securetoken.google.com/${projectId}`,
        audience: projectId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
      });
      const uid = payload.sub ?? '';
      const authTime = payload['auth_time'];
      if (uid === '' || uid.length > 128 || typeof authTime !== 'number' || authTime * 1000 > Date.now() + 60_000) return undefined;
      return {
        uid,
        email: typeof payload['email'] === 'string' ? payload['email'] : '',
        emailVerified: payload['email_verified'] === true,
        name: typeof payload['name'] === 'string' ? payload['name'] : '',
      };
    } catch (error) {
      if (INVALID_TOKEN_ERRORS.some((kind) => error instanceof kind)) return undefined;
      throw error;
    }
  };
}

/** The bearer token of an `Authorization: Bearer …` header, if any. */
export function bearerTokenOf(headers: Headers): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
}
