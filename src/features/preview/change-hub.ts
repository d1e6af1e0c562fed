/**
 * One content listener shared by every open preview: started with the first subscriber, stopped with
 * the last. Changes are debounced once here (300 ms quiet, 1.5 s at most), so every open preview
 * refetches at most once per burst of edits, and within 1.5 s of an edit.
 */
import { debounce, type Timers } from './debounce.ts';
import { LIVE_UPDATE_MAX_WAIT_MS, LIVE_UPDATE_QUIET_MS } from './messages.ts';

/** Starts listening for content changes; returns the function that stops. */
export type StartListening = (onChange: () => void) => () => void;

export interface ChangeHub {
  /** Calls `onChange` after each (debounced) content change; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
}

export function createChangeHub(start: StartListening, timers?: Timers): ChangeHub {
  const subscribers = new Set<() => void>();
  const notify = debounce(
    () => {
      for (const subscriber of [...subscribers]) subscriber();
    },
    LIVE_UPDATE_QUIET_MS,
    LIVE_UPDATE_MAX_WAIT_MS,
    timers,
  );
  let stop: (() => void) | undefined;
  return {
    subscribe(onChange) {
      subscribers.add(onChange);
      stop ??= start(() => notify());
      return () => {
        subscribers.delete(onChange);
        if (subscribers.size > 0 || !stop) return;
        stop();
        stop = undefined;
        notify.cancel();
      };
    },
  };
}
