/**
 * Performance suite for the body scans on pathological bodies: `check` (load + every rule) over
 * one skill whose 4 MiB body repeats a markdown fragment that made a pattern backtrack (`[a](`,
 * `](`, `[[a]`, `[a](<`; a line of backticks; code spans among links). Target: each under 2 s. Before the one-pass scans (skills/inline-links.ts,
 * emphasis withoutLinkTargets) a 400 KB body of `[a](` took 74 s and grew quadratically.
 * Run: npm run bench:scans
 */
import { runCheck } from '../src/check/engine.js';
import { loadSkills, memoryFs } from '../src/skills/index.js';

const BODY_BYTES = 4 * 1024 * 1024;
const TARGET_MS = 2000;
const HEAD = '---\nname: probe\ndescription: Probes the body scans. Use when measuring check on hostile bodies.\n---\n';

for (const unit of ['[a](', '](', '[[a]', '[a](<', '[a](b(', '`', '``a', '`scripts/x.py` [x](scripts/x.py) ']) {
  // Just under the SKILL.md cap (4 MiB with the frontmatter): a larger file is refused unread.
  const body = unit.repeat(Math.floor((BODY_BYTES - HEAD.length - 1) / unit.length));
  const fs = memoryFs({ 'r/probe/SKILL.md': `${HEAD}${body}\n`, 'r/probe/scripts/x.py': 'print(1)\n' });
  const start = performance.now();
  runCheck(loadSkills('/r', {}, fs), {});
  const ms = performance.now() - start;
  console.log(
    `${JSON.stringify(unit).padEnd(10)} ${ms.toFixed(0).padStart(6)} ms  ${ms <= TARGET_MS ? 'ok' : `over the ${TARGET_MS} ms target`}`,
  );
}
