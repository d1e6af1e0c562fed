/**
 * The screens another issue builds (cart, checkout, web order, thank you) and unknown /app paths:
 * a heading and a way on, so no /app address is a dead end meanwhile.
 */
import { ACCOUNT_ROUTES } from '../../features/account/routes.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

export function PlaceholderScreen({ title, text }: { title: string; text: string }) {
  return (
    <section className="app-screen">
      <ScreenHeading>{title}</ScreenHeading>
      <p>{text}</p>
      <p><a href="/products/">Browse products</a> or go to <AppLink to={ACCOUNT_ROUTES.account}>your account</AppLink>.</p>
    </section>
  );
}

const SHOP_COMING = 'Our online shop is coming soon.';

export const CartScreen = () => <PlaceholderScreen title="Your cart" text={SHOP_COMING} />;
export const CheckoutScreen = () => <PlaceholderScreen title="Checkout" text={SHOP_COMING} />;
export const WebOrderScreen = () => <PlaceholderScreen title="Your order" text={SHOP_COMING} />;
export const ThankYouScreen = () => <PlaceholderScreen title="Thank you for your order" text={SHOP_COMING} />;
export const NotFoundScreen = () => <PlaceholderScreen title="Page not found" text="There is no such page in your account area." />;
