/**
 * Preloaded into each CLI run of `npm run bench:scale` (`node --import ./bench/scale/probe.mjs
 * dist/cli/main.js …`): when the process exits, writes its peak resident set and heap figures as
 * JSON (with its user + system CPU time) to the file named by SKILLSCOPE_SCALE_PROBE. The CLI itself is untouched; a run that V8
 * aborts writes nothing, and the runner falls back to the peak it polled from /proc.
 */
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const out = process.env.SKILLSCOPE_SCALE_PROBE;
if (out) {
  process.on('exit', () => {
    const heap = v8.getHeapStatistics();
    const usage = process.resourceUsage();
    writeFileSync(
      out,
      JSON.stringify({
        maxRssKiB: usage.maxRSS,
        cpuMicros: usage.userCPUTime + usage.systemCPUTime,
        heapLimit: heap.heap_size_limit,
        peakMallocedMemory: heap.peak_malloced_memory,
      }),
    );
  });
}
