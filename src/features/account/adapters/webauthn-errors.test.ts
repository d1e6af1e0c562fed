import { describe, expect, it } from 'vitest';
import { isCancelledCeremony } from './webauthn-errors.ts';

const named = (name: string, code?: string) => Object.assign(new Error('x'), { name, ...(code ? { code } : {}) });

describe('a WebAuthn ceremony that ended without an answer', () => {
  it('is a closed or timed-out prompt, or one another ceremony replaced', () => {
    expect(isCancelledCeremony(named('NotAllowedError'))).toBe(true);
    expect(isCancelledCeremony(named('AbortError'))).toBe(true);
    expect(isCancelledCeremony(named('Error', 'ERROR_CEREMONY_ABORTED'))).toBe(true);
  });

  it('is not a failure the person should hear of', () => {
    expect(isCancelledCeremony(named('SecurityError', 'ERROR_INVALID_DOMAIN'))).toBe(false);
    expect(isCancelledCeremony(named('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe(false);
    expect(isCancelledCeremony('NotAllowedError')).toBe(false);
  });
});
