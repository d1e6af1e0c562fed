/**
 * Finishing a sign-in that left the page and came back (the embedded server's Google sign-in): the
 * returning identity goes through the same completeSignIn as a popup sign-in (docs/requirements.md#accounts). A refused or
 * cancelled consent says nothing; other failures show the provider's message (docs/requirements.md#messages).
 */
import { errorCode, isCancelledSignIn, signInErrorMessage } from '../features/account/auth-errors.ts';
import { completeSignIn } from '../features/account/sign-in.ts';
import type { AppServices } from './app-context.ts';

/** OAuth's "the person said no" (RFC 6749 §4.1.2.1): not an error worth a toast. */
const CONSENT_REFUSED = 'access_denied';

/** Run once when the app starts. */
export async function finishRedirectSignIn({ deps, identity }: AppServices): Promise<void> {
  try {
    const authUser = await identity.takeRedirectResult();
    if (authUser) await completeSignIn(authUser, deps);
  } catch (error) {
    if (isCancelledSignIn(error) || errorCode(error) === CONSENT_REFUSED) return;
    deps.toast(signInErrorMessage(error), 'error');
  }
}
