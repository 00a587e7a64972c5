/**
 * What `check` keeps alive: streams a tree through the built engine (`npm run build` first) as
 * the CLI does, collects garbage after the last skill and after the set-wide half, and prints the
 * heap still in use — the state held per skill until the end of the run (facts, findings, rule
 * state), which the peak RSS of a large run grows with. A heap snapshot of the first point, for
 * a closer look, with a third argument.
 *
 *   node --expose-gc bench/scale/check-heap.mjs /tmp/scale-real/10000 [dist/index.js] [out.heapsnapshot]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeHeapSnapshot } from 'node:v8';

const [tree, dist = 'dist/index.js', snapshot] = process.argv.slice(2);
if (tree === undefined || typeof globalThis.gc !== 'function') {
  console.error('usage: node --expose-gc bench/scale/check-heap.mjs TREE [dist/index.js] [out.heapsnapshot]');
  process.exit(2);
}
const gc = globalThis.gc;
const { CHECK_NEEDS, nodeFs, openSkills, startCheck } = await import(pathToFileURL(path.resolve(dist)).href);
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const stream = openSkills(tree, { needs: CHECK_NEEDS }, nodeFs);
const fold = startCheck({}, stream.total);
const start = heap();
let skills = 0;
for (const skill of stream.skills()) {
  fold.add(skill);
  skills++;
}
const streamed = heap();
if (snapshot !== undefined) writeHeapSnapshot(snapshot);
const result = fold.finish({ root: stream.root, layout: stream.layout, ...stream.finish() }, []);
const finished = heap();
console.log(
  `${skills} skills: heap ${mb(start)} before, ${mb(streamed)} after the last skill ` +
    `(${((streamed - start) / skills / 1024).toFixed(1)} KB per skill), ${mb(finished)} with the result ` +
    `(${result.findings.length} findings); peak RSS so far ${mb(process.resourceUsage().maxRSS * 1024)}`,
);
