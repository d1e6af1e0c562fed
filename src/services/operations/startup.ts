/**
 * How long each phase of a start took: opening the database, its migrations, the identity
 * server, the content, the outbox. Each phase is timed the first time it runs in the process (a later
 * reopen is not a start); the server wrapper logs them with its `start` event (scripts/serve.mjs).
 * Kept on globalThis, as the wrapper reads them through the server hooks.
 */
const PHASES_KEY = Symbol.for('tasman.operations.startup-phases');
const holder = globalThis as typeof globalThis & { [PHASES_KEY]?: Map<string, number> };
const phases = (holder[PHASES_KEY] ??= new Map());

/** Runs `work`, and records how long it took as phase `name` if this is its first time. */
export async function timedPhase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    if (!phases.has(name)) phases.set(name, Math.round(performance.now() - started));
  }
}

/** The phases timed so far, in milliseconds, in the order they ended. */
export const startupPhases = (): Record<string, number> => Object.fromEntries(phases);
