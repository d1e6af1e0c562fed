// What holds a benched server's memory, read from outside it: its resident memory now and at its peak
// (/proc/<pid>/status), what its own GET /metrics says (prom-client's V8 heap, external memory and active
// handles, the app's array buffers and cache sizes: docs/operations.md) and its resident memory by kind of
// mapping (/proc/<pid>/smaps: PGlite's WebAssembly memory, C's allocator, files, the rest). For `npm run bench -- --load --minutes N` (bench/load.mjs).
import { readFileSync } from 'node:fs';
import { statusMiB } from './server.mjs';

/** A sample's value from Prometheus' text format (`name` or `name{labels}` exactly as written), or undefined. */
function metricValue(text, series) {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1).split(' ')[0]);
}

/** Parsed /proc/<pid>/smaps: each mapping's start and end address, permissions, name and resident KiB. */
function mappings(pid) {
  const list = [];
  let current;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      current = {
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3],
        name: head[4],
        rssKiB: 0,
      };
      list.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rssKiB = Number(rss[1]);
  }
  return list;
}

/** 4 GiB: V8 reserves at least this much of inaccessible guard region after a WebAssembly memory. */
const GUARD_BYTES = 4n * 1024n ** 3n;
/** glibc's malloc arenas other than the main one are 64 MiB reservations, used from their start. */
const ARENA_BYTES = 64n * 1024n ** 2n;

/**
 * The resident memory of a process by what its mappings are (MiB, from /proc/<pid>/smaps):
 * - `wasm`: WebAssembly memories (on PGlite: PostgreSQL's heap and shared buffers), the anonymous
 *   read-write mappings that V8's guard region (an inaccessible reservation of 4 GiB or more) follows;
 * - `malloc`: C's allocator, its main heap (`[heap]`) and its other arenas (64 MiB reservations);
 * - `files`: mapped files (Node's binary, shared libraries);
 * - `otherAnonymous`: the rest, mostly V8's heap pages and compiled code, and thread stacks.
 * Undefined when smaps cannot be read.
 */
function residentByMapping(pid) {
  try {
    const list = mappings(pid);
    const kib = { wasm: 0, malloc: 0, files: 0, otherAnonymous: 0 };
    let wasmFound = false;
    for (const [i, mapping] of list.entries()) {
      const next = list[i + 1];
      const reservedAfter =
        mapping.perms === 'rw-p' && mapping.name === '' && next?.start === mapping.end && next.perms === '---p';
      if (reservedAfter && next.end - next.start >= GUARD_BYTES) {
        kib.wasm += mapping.rssKiB;
        wasmFound = true;
      } else if (mapping.name === '[heap]' || (reservedAfter && next.end - mapping.start === ARENA_BYTES))
        kib.malloc += mapping.rssKiB;
      else if (mapping.name.startsWith('/')) kib.files += mapping.rssKiB;
      else kib.otherAnonymous += mapping.rssKiB;
    }
    const mib = Object.fromEntries(Object.entries(kib).map(([name, value]) => [name, Math.round(value / 1024)]));
    return { ...mib, wasm: wasmFound ? mib.wasm : undefined };
  } catch {
    return undefined;
  }
}

/** The server's memory and what holds it (bytes, except the MiB fields read from /proc). */
export async function memoryBreakdown(server, metricsToken) {
  const rssMiB = statusMiB(server.pid, 'VmRSS');
  const peakMiB = statusMiB(server.pid, 'VmHWM');
  const resident = residentByMapping(server.pid);
  let text = '';
  try {
    const answer = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    text = await answer.text();
  } catch {
    // No metrics (the server stopped): only what /proc says.
  }
  const value = (series) => metricValue(text, series);
  return {
    rssMiB,
    peakMiB,
    heapUsed: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    external: value('nodejs_external_memory_bytes'),
    arrayBuffers: value('nodejs_array_buffers_bytes'),
    wasmResidentMiB: resident?.wasm,
    mallocResidentMiB: resident?.malloc,
    filesResidentMiB: resident?.files,
    otherAnonymousMiB: resident?.otherAnonymous,
    pageCache: value('cache_bytes{cache="page"}'),
    searchAnswers: value('cache_bytes{cache="search_answers"}'),
    sockets: value('nodejs_active_handles{type="Socket"}'),
  };
}
