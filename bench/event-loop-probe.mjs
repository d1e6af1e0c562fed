// Preloaded into a benched server (node --import bench/event-loop-probe.mjs, with EVENT_LOOP_REPORT=<file>):
// the event loop's delay while the server ran (perf_hooks.monitorEventLoopDelay, 10 ms resolution),
// written as JSON when the process exits. A loop kept busy by synchronous work shows here as a long delay.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_REPORT;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.once('exit', () => {
    histogram.disable();
    writeFileSync(file, JSON.stringify({ meanMs: ms(histogram.mean), p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) }));
  });
}
