/**
 * What `skillscope mcp` loads before it answers `initialize`: the answer needs the catalog only, so
 * neither the SDK (zod, ajv) nor the search index's modules (the analyzers) may load before it —
 * each was tens of ms of CPU of a start whose target is 300 ms (docs/benchmarks-log.md). Runs the
 * built CLI with a preloaded hook that notes every module load (test/helpers/loads-before-reply.mjs).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

const BIN = path.join(REPO_ROOT, 'dist', 'cli', 'main.js');
const HOOK = path.join(REPO_ROOT, 'test', 'helpers', 'loads-before-reply.mjs');

const INITIALIZE = `${JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
})}\n`;

describe('the MCP start', () => {
  it('answers initialize before the SDK and the search modules load', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'skillscope-loads-'));
    try {
      const file = path.join(dir, 'loads.txt');
      const r = spawnSync(
        process.execPath,
        ['--import', HOOK, BIN, 'mcp', path.join(REPO_ROOT, 'fixtures', 'skills')],
        {
          input: INITIALIZE,
          encoding: 'utf8',
          timeout: 60_000,
          env: { ...process.env, SKILLSCOPE_LOADS_FILE: file },
        },
      );
      expect(r.stdout).toContain('"instructions"');
      const lines = readFileSync(file, 'utf8').split('\n');
      const marker = lines.indexOf('--- first write');
      expect(marker).toBeGreaterThan(0);
      const before = lines.slice(0, marker).map((u) => u.replace(/^file:\/\/.*?\/(dist|node_modules)\//, '$1/'));
      expect(before).toContain('dist/access/catalog.js');
      const early = before.filter((u) =>
        /@modelcontextprotocol|\/zod\/|\/ajv\/|dist\/(access\/search|route\/|mcp\/(server|tools|index))/.test(u),
      );
      expect(early).toEqual([]);
      // They do load afterwards (the server and its search index).
      expect(lines.slice(marker).some((u) => u.endsWith('dist/access/search.js'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
