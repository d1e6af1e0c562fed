/** What a WebAuthn ceremony's failure means to the account screens (the login and account screens' passkeys). */

/**
 * Whether a WebAuthn ceremony ended without an answer: the person closed the prompt or let it time out
 * (NotAllowedError), or another ceremony took its place (AbortError, @simplewebauthn's ERROR_CEREMONY_ABORTED).
 */
export function isCancelledCeremony(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}
