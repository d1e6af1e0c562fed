/**
 * /app/account: who is logged in, the ways to their details and orders, signing out, and where they
 * are signed in with the password change (SignInSecurity).
 */
import { useStore } from '@nanostores/react';
import { signOut } from '../../features/account/flows.ts';
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { $user } from '../../lib/store/stores.ts';
import { useServices } from '../app-context.ts';
import { usePending } from '../use-pending.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';
import { SignInSecurity } from './account/SignInSecurity.tsx';

export default function AccountScreen() {
  const { deps } = useServices();
  const user = useStore($user);
  const [pending, run] = usePending();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');

  return (
    <section className="app-screen">
      <ScreenHeading>Your account</ScreenHeading>
      <dl className="app-summary">
        <dt>Name</dt>
        <dd>{name || '—'}</dd>
        <dt>Email</dt>
        <dd>{user?.email ?? '—'}</dd>
      </dl>
      <ul className="app-links">
        <li>
          <AppLink to={ACCOUNT_ROUTES.details}>Your details</AppLink>
        </li>
        <li>
          <AppLink to={ACCOUNT_ROUTES.orders}>Your orders</AppLink>
        </li>
      </ul>
      <button
        type="button"
        className="button button--secondary"
        disabled={pending}
        onClick={() => {
          run(() => signOut(deps));
        }}
      >
        {pending ? 'Signing out…' : 'Sign out'}
      </button>
      <SignInSecurity />
    </section>
  );
}
