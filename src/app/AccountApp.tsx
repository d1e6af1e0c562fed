/**
 * The client-only /app mini-app (docs/requirements.md#pages-and-routes): one island that loads the account adapters, finishes a
 * sign-in that returned by redirect, then shows the screen of the current path, sending visitors
 * where they belong (screen-routes.ts redirectFor); the screen's shell with 'Fetching resources...' (docs/requirements.md#messages) until it is ready.
 */
import { useStore } from '@nanostores/react';
import type { FirebaseOptions } from 'firebase/app';
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { loadAccountAdapters } from '../features/account/adapters/choose.ts';
import { isLoggedIn, isRegistered } from '../features/account/state.ts';
import { markCurrentRegion } from '../features/region/current-region-mark.ts';
import { dropExpiredAccount } from '../lib/store/account.ts';
import { $contact, $region, $user } from '../lib/store/stores.ts';
import { AppContext, appServices, type AppServices } from './app-context.ts';
import { ErrorBoundary, SomethingWentWrong } from './ErrorBoundary.tsx';
import { finishRedirectSignIn } from './redirect-sign-in.ts';
import { currentPath, navigate } from './router.ts';
import { redirectFor, screenOf } from './screen-routes.ts';
import { loadScreen, screenComponent } from './screens.ts';
import { ScreenShell } from './ScreenShell.tsx';
import { usePath } from './use-path.ts';

/** What shows while the app (or a redirect) is on its way: the screen's shell, as the server rendered it. */
const Fetching = () => <ScreenShell screen={screenOf(currentPath())} />;

/** What the app shows: a screen's shell while it loads, or content (a screen, or the error fallback). */
export type Shown = 'shell' | 'content';

/** Tells `onShow` what is on screen once it is committed (after the children's own effects). */
function Showing({
  what,
  onShow,
  children,
}: {
  what: Shown;
  onShow: ((what: Shown) => void) | undefined;
  children: ReactNode;
}) {
  useEffect(() => {
    onShow?.(what);
  }, [what, onShow]);
  return children;
}

/** The screen of the current path, or a redirect to the one the visitor may see. */
function CurrentScreen({ onShow }: { onShow: ((what: Shown) => void) | undefined }) {
  const screen = screenOf(usePath());
  const user = useStore($user);
  const contact = useStore($contact);
  const redirect = redirectFor(screen, { loggedIn: isLoggedIn(user), registered: isRegistered(contact) });
  const Screen = screenComponent(screen);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);
  useEffect(() => {
    if (Screen) return;
    loadScreen(screen).then(loaded, (error: unknown) => {
      console.error(`/app: could not load the ${screen} screen.`, error);
      setLoadFailed(true);
    });
  }, [Screen, screen]);
  if (loadFailed && !Screen)
    return (
      <Showing what="content" onShow={onShow}>
        <SomethingWentWrong />
      </Showing>
    );
  if (redirect || !Screen)
    return (
      <Showing what="shell" onShow={onShow}>
        <Fetching />
      </Showing>
    );
  return (
    <Showing what="content" onShow={onShow}>
      <Screen key={screen} />
    </Showing>
  );
}

/** What the server's configuration tells the app (services/config.ts): Firebase's public web config, if on. */
export interface AccountAppProps {
  firebase?: FirebaseOptions | undefined;
  /** Called when what the app shows changes between a shell and content (mount.tsx swaps on it). */
  onShow?: ((what: Shown) => void) | undefined;
}

export default function AccountApp({ firebase, onShow }: AccountAppProps) {
  const [services, setServices] = useState<AppServices | 'failed'>();
  const region = useStore($region);

  // The header's switcher says "Global" on these region-less pages; the buyer shops in their region.
  useEffect(() => {
    markCurrentRegion(document, region);
  }, [region]);

  useEffect(() => {
    // docs/requirements.md#logged-in-state: a short session (stay logged in off) ends 24 hours after login, also on a page left open.
    dropExpiredAccount();
    // The screen's code loads while the adapters start, not after them.
    loadScreen(screenOf(currentPath())).catch(() => undefined);
    loadAccountAdapters(firebase)
      .then(async (adapters) => {
        const ready = appServices(adapters, firebase === undefined);
        await finishRedirectSignIn(ready);
        setServices(ready);
      })
      .catch((error: unknown) => {
        console.error('/app: could not start the account adapters.', error);
        setServices('failed');
      });
  }, [firebase]);

  if (services === undefined)
    return (
      <Showing what="shell" onShow={onShow}>
        <Fetching />
      </Showing>
    );
  if (services === 'failed')
    return (
      <Showing what="content" onShow={onShow}>
        <SomethingWentWrong />
      </Showing>
    );
  return (
    <ErrorBoundary onCatch={() => onShow?.('content')}>
      <AppContext value={services}>
        <CurrentScreen onShow={onShow} />
      </AppContext>
    </ErrorBoundary>
  );
}
