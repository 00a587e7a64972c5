/**
 * `npm run bench:cost` (a performance suite, not the routing `bench` command): times the built
 * CLI's `skillscope cost` on a generated directory of 10,000 skills with 1,000 queries, every
 * default strategy. Target: under 10 s on the project machine. Prints the time and
 * the table; asserts nothing.
 *
 *   npm run build && npm run bench:cost -- [DIR] [--queries N]
 *
 * DIR defaults to /tmp/scale/10000, the real-text tree of bench/scale (made once and reused);
 * when it is missing, the tree is generated with whichever generator the repository has. The
 * queries are drawn, seeded, from the skills themselves: a few words of a random skill's
 * description, expecting that skill — so every query has a target and the routers have work.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seededRandom } from '../src/cost/shuffle.js';
import { loadSkills } from '../src/skills/load.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(REPO, 'dist', 'cli', 'main.js');
const { values, positionals } = parseArgs({ options: { queries: { type: 'string' } }, allowPositionals: true });
const dir = positionals[0] ?? '/tmp/scale/10000';
const queryCount = Number(values.queries ?? 1000);

async function ensureTree(): Promise<void> {
  if (existsSync(dir)) return;
  if (dir !== '/tmp/scale/10000') throw new Error(`no such folder: ${dir}`);
  try {
    const scale = (await import('./scale/gen.js' as string)) as { writeScaleTree: (n: number) => unknown };
    scale.writeScaleTree(10_000);
  } catch {
    const gen = (await import('./gen-skills.js' as string)) as { writeSkillTree: (out: string, n: number) => unknown };
    gen.writeSkillTree(dir, 10_000);
  }
}

await ensureTree();
if (!existsSync(CLI)) throw new Error('run npm run build first (the bench times dist/cli/main.js)');
const set = loadSkills(dir);
const random = seededRandom(12);
const lines: string[] = [];
for (let i = 0; i < queryCount; i++) {
  const skill = set.skills[Math.floor(random() * set.skills.length)]!;
  const words = skill.description.split(/\s+/).filter((w) => w.length > 3);
  const start = Math.floor(random() * Math.max(1, words.length - 6));
  const query = words.slice(start, start + 3 + Math.floor(random() * 4)).join(' ') || skill.name;
  lines.push(JSON.stringify({ id: `q${i + 1}`, query, expect: skill.name }));
}
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cost-bench-'));
const queries = path.join(tmp, 'queries.jsonl');
writeFileSync(queries, `${lines.join('\n')}\n`);

const args = [CLI, 'cost', dir, '--queries', queries, '--price-in', '1.25', '--price-out', '10'];
const start = process.hrtime.bigint();
const r = spawnSync(process.execPath, args, {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
  env: { ...process.env, COLUMNS: '100' },
});
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
rmSync(tmp, { recursive: true, force: true });
process.stdout.write(r.stdout);
if (r.status !== 0) {
  process.stderr.write(r.stderr);
  process.exit(1);
}
console.log(
  `\nskillscope cost: ${set.skills.length.toLocaleString('en-US')} skills, ${queryCount.toLocaleString('en-US')} queries, every default strategy: ${seconds.toFixed(2)} s wall (target < 10 s; ${os.cpus().length} cores, shared machine)`,
);
