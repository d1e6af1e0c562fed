/** The client store of docs/requirements.md#client-store: import stores, actions and types from here. */
export * from './stores.ts';
export { clearAccount, dropExpiredAccount, setUser } from './account.ts';
