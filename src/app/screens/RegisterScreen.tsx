/**
 * /app/register: a new account by email (or Google), or, for someone signed in who has not
 * registered yet (docs/requirements.md#registration: sent here after sign-in), the same form without passwords to complete it.
 * A stored unregistered user whose identity session is gone is cleared and gets the full form.
 */
import { useEffect, useState } from 'react';
import { signInWithGoogle } from '../../features/account/flows.ts';
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import type { AuthUser } from '../../features/account/types.ts';
import { $user } from '../../lib/store/stores.ts';
import { useServices } from '../app-context.ts';
import { usePending } from '../use-pending.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';
import { CompleteRegistrationForm } from './CompleteRegistrationForm.tsx';
import { NewRegistrationForm } from './NewRegistrationForm.tsx';

type Mode = { kind: 'checking' } | { kind: 'new' } | { kind: 'complete'; authUser: AuthUser };

export default function RegisterScreen() {
  const { deps, identity } = useServices();
  const [mode, setMode] = useState<Mode>(() => ($user.get() ? { kind: 'checking' } : { kind: 'new' }));
  const [pending, run] = usePending();

  useEffect(() => {
    if (mode.kind !== 'checking') return undefined;
    let live = true;
    const settle = (authUser: AuthUser | undefined) => {
      if (!live) return;
      if (!authUser) deps.store.clearAccount();
      setMode(authUser ? { kind: 'complete', authUser } : { kind: 'new' });
    };
    identity.currentUser().then(settle, () => {
      settle(undefined);
    });
    return () => {
      live = false;
    };
  }, [mode.kind, identity, deps]);

  if (mode.kind === 'checking') {
    return (
      <section className="app-screen">
        <ScreenHeading>Register</ScreenHeading>
        <p role="status">Fetching resources...</p>
      </section>
    );
  }
  if (mode.kind === 'complete') {
    return (
      <section className="app-screen">
        <ScreenHeading>Complete your registration</ScreenHeading>
        <p>Tell us a little about yourself to finish setting up your account.</p>
        <CompleteRegistrationForm authUser={mode.authUser} />
      </section>
    );
  }
  return (
    <section className="app-screen">
      <ScreenHeading>Register</ScreenHeading>
      <p>
        Already have an account? <AppLink to={ACCOUNT_ROUTES.app}>Log in</AppLink>
      </p>
      <NewRegistrationForm busy={pending} />
      <div className="app-screen__alternative">
        <p className="muted">Or sign up with your Google account</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => {
            run(() => signInWithGoogle(deps));
          }}
        >
          Sign up with Google
        </button>
      </div>
    </section>
  );
}
