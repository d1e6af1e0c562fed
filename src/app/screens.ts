/** Which component each screen key renders (routes.ts decides the key from the path). */
import type { ComponentType } from 'react';
import type { ScreenKey } from './routes.ts';
import AccountScreen from './screens/AccountScreen.tsx';
import DetailsScreen from './screens/DetailsScreen.tsx';
import LoginScreen from './screens/LoginScreen.tsx';
import OrdersScreen from './screens/OrdersScreen.tsx';
import CartScreen from './screens/CartScreen.tsx';
import CheckoutScreen from './screens/CheckoutScreen.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import RegisterScreen from './screens/RegisterScreen.tsx';
import ResetPasswordScreen from './screens/ResetPasswordScreen.tsx';
import ThankYouScreen from './screens/ThankYouScreen.tsx';
import WebOrderScreen from './screens/WebOrderScreen.tsx';

export const SCREENS: Readonly<Record<ScreenKey, ComponentType>> = {
  login: LoginScreen,
  register: RegisterScreen,
  account: AccountScreen,
  details: DetailsScreen,
  orders: OrdersScreen,
  cart: CartScreen,
  checkout: CheckoutScreen,
  webOrder: WebOrderScreen,
  thankYou: ThankYouScreen,
  resetPassword: ResetPasswordScreen,
  notFound: NotFoundScreen,
};
