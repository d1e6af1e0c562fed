/**
 * The account flows of docs/requirements.md#accounts in one import. Each takes its IO as `AccountDeps` (deps.ts), so the
 * same code runs over either identity adapter and under test with fakes.
 */
export { finishSignInWithCode, signInWithEmail, signInWithGoogle, signInWithPasskey } from './sign-in.ts';
export { completeRegistration, registerWithEmail } from './register.ts';
export { forgotPassword, signOut, updateProfile } from './account-actions.ts';
