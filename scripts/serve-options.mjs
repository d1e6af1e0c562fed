// How the server process is started (docs/operations.md, "Memory"): Node's options and the environment it
// needs before it starts. scripts/serve.mjs starts itself again with them when it was run without them
// (`npm run serve` is plain `node scripts/serve.mjs`, so it runs the same from any shell, Windows' too);
// scripts/stack.mjs and the benches start the server with them directly, so the pid they watch is the server's.

/** Node's options of the server: V8's baseline compiler only (no optimising-tier memory), a 512 MB heap, small young generation. */
export const SERVE_NODE_OPTIONS = Object.freeze([
  '--liftoff-only',
  '--max-old-space-size=512',
  '--max-semi-space-size=8',
]);

/** Environment the server needs before its process starts (C's allocator reads it once): two malloc arenas. */
export const SERVE_ENVIRONMENT = Object.freeze({ MALLOC_ARENA_MAX: '2' });

/**
 * The option's name, without its value or a `--no-` (`--max-old-space-size=512` → `--max-old-space-size`,
 * `--no-liftoff-only` → `--liftoff-only`): an operator who turns a flag off has given it too.
 */
const optionName = (option) =>
  option
    .split('=', 1)[0]
    .replaceAll('_', '-')
    .replace(/^--no-/, '--');

/**
 * What a process started with `execArgv` and `env` lacks of the server's options and environment:
 * undefined when it has them all (an operator's own value of one, e.g. a larger heap, counts as given,
 * and so do options in NODE_OPTIONS); else the Node options to start it again with and its environment.
 */
export function missingServeOptions(execArgv, env) {
  const given = new Set([...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean)].map(optionName));
  const nodeOptions = SERVE_NODE_OPTIONS.filter((option) => !given.has(optionName(option)));
  const missingEnvironment = Object.entries(SERVE_ENVIRONMENT).filter(([name]) => env[name] === undefined);
  if (nodeOptions.length === 0 && missingEnvironment.length === 0) return undefined;
  return { nodeOptions, env: { ...Object.fromEntries(missingEnvironment), ...env } };
}
