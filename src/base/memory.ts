/**
 * A clear error instead of V8's out-of-memory abort. When the JS heap fills,
 * V8 prints its own fatal-error trace and kills the process with SIGABRT: no `skillscope:` line, no
 * hint, exit 134. Long loops (loading, counting, rule families) call `check` between steps; past
 * HEAP_SHARE of the heap limit it throws a UsageError that says what to do, which the CLI prints
 * as one line and exit 2 — while there is still room to do so.
 *
 * The heap's used size counts garbage not yet collected, so a high reading alone is not proof:
 * past the share, a full collection runs first (V8 would run one anyway before giving up) and only
 * a heap still past the share after it stops the run. `gc` is not exposed without
 * `--expose-gc`; it is switched on at that moment through V8's flags, and when that is refused the
 * reading is taken as it is.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { UsageError } from './errors.js';

/** Share of the heap limit past which a run stops with advice (after a full collection). Default 0.85. */
const HEAP_SHARE = 0.85;

/** Checks between steps at most every this many calls (reading the heap statistics allocates). */
const CHECK_EVERY = 8;

class OutOfMemoryError extends UsageError {}

export interface HeapGuard {
  /** Throws OutOfMemoryError when the heap is past its share; `doing` names the step ("reading skills 4,100/100,000"). */
  check(doing: () => string): void;
}

let collect: (() => void) | null | undefined;

/** A full collection when one can be run (see the header); false when it cannot. */
function fullGc(): boolean {
  if (collect === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as () => void;
    } catch {
      collect = null;
    }
  }
  if (collect === null) return false;
  collect();
  return true;
}

const GB = 1024 ** 3;
const fmt = (bytes: number): string =>
  bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;

/**
 * @param limitBytes the heap limit to measure against; default V8's own (`heap_size_limit`, which
 *   `--max-old-space-size` sets). Tests pass a small one to trigger the error without filling memory.
 */
export function heapGuard(limitBytes?: number): HeapGuard {
  const limit = limitBytes ?? v8.getHeapStatistics().heap_size_limit;
  let calls = 0;
  return {
    check(doing) {
      if (++calls % CHECK_EVERY !== 1) return;
      const used = v8.getHeapStatistics().used_heap_size;
      if (used < limit * HEAP_SHARE) return;
      if (fullGc() && v8.getHeapStatistics().used_heap_size < limit * HEAP_SHARE) return;
      // Advise twice Node's current limit, in the unit --max-old-space-size takes (MB).
      const advise = Math.max(4096, Math.ceil((2 * v8.getHeapStatistics().heap_size_limit) / 1024 ** 2 / 1024) * 1024);
      throw new OutOfMemoryError(
        `out of memory while ${doing()} (${fmt(v8.getHeapStatistics().used_heap_size)} of a ${fmt(limit)} heap): scan fewer skills with --max-depth N or --ignore GLOB, or give Node more memory: NODE_OPTIONS=--max-old-space-size=${advise}`,
      );
    },
  };
}
