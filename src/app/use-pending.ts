/**
 * A screen's "an action is running" flag for actions outside a form submit (Google, forgot password,
 * sign out), so their buttons are disabled until the flow returns.
 */
import { useCallback, useRef, useState } from 'react';

/** `[pending, run]`: `run(action)` sets pending until the action settles (ignored while one runs). */
export function usePending(): [boolean, (action: () => Promise<unknown>) => void] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback((action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    void action().finally(() => {
      running.current = false;
      setPending(false);
    });
  }, []);
  return [pending, run];
}
