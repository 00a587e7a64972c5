/**
 * `npm run bench:access` (a performance suite, not the routing benchmark `skillscope bench`):
 * the access primitives on generated catalogs (bench/gen-catalog.ts) of 1k, 10k and 100k
 * skills — building the view (merge + content revision), the bounded catalog, the search
 * index, search p50/p95 (the request's words as probe terms, limit 30), and an MCP round trip
 * (client → in-memory transport → server → search_skills / discover_skills → client).
 *
 * Targets: search p50 at 10k ≤ 1 ms; catalog for 10k skills ≤ 100 ms.
 * Then the server's start over stdio (bench/mcp-start.ts): spawn → initialize and the first
 * search_skills on 1,000 skills on disk (target: initialize ≤ 300 ms).
 * Environment: BENCH_SIZES=1000,10000 to pick sizes (BENCH_SIZES= for none: the start alone);
 * BENCH_QUERIES=300; BENCH_MCP_SKILLS=1000, BENCH_MCP_RUNS=5 for the start, BENCH_MCP_CLI=path/to/
 * dist/cli/main.js to time another build's start (a build of main, for before and after).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Bench } from 'tinybench';
import {
  buildCatalog,
  buildSearchIndex,
  buildView,
  EMPTY_STATE,
  searchSkills,
  type AccessSession,
  type SkillView,
} from '../src/access/index.js';
import { createSkillServer, mcpCatalogOptions } from '../src/mcp/index.js';
import type { Skill, SkillSet } from '../src/skills/model.js';
import { memoryFs } from '../src/skills/fs.js';
import { generateCatalog } from './gen-catalog.js';
import { measureMcpStart, type McpStart } from './mcp-start.js';
import { writeScaleTree } from './scale/gen.js';
import { writeRealTree } from './scale/real.js';

const SIZES = (process.env['BENCH_SIZES'] ?? '1000,10000,100000')
  .split(',')
  .filter((s) => s.trim() !== '')
  .map(Number);
const QUERIES = Number(process.env['BENCH_QUERIES'] ?? 300);

function skillOf(name: string, description: string): Skill {
  const source = `---\nname: ${name}\ndescription: ${description}\n---\n`;
  return {
    name,
    declaredName: name,
    description,
    descriptionSource: 'frontmatter',
    layout: 'dir',
    dir: name,
    folderName: name,
    file: `${name}/SKILL.md`,
    source,
    bytes: source.length,
    frontmatter: null,
    body: '',
    bodyStartLine: 5,
    resources: [],
    problems: [],
  };
}

function ms(t0: bigint): number {
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

async function percentiles(
  name: string,
  n: number,
  fn: (i: number) => unknown | Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  let i = 0;
  const bench = new Bench({
    iterations: n,
    time: 0,
    warmupIterations: Math.min(50, n),
    warmupTime: 0,
    retainSamples: true,
  });
  bench.add(name, async () => {
    await fn(i++);
  });
  await bench.run();
  const samples = [
    ...((bench.tasks[0]?.result as { latency?: { samples?: number[] } } | undefined)?.latency?.samples ?? []),
  ].sort((a, b) => a - b);
  const at = (q: number): number => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

function staticSession(view: SkillView, sets: ReturnType<AccessSession['sets']>): AccessSession {
  const index = buildSearchIndex(view);
  return {
    sources: view.sources,
    location: { dir: null, tried: [] },
    fs: memoryFs({}),
    view: () => view,
    catalogView: () => view,
    searchIndex: () => index,
    state: () => EMPTY_STATE,
    sets: () => sets,
    reload: () => false,
  };
}

const fmt = (x: number): string => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(3));
const rows: string[] = [
  '| skills | view ms | catalog ms | search index ms | search p50 ms | search p95 ms | MCP search p50 ms | MCP discover p50 ms |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|',
];

for (const size of SIZES) {
  const gen = generateCatalog(size, QUERIES);
  const set = {
    root: '/bench',
    layout: 'dir',
    skills: gen.skills.map((s) => skillOf(s.name, s.description)),
    sharedResources: [],
    problems: [],
  } as SkillSet;
  const source = { label: 'user', dir: '/bench', abs: '/bench' };
  let t = process.hrtime.bigint();
  const view = buildView([{ source, set }]);
  const viewMs = ms(t);
  // Catalog: median of 5 builds (one build is a few ms; a single sample is noisy).
  const catalogRuns: number[] = [];
  for (let k = 0; k < 5; k++) {
    t = process.hrtime.bigint();
    buildCatalog(view, { discoveryTool: 'discover_skills' });
    catalogRuns.push(ms(t));
  }
  const catalogMs = catalogRuns.sort((a, b) => a - b)[2] as number;
  t = process.hrtime.bigint();
  const index = buildSearchIndex(view);
  const indexMs = ms(t);
  const words = gen.queries.map((q) => q.split(' '));
  const search = await percentiles('search', QUERIES, (i) =>
    searchSkills(index, { any: words[i % words.length] as string[], limit: 30 }),
  );

  const server = createSkillServer(staticSession(view, [{ source, set }]), {
    version: 'bench',
    catalog: mcpCatalogOptions(),
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'bench', version: '0' });
  await client.connect(clientSide);
  const mcpN = Math.min(QUERIES, 200);
  const mcpSearch = await percentiles('mcp search', mcpN, (i) =>
    client.callTool({ name: 'search_skills', arguments: { any: words[i % words.length], limit: 30 } }),
  );
  const mcpDiscover = await percentiles('mcp discover', mcpN, (i) =>
    client.callTool({ name: 'discover_skills', arguments: { query: (words[i % words.length] as string[])[0] } }),
  );
  await client.close();
  rows.push(
    `| ${size} | ${fmt(viewMs)} | ${fmt(catalogMs)} | ${fmt(indexMs)} | ${fmt(search.p50)} | ${fmt(search.p95)} | ${fmt(mcpSearch.p50)} | ${fmt(mcpDiscover.p50)} |`,
  );
  process.stderr.write(
    `  ${size}: view ${fmt(viewMs)} ms, catalog ${fmt(catalogMs)} ms, search p50 ${fmt(search.p50)} ms, MCP search p50 ${fmt(mcpSearch.p50)} ms\n`,
  );
}
if (SIZES.length > 0) process.stdout.write(`${rows.join('\n')}\n`);

// The server's start over stdio on a tree on disk: the real-text tree when the corpus is there
// (bench/scale/real.ts), else the generated one. Medians of BENCH_MCP_RUNS sessions (default 5).
const startSize = Number(process.env['BENCH_MCP_SKILLS'] ?? 1000);
let startTree: string;
let treeKind = 'real-text';
try {
  startTree = writeRealTree(startSize).dir;
} catch (err) {
  process.stderr.write(`  ${err instanceof Error ? err.message : String(err)}; using the generated tree\n`);
  startTree = writeScaleTree(startSize).dir;
  treeKind = 'generated';
}
const startRuns: McpStart[] = [];
const startCli = process.env['BENCH_MCP_CLI'];
for (let k = 0; k < Number(process.env['BENCH_MCP_RUNS'] ?? 5); k++)
  startRuns.push(await (startCli === undefined ? measureMcpStart(startTree) : measureMcpStart(startTree, startCli)));
const mid = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const range = (xs: number[]): string => `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}`;
const columns: ((r: McpStart) => number)[] = [
  (r) => r.initializeMs,
  (r) => r.initializeCpuMs,
  (r) => r.firstSearchMs,
  (r) => r.cpuMs,
];
process.stdout.write(
  `\n| MCP start, ${startSize} ${treeKind} skills${startCli === undefined ? '' : ` (${startCli})`} | spawn → initialize ms | CPU ms at the initialize reply | first search_skills ms | CPU ms (whole session) |\n|---|---:|---:|---:|---:|\n` +
    `| median of ${startRuns.length} | ${columns.map((c) => fmt(mid(startRuns.map(c)))).join(' | ')} |\n` +
    `| range | ${columns.map((c) => range(startRuns.map(c))).join(' | ')} |\n`,
);
