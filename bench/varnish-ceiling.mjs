#!/usr/bin/env node
// `npm run bench -- --varnish-ceiling`: what Varnish itself can answer on this machine, with no backend and
// no cache lookup (a VCL that answers every request with a 2-byte synth), under wrk at 200 connections.
// It bounds what the cache tier can show here (docs/performance.md, "Behind the cache"): no VCL or page can
// make Varnish faster than this. Prints requests/s, p50/p99 and Varnish's CPU per run, then the medians.
//   npm run bench -- --varnish-ceiling [--runs 3] [--duration 10] [--connections 200] [--port 47340] [--params '-p thread_pools=1']
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureVarnish } from '../scripts/ensure-varnish.mjs';
import { cpuMs, median } from './server.mjs';
import { hasWrk, runWrk, wrkMeasures } from './wrk.mjs';

const { values: args } = parseArgs({
  allowPositionals: true,
  options: {
    'varnish-ceiling': { type: 'boolean', default: true },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '200' },
    port: { type: 'string', default: '47340' },
    params: { type: 'string', default: '' },
  },
});
if (!hasWrk()) throw new Error('varnish ceiling: wrk is not installed (Debian: apt-get install wrk).');

const VCL = `vcl 4.1;
backend none none;
sub vcl_recv { return (synth(200)); }
sub vcl_synth { set resp.body = "ok"; return (deliver); }
`;

/** The pid of varnishd's worker process (the child of the manager started here). */
function workerPid(managerPid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]?.split(' ')[1]) === managerPid) return Number(entry);
    } catch {
      // The process ended while listed.
    }
  }
  return undefined;
}

const varnishd = ensureVarnish();
const dir = mkdtempSync(join(tmpdir(), 'tasman-varnish-ceiling-'));
// Varnish's VCL compiler runs as its own user: it must be able to read the folder.
chmodSync(dir, 0o755);
writeFileSync(join(dir, 'synth.vcl'), VCL);
const origin = `http://127.0.0.1:${args.port}`;
const manager = spawn(
  varnishd,
  [
    '-F',
    '-a',
    `127.0.0.1:${args.port}`,
    '-f',
    join(dir, 'synth.vcl'),
    '-n',
    dir,
    '-s',
    'malloc,16m',
    '-T',
    '127.0.0.1:0',
    ...(process.getuid?.() === 0 ? [] : ['-j', 'none']),
    ...args.params.split(' ').filter(Boolean),
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
try {
  let worker;
  for (let waited = 0; waited < 15_000 && worker === undefined && manager.exitCode === null; waited += 250) {
    await sleep(250);
    worker = (await fetch(origin)
      .then((response) => response.ok)
      .catch(() => false))
      ? workerPid(manager.pid)
      : undefined;
  }
  if (worker === undefined) throw new Error('varnish ceiling: varnishd did not answer within 15 s');
  const rows = [];
  for (let run = 1; run <= Number(args.runs); run += 1) {
    const before = cpuMs(worker) ?? 0;
    const result = wrkMeasures(
      await runWrk(
        origin,
        { method: 'GET', path: '/' },
        { connections: Number(args.connections), seconds: Number(args.duration) },
      ),
    );
    const cores = ((cpuMs(worker) ?? before) - before) / 1000 / Number(args.duration);
    rows.push({ ...result, varnishCores: Math.round(cores * 100) / 100 });
    console.log(
      `run ${run}: ${result.perSecond} requests/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
        `errors ${result.errors}, Varnish used ${cores.toFixed(2)} cores`,
    );
  }
  const of = (key) => median(rows.map((row) => row[key]));
  console.log(
    `median of ${rows.length}: ${of('perSecond')} requests/s, p50 ${of('p50Ms')} ms, p99 ${of('p99Ms')} ms, ` +
      `Varnish ${of('varnishCores')} cores`,
  );
} finally {
  if (manager.exitCode === null && manager.signalCode === null) {
    manager.kill('SIGTERM');
    await new Promise((resolve) => manager.once('exit', resolve));
  }
  rmSync(dir, { recursive: true, force: true });
}
