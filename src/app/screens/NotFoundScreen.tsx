/** Unknown /app paths: a heading and a way on, so no /app address is a dead end. */
import { ACCOUNT_ROUTES } from '../../features/account/app-routes.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

export function NotFoundScreen() {
  return (
    <section className="app-screen">
      <ScreenHeading>Page not found</ScreenHeading>
      <p>There is no such page in your account area.</p>
      <p>
        <a href="/products/">Browse products</a> or go to <AppLink to={ACCOUNT_ROUTES.account}>your account</AppLink>.
      </p>
    </section>
  );
}
