/**
 * The browser's WebAuthn for passkey sign-ins (passkey-sign-in.ts). The button's prompt goes through
 * @simplewebauthn/browser, loaded only when pressed, so it works in every browser with WebAuthn. The
 * autofill's conditional request uses the browser's own JSON forms of WebAuthn (Chrome and Edge 129+,
 * Firefox 119+, Safari 18.4+): it must reach the browser in the same task as its last check, which the
 * library's own awaits would not allow. Browsers without them keep the button.
 */
import type { WebAuthnBrowser } from './passkey-sign-in.ts';

const hasWebAuthn = (): boolean => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

export const browserWebAuthn: WebAuthnBrowser = {
  supported: hasWebAuthn,

  async autofillAvailable() {
    if (!hasWebAuthn()) return false;
    if (!('parseRequestOptionsFromJSON' in PublicKeyCredential) || !('toJSON' in PublicKeyCredential.prototype))
      return false;
    if (!('isConditionalMediationAvailable' in PublicKeyCredential)) return false;
    return PublicKeyCredential.isConditionalMediationAvailable().catch(() => false);
  },

  async prompt(options) {
    const webauthn = await import('@simplewebauthn/browser');
    return webauthn.startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof webauthn.startAuthentication>[0]['optionsJSON'],
    });
  },

  async conditional(options, signal) {
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON({
      ...(options as unknown as PublicKeyCredentialRequestOptionsJSON),
      // The browser offers every passkey of this site it holds: a conditional request names none.
      allowCredentials: [],
    });
    const credential = await navigator.credentials.get({ mediation: 'conditional', publicKey, signal });
    return credential instanceof PublicKeyCredential ? credential.toJSON() : undefined;
  },
};
