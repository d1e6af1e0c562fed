/**
 * The browser's side of `AccountDeps` that this feature can supply itself: the client store, the one
 * toast and a timer. Identity, documents, contacts and navigation come from their adapters and the
 * /app mini-app's router.
 */
import { $contact, $orders, $requestedBlogs, $user, clearAccount, setUser } from '../../lib/store/index.ts';
import { showToast } from '../../lib/toast/toast.ts';
import type { AccountDeps, AccountStore } from './deps.ts';

/** The flows' store actions over the nanostores of src/lib/store. */
export const accountStore: AccountStore = {
  setUser: (user) => {
    setUser(user);
  },
  updateUser: (user) => {
    $user.set(user);
  },
  setContact: (contact) => {
    $contact.set(contact);
  },
  setRequestedBlogs: (ids) => {
    $requestedBlogs.set(ids);
  },
  setOrders: (orders) => {
    $orders.set(orders);
  },
  clearAccount,
};

/** Store, toast and timer for `AccountDeps` in the browser. */
export const browserAccountBindings: Pick<AccountDeps, 'store' | 'toast' | 'wait'> = {
  store: accountStore,
  toast: (message, kind) => {
    showToast(message, { kind });
  },
  wait: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    }),
};
