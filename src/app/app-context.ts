/**
 * What every screen needs, handed down once: the flows' dependencies (adapters, store, toast, the
 * router's navigate) and the browser identity (for what IdentityPort does not cover).
 */
import { createContext, useContext } from 'react';
import type { AccountDeps } from '../features/account/deps.ts';
import type { AccountAdapters } from '../features/account/adapters/choose.ts';
import type { BrowserIdentity } from '../features/account/adapters/browser-identity.ts';
import { browserAccountBindings } from '../features/account/browser-bindings.ts';
import { afterSignIn } from './return-path.ts';
import { navigate } from './router.ts';

export interface AppServices {
  deps: AccountDeps;
  identity: BrowserIdentity;
  /** Signed in with the site's own identity server (false with Firebase, which keeps sessions and factors itself). */
  embeddedIdentity: boolean;
}

/** The flows' dependencies in the browser: the adapters, the store and toast bindings, the router. */
export function appServices(adapters: AccountAdapters, embeddedIdentity = true): AppServices {
  const deps: AccountDeps = {
    ...browserAccountBindings,
    ...adapters,
    navigate: (path) => {
      navigate(afterSignIn(path));
    },
  };
  return { deps, identity: adapters.identity, embeddedIdentity };
}

export const AppContext = createContext<AppServices | undefined>(undefined);

/** The app's services; only screens rendered inside AccountApp call this. */
export function useServices(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useServices() outside AccountApp');
  return services;
}
