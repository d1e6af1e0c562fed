/** The client store of SPEC §3: import stores, actions and types from here. */
export * from './stores.ts';
export { clearAccount, dropExpiredAccount, setUser } from './account.ts';
