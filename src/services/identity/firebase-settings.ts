/**
 * Firebase Auth, read from the environment (taken as a value): the browser signs in with Firebase when
 * its three public values are set, and /api/* accepts the project's ID tokens (PUBLIC_FIREBASE_PROJECT_ID);
 * with PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, the emulator's unsigned ones instead. The token check (and
 * jose) is imported with the first bearer token, not with the server.
 */
import { z } from 'zod';
import {
  blankToUndefined,
  optionalText,
  parseEnvironment,
  badEnvironment,
  settingsObject,
  type Environment,
} from '../environment.ts';
import { once } from '../lazy.ts';
import type { TokenVerifier } from './firebase-token.ts';

/** Firebase's public web config: the browser signs in with Firebase Auth when it is set. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** The Firebase Auth emulator (host:port on loopback) the browser signs in with instead of Google's service. */
  authEmulatorHost?: string;
}

export interface FirebaseSettings {
  /** Set when the browser signs in with Firebase (all three public values given). */
  web: FirebaseWebConfig | undefined;
  /** The Firebase project whose ID tokens /api/* accepts. */
  projectId: string | undefined;
  /** The emulator (loopback only) whose unsigned ID tokens /api/* accepts instead of Google-signed ones. */
  authEmulatorHost: string | undefined;
}

/** Whether `host` (host:port) names this machine, the only place an emulator's unsigned tokens may come from. */
export function isLoopbackHost(host: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** The bearer token of an `Authorization: Bearer …` header, if any. */
export function bearerTokenOf(headers: Headers): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
}

const schema = settingsObject({
  PUBLIC_FIREBASE_API_KEY: optionalText,
  PUBLIC_FIREBASE_AUTH_DOMAIN: optionalText,
  PUBLIC_FIREBASE_PROJECT_ID: optionalText,
  PUBLIC_FIREBASE_APP_ID: optionalText,
  PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(isLoopbackHost, {
        error:
          'the Firebase Auth emulator’s host:port on this machine (localhost, 127.0.0.1 or [::1], e.g. 127.0.0.1:9099): its ID tokens are unsigned, so they are accepted only from loopback',
      })
      .optional(),
  ),
});

/** Reads the PUBLIC_FIREBASE_* variables; `baseURL` is the site's origin (identity settings). */
export function firebaseSettings(env: Environment, baseURL: string): FirebaseSettings {
  const values = parseEnvironment(schema, env);
  const {
    PUBLIC_FIREBASE_API_KEY: apiKey,
    PUBLIC_FIREBASE_AUTH_DOMAIN: authDomain,
    PUBLIC_FIREBASE_PROJECT_ID: projectId,
  } = values;
  const { PUBLIC_FIREBASE_APP_ID: appId, PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost } = values;
  if (authEmulatorHost && !projectId)
    throw badEnvironment([
      'PUBLIC_FIREBASE_PROJECT_ID: required with PUBLIC_FIREBASE_AUTH_EMULATOR_HOST (the emulator’s project, e.g. demo-tasman)',
    ]);
  // Unsigned emulator tokens must never be accepted by a site people reach over https.
  if (authEmulatorHost && baseURL.startsWith('https:'))
    throw badEnvironment([
      'PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: only for a test site on http (AUTH_BASE_URL is https); unset it in production',
    ]);
  return {
    web:
      apiKey && authDomain && projectId
        ? {
            apiKey,
            authDomain,
            projectId,
            ...(appId ? { appId } : {}),
            ...(authEmulatorHost ? { authEmulatorHost } : {}),
          }
        : undefined,
    projectId,
    authEmulatorHost,
  };
}

/** The check of a Firebase ID token when a project is configured; jose is loaded with the first token. */
export function createTokenVerifier(settings: FirebaseSettings): TokenVerifier | undefined {
  const { projectId, authEmulatorHost } = settings;
  if (!projectId) return undefined;
  const verifier = once(async () => {
    const tokens = await import('./firebase-token.ts');
    return authEmulatorHost ? tokens.firebaseEmulatorTokenVerifier(projectId) : tokens.firebaseTokenVerifier(projectId);
  });
  return async (token) => (await verifier())(token);
}
