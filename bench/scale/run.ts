/**
 * `npm run bench:scale`: runs the built CLI (dist/cli/main.js, so run `npm run build` first) as a
 * child process for `audit`, `check`, `route` (one request, catalog condition) and `report` on
 * generated trees of 1k / 10k / 100k skills of real text (bench/scale/gen.ts, under /tmp/scale,
 * made once and reused), and prints each run's wall time, peak RSS and the ratio of both to the
 * same command one size down. Each child runs with Node's default heap (NODE_OPTIONS cleared)
 * unless --node-options says otherwise. This is the performance suite, not the routing `bench`
 * command. Timings are printed, never asserted.
 *
 * Before the first command at each size the tree is read once, untimed (every folder listed,
 * every file read), so every command meets the same warm OS caches: otherwise the first command
 * pays for the kernel's directory cache alone (at 100k skills, 264k folders: ~54 µs each cold
 * against ~5 µs warm, which made audit look 11.8× slower than at 10k instead of 9.6×). `--cold`
 * skips it. `--repeat N` runs each command N times and reports the median wall time and the
 * highest peak RSS. Under the table, per size: check ÷ audit and report ÷ (audit + check).
 *
 *   npm run bench:scale -- [--sizes 1000,10000,100000] [--commands audit,check,route,report]
 *                          [--repeat 3] [--cold] [--timeout 1800] [--save FILE]
 *                          [--node-options "--max-old-space-size=8192"]
 *                          [--cli path/to/another/build/cli/main.js]   (e.g. a baseline build)
 *
 * Peak RSS comes from the child itself (bench/scale/probe.mjs writes process.resourceUsage().maxRSS
 * on exit); a child that V8 aborts writes nothing, so /proc/PID/status (VmHWM) is polled as well.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_SCALE_ROOT, parseSizes, writeScaleTree } from './gen.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_CLI = path.join(REPO, 'dist', 'cli', 'main.js');
const PROBE = path.join(REPO, 'bench', 'scale', 'probe.mjs');
/** The one routing request timed (words that several generated skills share). */
export const SCALE_REQUEST = 'clean up a messy csv export before importing it into the database';
const COMMANDS = ['audit', 'check', 'route', 'report'] as const;
type Command = (typeof COMMANDS)[number];
const POLL_MS = 100;

export interface RunResult {
  readonly skills: number;
  readonly command: Command;
  readonly seconds: number;
  readonly peakRssMB: number;
  /** Exit code, or the signal name when the child was killed (SIGABRT = a V8 out-of-memory abort). */
  readonly exit: string;
  /** The child's last stderr line (its error, when it failed). */
  readonly lastError: string;
}

function argsFor(command: Command, dir: string, reportOut: string): string[] {
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
  command: Command,
  skills: number,
  dir: string,
  options: { cli: string; timeoutS: number; nodeOptions: string },
): Promise<RunResult> {
  const probeFile = path.join(os.tmpdir(), `skillscope-scale-probe-${process.pid}-${command}-${skills}.json`);
  const reportOut = path.join(os.tmpdir(), `skillscope-scale-report-${process.pid}-${skills}.html`);
  rmSync(probeFile, { force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, SKILLSCOPE_SCALE_PROBE: probeFile, NO_COLOR: '1' };
  delete env['NODE_OPTIONS'];
  if (options.nodeOptions !== '') env['NODE_OPTIONS'] = options.nodeOptions;
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['--import', PROBE, options.cli, ...argsFor(command, dir, reportOut)], {
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
      if (existsSync(probeFile))
        probed = (JSON.parse(readFileSync(probeFile, 'utf8')) as { maxRssKiB: number }).maxRssKiB;
      rmSync(probeFile, { force: true });
      rmSync(reportOut, { force: true });
      const lines = stderr
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
      resolve({
        skills,
        command,
        seconds,
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

/** The median wall time and the highest peak RSS of repeated runs (the first failure, if any run failed). */
function summarise(runs: readonly RunResult[]): RunResult {
  const failed = runs.find((r) => !/^[01]$/.test(r.exit));
  if (failed !== undefined) return failed;
  const seconds = runs.map((r) => r.seconds).sort((a, b) => a - b);
  const mid = Math.floor(seconds.length / 2);
  const median = seconds.length % 2 === 1 ? seconds[mid]! : (seconds[mid - 1]! + seconds[mid]!) / 2;
  return { ...runs[0]!, seconds: median, peakRssMB: Math.max(...runs.map((r) => r.peakRssMB)) };
}

/** Per size: check ÷ audit and report ÷ (audit + check), from the table's figures. */
function ratios(results: readonly RunResult[]): string[] {
  const lines: string[] = [];
  for (const skills of [...new Set(results.map((r) => r.skills))]) {
    const at = (command: Command) => results.find((r) => r.skills === skills && r.command === command)?.seconds;
    const [audit, check, report] = [at('audit'), at('check'), at('report')];
    const parts: string[] = [];
    if (audit !== undefined && check !== undefined) parts.push(`check ÷ audit ${(check / audit).toFixed(2)}×`);
    if (audit !== undefined && check !== undefined && report !== undefined)
      parts.push(`report ÷ (audit + check) ${(report / (audit + check)).toFixed(2)}`);
    if (parts.length > 0) lines.push(`${skills.toLocaleString('en-US')} skills: ${parts.join('; ')}`);
  }
  return lines;
}

const fmtRatio = (now: number, before: number | undefined): string =>
  before === undefined || before === 0 ? '' : `${(now / before).toFixed(1)}×`;

function table(results: readonly RunResult[]): string {
  const head = ['skills', 'command', 'wall s', 'peak RSS MB', 'exit', '× time', '× RSS'];
  const rows = results.map((r) => {
    const prev = [...results].reverse().find((p) => p.command === r.command && p.skills < r.skills);
    return [
      r.skills.toLocaleString('en-US'),
      r.command,
      r.seconds.toFixed(2),
      r.peakRssMB.toFixed(0),
      r.exit,
      fmtRatio(r.seconds, prev?.seconds),
      fmtRatio(r.peakRssMB, prev?.peakRssMB),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1000,10000,100000' },
      commands: { type: 'string', default: COMMANDS.join(',') },
      root: { type: 'string', default: DEFAULT_SCALE_ROOT },
      timeout: { type: 'string', default: '1800' },
      'node-options': { type: 'string', default: '' },
      save: { type: 'string' },
      cli: { type: 'string', default: DEFAULT_CLI },
      repeat: { type: 'string', default: '1' },
      cold: { type: 'boolean', default: false },
    },
  });
  const sizes = parseSizes(values.sizes);
  const commands = values.commands.split(',').map((c) => c.trim());
  const bad = commands.find((c) => !(COMMANDS as readonly string[]).includes(c));
  if (bad !== undefined) throw new Error(`--commands takes ${COMMANDS.join(', ')}; got '${bad}'`);
  const repeat = Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1 || repeat > 20)
    throw new Error(`--repeat takes a whole number from 1 to 20; got '${values.repeat}'`);
  const cli = path.resolve(values.cli);
  if (!existsSync(cli)) throw new Error(`${cli} not found: run 'npm run build' first`);
  const results: RunResult[] = [];
  for (const n of sizes) {
    const tree = writeScaleTree(n, { root: values.root });
    process.stderr.write(`${tree.written ? 'generated' : 'reusing'} ${tree.dir}\n`);
    if (!values.cold) {
      const warm = warmTree(tree.dir);
      process.stderr.write(
        `  warmed the OS caches: ${warm.folders.toLocaleString('en-US')} folders, ${warm.files.toLocaleString('en-US')} files read in ${warm.seconds.toFixed(2)} s (untimed; --cold skips)\n`,
      );
    }
    for (const command of commands as Command[]) {
      const runs: RunResult[] = [];
      for (let k = 0; k < repeat; k++) {
        const r = await runOnce(command, n, tree.dir, {
          cli,
          timeoutS: Number(values.timeout),
          nodeOptions: values['node-options'],
        });
        runs.push(r);
        process.stderr.write(
          `  ${command} ${n}${repeat > 1 ? ` (${k + 1}/${repeat})` : ''}: ${r.seconds.toFixed(2)} s, ${r.peakRssMB.toFixed(0)} MB, exit ${r.exit}${/^[0-9]+$/.test(r.exit) && Number(r.exit) < 2 ? '' : ` — ${r.lastError}`}\n`,
        );
      }
      results.push(summarise(runs));
    }
  }
  const caches = values.cold ? 'caches as found (--cold)' : 'warm OS caches';
  const runs = repeat > 1 ? `; median of ${repeat} runs, highest RSS` : '';
  console.log(
    `bench:scale — ${os.cpus().length} cores, Node ${process.version}, ${values['node-options'] === '' ? "Node's default heap" : `NODE_OPTIONS=${values['node-options']}`}; ${caches}${runs}; request "${SCALE_REQUEST}"`,
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
