/**
 * Preloaded into each CLI run of `npm run bench:scale` (`node --import ./bench/scale/probe.mjs
 * dist/cli/main.js …`): when the process exits, writes its peak resident set and heap figures as
 * JSON (with its user + system CPU time) to the file named by SKILLSCOPE_SCALE_PROBE. The CLI itself is untouched; a run that V8
 * aborts writes nothing, and the runner falls back to the peak it polled from /proc.
 * It also notes the CPU time at the process's first write to stdout (`firstStdoutCpuMicros`): for
 * `skillscope mcp`, the CPU spent when the initialize answer was written (bench/mcp-start.ts).
 */
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const out = process.env.SKILLSCOPE_SCALE_PROBE;
if (out) {
  let firstStdoutCpuMicros = null;
  const write = process.stdout.write;
  process.stdout.write = function (...args) {
    if (firstStdoutCpuMicros === null) {
      const u = process.cpuUsage();
      firstStdoutCpuMicros = u.user + u.system;
      process.stdout.write = write;
    }
    return write.apply(this, args);
  };
  process.on('exit', () => {
    const heap = v8.getHeapStatistics();
    const usage = process.resourceUsage();
    writeFileSync(
      out,
      JSON.stringify({
        maxRssKiB: usage.maxRSS,
        cpuMicros: usage.userCPUTime + usage.systemCPUTime,
        firstStdoutCpuMicros,
        heapLimit: heap.heap_size_limit,
        peakMallocedMemory: heap.peak_malloced_memory,
      }),
    );
  });
}
