// Where a server's start-up went, from a V8 CPU profile (node --cpu-prof): the samples of the main
// thread put into phases by the innermost frame that names one, with when each phase ran, and the
// heaviest functions by inclusive time. Phases are matched by function name or module URL; a name
// the source no longer has just leaves its samples in 'other'.
import { readFileSync } from 'node:fs';

/** [phase, test on one call frame]; the first phase matched from the innermost frame outwards wins. */
const PHASES = [
  ['garbage collection', (frame) => frame.functionName === '(garbage collector)'],
  ['read + parse the dataset file (NDJSON)', (frame) => /^(readDataset|parseNdjson)$/.test(frame.functionName)],
  ['validate documents (zod)', (frame) => /^admitDocuments?$/.test(frame.functionName) || frame.url.includes('/zod/')],
  ['GROQ queries (groq-js)', (frame) => frame.url.includes('/groq-js/')],
  ['publish: diff and patch the copy', (frame) => /^(diffPublished|patchReplica)$/.test(frame.functionName)],
  [
    'route table (buildRoutes, routesOf, changedPaths)',
    (frame) => /^(buildRoutes|routesOf|changedPaths)$/.test(frame.functionName),
  ],
  [
    'site content model (buildSiteContent)',
    (frame) => /^(buildSiteContent|contentOf|loadPublished)$/.test(frame.functionName),
  ],
  [
    'search records and index (orama)',
    (frame) => frame.functionName === 'buildSearchRecords' || frame.url.includes('/@orama/'),
  ],
  [
    'database: PGlite (wasm, its file system, fsync)',
    (frame) =>
      frame.url.includes('pglite') ||
      frame.url.startsWith('wasm://') ||
      /^(fsync|fsyncSync|syncStream)$/.test(frame.functionName),
  ],
  [
    'loading modules',
    (frame) => frame.url.startsWith('node:internal/modules') || frame.functionName === 'compileSourceTextModule',
  ],
  ['idle (waiting on IO or timers)', (frame) => frame.functionName === '(idle)'],
  ['V8 itself (compiling, runtime: "(program)")', (frame) => frame.functionName === '(program)'],
];

const label = (frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|server|chunks)\//, '$1/')}:${frame.lineNumber + 1}`;

/**
 * Summary of a .cpuprofile, or of the samples between `fromUs` and `toUs` (monotonic microseconds, the
 * profile's own clock; default: all): wall ms, per phase { ms, share, fromMs, toMs, topSelf } (times from
 * the window's start), and the top `top` functions by inclusive ms.
 */
export function summariseProfile(path, { fromUs = -Infinity, toUs = Infinity, top = 15 } = {}) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const start = Math.max(profile.startTime, fromUs);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const phases = new Map();
  const inclusive = new Map();
  let clock = profile.startTime;
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    clock += profile.timeDeltas[i];
    if (clock <= start || clock > toUs) continue;
    const ms = Math.min(profile.timeDeltas[i], clock - start) / 1000;
    at = (clock - start) / 1000;
    const stack = [];
    for (let id = profile.samples[i]; id !== undefined; id = parents.get(id)) stack.push(nodes.get(id).callFrame);
    const phase = stack.map((frame) => PHASES.find(([, test]) => test(frame))?.[0]).find(Boolean) ?? 'other';
    const entry = phases.get(phase) ?? { ms: 0, fromMs: at, toMs: at, self: new Map() };
    phases.set(phase, { ...entry, ms: entry.ms + ms, toMs: at });
    entry.self.set(label(stack[0]), (entry.self.get(label(stack[0])) ?? 0) + ms);
    // Inclusive: each function once per sample however deep it recurses; wasm frames have no useful names.
    for (const name of new Set(stack.filter((frame) => frame.url && !/^(node:|wasm:)/.test(frame.url)).map(label)))
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  const whole = at;
  const rounded = (ms) => Math.round(ms);
  return {
    wallMs: rounded(whole),
    phases: [...phases]
      .sort(([, a], [, b]) => b.ms - a.ms)
      .map(([phase, entry]) => ({
        phase,
        ms: rounded(entry.ms),
        share: Math.round((entry.ms / whole) * 100) / 100,
        fromMs: rounded(entry.fromMs),
        toMs: rounded(entry.toMs),
        topSelf: [...entry.self]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 4)
          .map(([name, self]) => `${name} ${rounded(self)} ms`),
      })),
    heaviest: [...inclusive]
      .sort(([, a], [, b]) => b - a)
      .slice(0, top)
      .map(([name, ms]) => ({ function: name, inclusiveMs: rounded(ms) })),
  };
}
