/** The client store of docs/requirements.md#client-store: import stores, actions and types from here. */
export * from './stores.ts';
export { clearAccount, dropExpiredAccount, setUser } from './account.ts';
export { isAccountExpired, SHORT_SESSION_MS, type SessionState } from './session.ts';
export { STORAGE_PREFIX } from './codec.ts';
export type {
  CartLine,
  CartLinePrice,
  CartState,
  Contact,
  CurrentForm,
  PageContext,
  RegionCode,
  SearchFacet,
  StoredRegion,
  User,
  WebOrder,
} from './types.ts';
