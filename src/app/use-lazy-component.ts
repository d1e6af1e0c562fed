/**
 * A component whose code loads when it is first shown (the first screen loads only what it
 * shows). Undefined until the code is here; a failed load is logged and leaves it undefined.
 */
import { useEffect, useState, type ComponentType } from 'react';

export function useLazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P>>();
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => {
        if (live) setComponent(() => loaded);
      },
      (error: unknown) => {
        console.error('/app: could not load a part of the screen.', error);
      },
    );
    return () => {
      live = false;
    };
  }, [load]);
  return component;
}
