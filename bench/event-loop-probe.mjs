// Preloaded into a benched server (node --import bench/event-loop-probe.mjs, with EVENT_LOOP_REPORT=<file>):
// the event loop's delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution) and each request's time in
// the server, from Node's 'request' event to the answer's last byte handed to the socket, written as JSON
// when the process exits. SIGUSR2 starts both over (the bench sends it once the server is warm, so start-up
// is not counted). A loop kept busy by synchronous work shows as a long delay; a client that is itself
// short of CPU (on the same machine) sees longer times than the server's own.
import { writeFileSync } from 'node:fs';
import { Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_REPORT;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let durations = [];
  const emit = Server.prototype.emit;
  Server.prototype.emit = function timed(event, ...args) {
    if (event === 'request') {
      const [, res] = args;
      const started = performance.now();
      res.once('finish', () => durations.push(performance.now() - started));
    }
    return emit.call(this, event, ...args);
  };
  process.on('SIGUSR2', () => {
    histogram.reset();
    durations = [];
  });
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.once('exit', () => {
    histogram.disable();
    const sorted = durations.sort((a, b) => a - b);
    const at = (q) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
    writeFileSync(
      file,
      JSON.stringify({
        meanMs: ms(histogram.mean),
        p50Ms: ms(histogram.percentile(50)),
        p99Ms: ms(histogram.percentile(99)),
        maxMs: ms(histogram.max),
        requests: {
          count: sorted.length,
          p50Ms: at(0.5),
          p99Ms: at(0.99),
          maxMs: at(1),
          over1s: sorted.filter((d) => d > 1000).length,
        },
      }),
    );
  });
}
