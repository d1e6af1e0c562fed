// What holds a benched server's memory, read from outside it: its resident memory now and at its peak
// (/proc/<pid>/status), what its own GET /metrics says (prom-client's V8 heap, external memory and active
// handles, the app's array buffers and cache sizes: docs/operations.md) and the resident part of PGlite's
// WebAssembly memory (/proc/<pid>/smaps). For `npm run bench -- --load --minutes N` (bench/load.mjs).
import { readFileSync } from 'node:fs';
import { statusMiB } from './server.mjs';

/** A sample's value from Prometheus' text format (`name` or `name{labels}` exactly as written), or undefined. */
export function metricValue(text, series) {
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

/**
 * Resident MiB of the process's WebAssembly memories (on PGlite: PostgreSQL's heap and shared buffers):
 * the anonymous read-write mappings that V8's guard region (an inaccessible reservation of 4 GiB or more)
 * follows. Undefined when there is none (a server on PostgreSQL) or smaps cannot be read.
 */
export function wasmResidentMiB(pid) {
  try {
    const list = mappings(pid);
    let kib = 0;
    let found = false;
    for (const [i, mapping] of list.entries()) {
      const next = list[i + 1];
      if (mapping.perms !== 'rw-p' || mapping.name !== '' || !next) continue;
      if (next.start === mapping.end && next.perms === '---p' && next.end - next.start >= GUARD_BYTES) {
        kib += mapping.rssKiB;
        found = true;
      }
    }
    return found ? Math.round(kib / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's memory and what holds it (bytes, except the MiB fields read from /proc). */
export async function memoryBreakdown(server, metricsToken) {
  const rssMiB = statusMiB(server.pid, 'VmRSS');
  const peakMiB = statusMiB(server.pid, 'VmHWM');
  const wasm = wasmResidentMiB(server.pid);
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
    wasmResidentMiB: wasm,
    pageCache: value('cache_bytes{cache="page"}'),
    searchAnswers: value('cache_bytes{cache="search_answers"}'),
    sockets: value('nodejs_active_handles{type="Socket"}'),
  };
}
