/**
 * The MCP server's start as a client sees it: spawn the built CLI (`skillscope mcp DIR`), time
 * spawn → the initialize reply (and the child's CPU time when it wrote that reply, noted by the
 * preloaded probe at its first write to stdout; reading /proc when the reply arrived also
 * counted what the server did after it), then the first
 * `search_skills` call (the whole view and the search index are loaded after the initialize reply),
 * and the child's CPU time over the session (user + sys, bench/scale/probe.mjs).
 * Part of `npm run bench:access`; run `npm run build` first. Timings are printed, never asserted.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(REPO, 'dist', 'cli', 'main.js');
const PROBE = path.join(REPO, 'bench', 'scale', 'probe.mjs');

export interface McpStart {
  readonly initializeMs: number;
  /** The child's CPU time when it wrote the initialize reply, ms (a figure the machine's load moves less). */
  readonly initializeCpuMs: number;
  readonly firstSearchMs: number;
  /** The child's user + system CPU time over the whole session, ms. */
  readonly cpuMs: number;
}

/** One server session: initialize, initialized, one search_skills, then stdin closed. */
export async function measureMcpStart(dir: string, cli = CLI): Promise<McpStart> {
  if (!existsSync(cli)) throw new Error(`${cli} not found: run 'npm run build' first`);
  const probeFile = path.join(os.tmpdir(), `skillscope-mcp-start-${process.pid}.json`);
  rmSync(probeFile, { force: true });
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', PROBE, cli, 'mcp', dir], {
    env: { ...process.env, SKILLSCOPE_SCALE_PROBE: probeFile, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const waiting = new Map<number, (msg: { error?: { message: string } }) => void>();
  let buf = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buf += chunk;
    for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
      const msg = JSON.parse(buf.slice(0, nl)) as { id?: number; error?: { message: string } };
      buf = buf.slice(nl + 1);
      if (typeof msg.id === 'number') waiting.get(msg.id)?.(msg);
    }
  });
  const send = (m: object): void => void child.stdin.write(`${JSON.stringify(m)}\n`);
  const ask = (id: number, method: string, params: object) =>
    new Promise<{ error?: { message: string } }>((resolve) => {
      waiting.set(id, resolve);
      send({ jsonrpc: '2.0', id, method, params });
    });
  const init = await ask(1, 'initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'bench', version: '0' },
  });
  const initializeMs = performance.now() - t0;
  if (init.error !== undefined) throw new Error(`initialize failed: ${init.error.message}`);
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  const t1 = performance.now();
  const search = await ask(2, 'tools/call', {
    name: 'search_skills',
    arguments: { any: ['csv', 'database', 'export'], limit: 10 },
  });
  const firstSearchMs = performance.now() - t1;
  if (search.error !== undefined) throw new Error(`search_skills failed: ${search.error.message}`);
  child.stdin.end();
  await new Promise((resolve) => child.on('close', resolve));
  const probe = existsSync(probeFile)
    ? (JSON.parse(readFileSync(probeFile, 'utf8')) as { cpuMicros: number; firstStdoutCpuMicros: number | null })
    : null;
  rmSync(probeFile, { force: true });
  return {
    initializeMs,
    initializeCpuMs: probe?.firstStdoutCpuMicros == null ? Number.NaN : probe.firstStdoutCpuMicros / 1000,
    firstSearchMs,
    cpuMs: probe === null ? Number.NaN : probe.cpuMicros / 1000,
  };
}
