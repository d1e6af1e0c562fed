/** The shop's screens: their own chunk (cart lines, the register dialog, the checkout rules), see screens.ts. */
import type { ComponentType } from 'react';
import CartScreen from './screens/CartScreen.tsx';
import CheckoutScreen from './screens/CheckoutScreen.tsx';
import ThankYouScreen from './screens/ThankYouScreen.tsx';
import WebOrderScreen from './screens/WebOrderScreen.tsx';
import type { ShopScreenKey } from './screen-routes.ts';

export const SHOP_SCREENS: Readonly<Record<ShopScreenKey, ComponentType>> = {
  cart: CartScreen,
  checkout: CheckoutScreen,
  webOrder: WebOrderScreen,
  thankYou: ThankYouScreen,
};
