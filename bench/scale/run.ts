/**
 * `npm run bench:scale`: runs the built CLI (dist/cli/main.js, so run `npm run build` first) as a
 * child process for `audit`, `check`, `route` (one request, catalog condition) and `report`, and
 * beside each, in the same round, the floor of what that command must do (bench/scale/floor.mjs:
 * `route` ÷ walk + frontmatter; `audit`, `check`, `report` ÷ walk + all text + token counting; a
 * bare walk is run too, and with `route` an ideal route — the frontmatter floor plus our router
 * over the raw `name:`/`description:` lines — itself divided by the frontmatter floor), on two trees at each size: the generated one (bench/scale/gen.ts, under
 * /tmp/scale) and the real-text one (renamed copies of real skills from the corpus,
 * bench/scale/real.ts, under /tmp/scale-real), both made once and reused. It prints each run's
 * wall time, CPU time (user + sys of the child), peak RSS, its ratio to its floor (wall and CPU)
 * and to the same command one size down. Each child runs with Node's default heap (NODE_OPTIONS
 * cleared) unless --node-options says otherwise. This is the performance suite, not the routing
 * `bench` command. Timings are printed, never asserted.
 *
 * Rounds alternate: round k runs every command and floor once, in order, so a command and its
 * floor meet the same load of a shared machine; each figure is the median of --repeat rounds
 * (default 3). CPU time is the steadier figure when other work shares the cores.
 *
 * Before the first command at each size the tree is read once, untimed (every folder listed,
 * every file read), so every command meets the same warm OS caches: otherwise the first command
 * pays for the kernel's directory cache alone (at 100k skills, 264k folders: ~54 µs each cold
 * against ~5 µs warm, which made audit look 11.8× slower than at 10k instead of 9.6×). `--cold`
 * skips it. Under the table, per tree and size: check ÷ audit and report ÷ (audit + check).
 *
 *   npm run bench:scale -- [--sizes 1000,10000,100000] [--commands audit,check,route,report]
 *                          [--trees generated,real] [--repeat 3] [--cold] [--timeout 1800]
 *                          [--save FILE] [--node-options "--max-old-space-size=8192"]
 *                          [--cli path/to/another/build/cli/main.js]   (e.g. a baseline build)
 *
 * Peak RSS and CPU time come from the child itself (bench/scale/probe.mjs writes
 * process.resourceUsage() on exit); a child that V8 aborts writes nothing, so /proc/PID/status
 * (VmHWM) is polled as well.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_SCALE_ROOT, parseSizes, writeScaleTree } from './gen.js';
import { DEFAULT_REAL_ROOT, writeRealTree } from './real.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_CLI = path.join(REPO, 'dist', 'cli', 'main.js');
const PROBE = path.join(REPO, 'bench', 'scale', 'probe.mjs');
const FLOOR_SCRIPT = path.join(REPO, 'bench', 'scale', 'floor.mjs');
/** The one routing request timed (words that several generated skills share). */
export const SCALE_REQUEST = 'clean up a messy csv export before importing it into the database';
const COMMANDS = ['audit', 'check', 'route', 'report'] as const;
type Command = (typeof COMMANDS)[number];
const POLL_MS = 100;

/** The floor each command is measured against (bench/scale/floor.mjs): the least work it must do. */
const FLOOR_OF: Readonly<Record<Command, Floor>> = {
  audit: 'count',
  check: 'count',
  route: 'frontmatter',
  report: 'count',
};
const FLOORS = ['walk', 'frontmatter', 'text', 'count', 'route'] as const;
type Floor = (typeof FLOORS)[number];
/**
 * Floors that are themselves divided by a floor: `route` (the frontmatter floor plus our router
 * over the `name:`/`description:` lines, nothing else) shows how far above the frontmatter floor
 * even an ideal `route` must be.
 */
const FLOOR_UNDER: Partial<Record<Floor, Floor>> = { route: 'frontmatter' };
type Job = Command | `floor:${Floor}`;
const TREES = ['generated', 'real'] as const;
type Tree = (typeof TREES)[number];

export interface RunResult {
  readonly tree: Tree;
  readonly skills: number;
  readonly command: Job;
  readonly seconds: number;
  /** User + system CPU time of the child (process.resourceUsage), seconds; 0 when it wrote no probe. */
  readonly cpuSeconds: number;
  readonly peakRssMB: number;
  /** Exit code, or the signal name when the child was killed (SIGABRT = a V8 out-of-memory abort). */
  readonly exit: string;
  /** The child's last stderr line (its error, when it failed). */
  readonly lastError: string;
}

function argsFor(cli: string, command: Job, dir: string, reportOut: string): string[] {
  if (command === 'floor:route') return [FLOOR_SCRIPT, 'route', dir, SCALE_REQUEST];
  if (command.startsWith('floor:')) return [FLOOR_SCRIPT, command.slice('floor:'.length), dir];
  return [cli, ...commandArgs(command as Command, dir, reportOut)];
}

function commandArgs(command: Command, dir: string, reportOut: string): string[] {
  switch (command) {
    case 'audit':
      return ['audit', dir];
    case 'check':
      return ['check', dir];
    case 'route':
      return ['route', dir, SCALE_REQUEST];
    case 'report':
      return ['report', dir, '--out', reportOut];
  }
}

/** Peak resident set (VmHWM) of a live process in KiB, from /proc; 0 when unavailable. */
function vmHwmKiB(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function runOnce(
  command: Job,
  tree: Tree,
  skills: number,
  dir: string,
  options: { cli: string; timeoutS: number; nodeOptions: string },
): Promise<RunResult> {
  const probeFile = path.join(
    os.tmpdir(),
    `skillscope-scale-probe-${process.pid}-${command.replace(':', '-')}-${skills}.json`,
  );
  const reportOut = path.join(os.tmpdir(), `skillscope-scale-report-${process.pid}-${skills}.html`);
  rmSync(probeFile, { force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, SKILLSCOPE_SCALE_PROBE: probeFile, NO_COLOR: '1' };
  delete env['NODE_OPTIONS'];
  if (options.nodeOptions !== '') env['NODE_OPTIONS'] = options.nodeOptions;
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', PROBE, ...argsFor(options.cli, command, dir, reportOut)], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    let polled = 0;
    const poll = setInterval(() => {
      if (child.pid !== undefined) polled = Math.max(polled, vmHwmKiB(child.pid));
    }, POLL_MS);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutS * 1000);
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(poll);
      clearTimeout(timer);
      let probed = 0;
      let cpuSeconds = 0;
      if (existsSync(probeFile)) {
        const probe = JSON.parse(readFileSync(probeFile, 'utf8')) as { maxRssKiB: number; cpuMicros: number };
        probed = probe.maxRssKiB;
        cpuSeconds = probe.cpuMicros / 1e6;
      }
      rmSync(probeFile, { force: true });
      rmSync(reportOut, { force: true });
      const lines = stderr
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
      resolve({
        tree,
        skills,
        command,
        seconds,
        cpuSeconds,
        peakRssMB: Math.max(probed, polled) / 1024,
        exit: timedOut ? `timeout ${options.timeoutS}s` : signal !== null ? signal : String(code),
        lastError: lines.at(-1) ?? '',
      });
    });
  });
}

/** Reads the whole tree once (folders listed, files read), untimed by the table: warm OS caches for every command. */
function warmTree(dir: string): { folders: number; files: number; seconds: number } {
  const t0 = performance.now();
  let folders = 0;
  let files = 0;
  const stack = [dir];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    folders++;
    for (const entry of readdirSync(next, { withFileTypes: true })) {
      const full = path.join(next, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (entry.isFile()) {
        readFileSync(full);
        files++;
      }
    }
  }
  return { folders, files, seconds: (performance.now() - t0) / 1000 };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The median wall and CPU times and the highest peak RSS of repeated runs (the first failure, if any run failed). */
function summarise(runs: readonly RunResult[]): RunResult {
  const failed = runs.find((r) => !/^[01]$/.test(r.exit));
  if (failed !== undefined) return failed;
  return {
    ...runs[0]!,
    seconds: median(runs.map((r) => r.seconds)),
    cpuSeconds: median(runs.map((r) => r.cpuSeconds)),
    peakRssMB: Math.max(...runs.map((r) => r.peakRssMB)),
  };
}

/** Per tree and size: check ÷ audit and report ÷ (audit + check), from the table's figures. */
function ratios(results: readonly RunResult[]): string[] {
  const lines: string[] = [];
  const groups = [...new Set(results.map((r) => `${r.tree}\t${r.skills}`))];
  for (const group of groups) {
    const [tree, skills] = group.split('\t') as [Tree, string];
    const at = (command: Command) =>
      results.find((r) => r.tree === tree && r.skills === Number(skills) && r.command === command);
    const [audit, check, report] = [at('audit'), at('check'), at('report')];
    const parts: string[] = [];
    if (audit !== undefined && check !== undefined)
      parts.push(
        `check ÷ audit ${(check.seconds / audit.seconds).toFixed(2)}× wall, ${(check.cpuSeconds / audit.cpuSeconds).toFixed(2)}× CPU`,
      );
    if (audit !== undefined && check !== undefined && report !== undefined)
      parts.push(`report ÷ (audit + check) ${(report.seconds / (audit.seconds + check.seconds)).toFixed(2)}`);
    if (parts.length > 0) lines.push(`${tree} ${Number(skills).toLocaleString('en-US')} skills: ${parts.join('; ')}`);
  }
  return lines;
}

const fmtRatio = (now: number, before: number | undefined): string =>
  before === undefined || before === 0 ? '' : `${(now / before).toFixed(2)}×`;

/** The floor run a command's row is divided by: same tree, same size. */
function floorOf(results: readonly RunResult[], r: RunResult): RunResult | undefined {
  const under = r.command.startsWith('floor:') ? FLOOR_UNDER[r.command.slice('floor:'.length) as Floor] : undefined;
  if (r.command.startsWith('floor:') && under === undefined) return undefined;
  const floor = `floor:${under ?? FLOOR_OF[r.command as Command]}`;
  return results.find((f) => f.tree === r.tree && f.skills === r.skills && f.command === floor);
}

function table(results: readonly RunResult[]): string {
  const head = [
    'tree',
    'skills',
    'command',
    'wall s',
    'CPU s',
    'peak RSS MB',
    'exit',
    'floor',
    '÷ wall',
    '÷ CPU',
    '× time',
  ];
  const rows = results.map((r) => {
    const prev = [...results]
      .reverse()
      .find((p) => p.tree === r.tree && p.command === r.command && p.skills < r.skills);
    const floor = floorOf(results, r);
    return [
      r.tree,
      r.skills.toLocaleString('en-US'),
      r.command,
      r.seconds.toFixed(2),
      r.cpuSeconds.toFixed(2),
      r.peakRssMB.toFixed(0),
      r.exit,
      floor === undefined ? '' : floor.command.slice('floor:'.length),
      fmtRatio(r.seconds, floor?.seconds),
      fmtRatio(r.cpuSeconds, floor?.cpuSeconds),
      fmtRatio(r.seconds, prev?.seconds),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const left = new Set([0, 2, 7]);
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Each command followed by its floor, every floor once, `walk` always: the order of one round. */
function jobsFor(commands: readonly Command[]): Job[] {
  const jobs: Job[] = [];
  for (const c of commands) {
    jobs.push(c);
    const floor: Job = `floor:${FLOOR_OF[c]}`;
    if (!jobs.includes(floor)) jobs.push(floor);
    if (c === 'route') jobs.push('floor:route');
  }
  if (!jobs.includes('floor:walk')) jobs.push('floor:walk');
  return jobs;
}

function treeDir(tree: Tree, n: number, roots: { generated: string; real: string }): string {
  const made =
    tree === 'generated' ? writeScaleTree(n, { root: roots.generated }) : writeRealTree(n, { root: roots.real });
  process.stderr.write(`${made.written ? 'generated' : 'reusing'} ${made.dir}\n`);
  return made.dir;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000,100000' },
      commands: { type: 'string', default: COMMANDS.join(',') },
      trees: { type: 'string', default: TREES.join(',') },
      root: { type: 'string', default: DEFAULT_SCALE_ROOT },
      'real-root': { type: 'string', default: DEFAULT_REAL_ROOT },
      timeout: { type: 'string', default: '1800' },
      'node-options': { type: 'string', default: '' },
      save: { type: 'string' },
      cli: { type: 'string', default: DEFAULT_CLI },
      repeat: { type: 'string', default: '3' },
      cold: { type: 'boolean', default: false },
    },
  });
  const sizes = parseSizes(values.sizes);
  const commands = values.commands.split(',').map((c) => c.trim());
  const bad = commands.find((c) => !(COMMANDS as readonly string[]).includes(c));
  if (bad !== undefined) throw new Error(`--commands takes ${COMMANDS.join(', ')}; got '${bad}'`);
  const trees = values.trees.split(',').map((t) => t.trim());
  const badTree = trees.find((t) => !(TREES as readonly string[]).includes(t));
  if (badTree !== undefined) throw new Error(`--trees takes ${TREES.join(', ')}; got '${badTree}'`);
  const repeat = Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1 || repeat > 20)
    throw new Error(`--repeat takes a whole number from 1 to 20; got '${values.repeat}'`);
  const cli = path.resolve(values.cli);
  if (!existsSync(cli)) throw new Error(`${cli} not found: run 'npm run build' first`);
  const jobs = jobsFor(commands as Command[]);
  const results: RunResult[] = [];
  for (const tree of trees as Tree[]) {
    for (const n of sizes) {
      const dir = treeDir(tree, n, { generated: values.root, real: values['real-root'] });
      if (!values.cold) {
        const warm = warmTree(dir);
        process.stderr.write(
          `  warmed the OS caches: ${warm.folders.toLocaleString('en-US')} folders, ${warm.files.toLocaleString('en-US')} files read in ${warm.seconds.toFixed(2)} s (untimed; --cold skips)\n`,
        );
      }
      // Rounds, not runs in a row: each command and its floor meet the same moment of a shared machine.
      const runs = new Map<Job, RunResult[]>(jobs.map((j) => [j, []]));
      for (let k = 0; k < repeat; k++) {
        for (const job of jobs) {
          const r = await runOnce(job, tree, n, dir, {
            cli,
            timeoutS: Number(values.timeout),
            nodeOptions: values['node-options'],
          });
          runs.get(job)!.push(r);
          process.stderr.write(
            `  ${tree} ${job} ${n}${repeat > 1 ? ` (${k + 1}/${repeat})` : ''}: ${r.seconds.toFixed(2)} s wall, ${r.cpuSeconds.toFixed(2)} s CPU, ${r.peakRssMB.toFixed(0)} MB, exit ${r.exit}${/^[0-9]+$/.test(r.exit) && Number(r.exit) < 2 ? '' : ` — ${r.lastError}`}\n`,
          );
        }
      }
      for (const job of jobs) results.push(summarise(runs.get(job)!));
    }
  }
  const caches = values.cold ? 'caches as found (--cold)' : 'warm OS caches';
  console.log(
    `bench:scale — ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}, ${values['node-options'] === '' ? "Node's default heap" : `NODE_OPTIONS=${values['node-options']}`}; ${caches}; medians of ${repeat} alternating rounds (CPU = user + sys of the child), highest RSS; request "${SCALE_REQUEST}"`,
  );
  console.log(table(results));
  for (const line of ratios(results)) console.log(line);
  if (values.save !== undefined)
    writeFileSync(
      values.save,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, repeat, warm: !values.cold, results }, null, 2)}\n`,
    );
}

main().catch((err: unknown) => {
  console.error(`bench:scale: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
});
