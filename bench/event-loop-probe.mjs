// Preloaded into a benched server (node --import bench/event-loop-probe.mjs, with EVENT_LOOP_REPORT=<file>):
// the event loop's delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution) and each request's time in
// the server, from Node's 'request' event to the answer's last byte handed to the socket, written as JSON
// when the process exits. SIGUSR2 starts both over (the bench sends it once the server is warm, so start-up
// is not counted). The requests' times go into a histogram (perf_hooks.createHistogram, fixed in size): a
// list of every request's time grew the benched server's heap by about 13 MB every 30 s of the mix, which
// `--load --minutes` would count as the server's. A loop kept busy by synchronous work shows as a long
// delay; a client that is itself short of CPU (on the same machine) sees longer times than the server's own.
import { writeFileSync } from 'node:fs';
import { Server } from 'node:http';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_REPORT;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // Each request's time in microseconds (a histogram records integers of at least 1).
  const durations = createHistogram();
  let over1s = 0;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function timed(event, ...args) {
    if (event === 'request') {
      const [, res] = args;
      const started = performance.now();
      res.once('finish', () => {
        const ms = performance.now() - started;
        durations.record(Math.max(1, Math.round(ms * 1000)));
        if (ms > 1000) over1s += 1;
      });
    }
    return emit.call(this, event, ...args);
  };
  process.on('SIGUSR2', () => {
    histogram.reset();
    durations.reset();
    over1s = 0;
  });
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  const requestMs = (us) => Math.round(us / 100) / 10;
  process.once('exit', () => {
    histogram.disable();
    const count = durations.count;
    writeFileSync(
      file,
      JSON.stringify({
        meanMs: ms(histogram.mean),
        p50Ms: ms(histogram.percentile(50)),
        p99Ms: ms(histogram.percentile(99)),
        maxMs: ms(histogram.max),
        requests: {
          count,
          p50Ms: count ? requestMs(durations.percentile(50)) : 0,
          p99Ms: count ? requestMs(durations.percentile(99)) : 0,
          maxMs: count ? requestMs(durations.max) : 0,
          over1s,
        },
      }),
    );
  });
}
