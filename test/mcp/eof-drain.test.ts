/**
 * A client that writes all its requests at once and closes stdin (a script, a CI probe) gets
 * every answer: `skillscope mcp` answers `initialize` before it loads the SDK, so the input can
 * end before the SDK has read the rest; the server closes on end of input only once the requests
 * it read are answered (LineTransport.whenIdle). The transport's bookkeeping is tested alone too.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LineTransport } from '../../src/mcp/stdio.js';
import { REPO_ROOT } from '../helpers/cli.js';

const BIN = path.join(REPO_ROOT, 'dist', 'cli', 'main.js');

const lines = (...messages: unknown[]): string => messages.map((m) => `${JSON.stringify(m)}\n`).join('');

describe('end of input', () => {
  it('every request written before stdin closed is answered', () => {
    const input = lines(
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      {
        jsonrpc: '2.0',
        id: 'three',
        method: 'tools/call',
        params: { name: 'search_skills', arguments: { any: ['csv'] } },
      },
    );
    const r = spawnSync(process.execPath, [BIN, 'mcp', path.join(REPO_ROOT, 'fixtures', 'skills')], {
      input,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(0);
    const ids = r.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { id?: unknown }).id);
    expect(ids).toEqual([1, 2, 'three']);
  });

  it('whenIdle waits for each open request, by id and id type, and not for notifications', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const t = new LineTransport(input, output);
    const seen: unknown[] = [];
    t.onmessage = (m) => seen.push(m);
    await t.start();
    input.write(lines({ jsonrpc: '2.0', id: 1, method: 'ping' }, { jsonrpc: '2.0', id: '1', method: 'ping' }));
    input.write(lines({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    await new Promise((r) => setImmediate(r));
    expect(seen).toHaveLength(3);
    let idle = false;
    void t.whenIdle().then(() => {
      idle = true;
    });
    await t.send({ jsonrpc: '2.0', id: 1, result: {} });
    await new Promise((r) => setImmediate(r));
    expect(idle).toBe(false);
    await t.send({ jsonrpc: '2.0', id: '1', result: {} });
    await new Promise((r) => setImmediate(r));
    expect(idle).toBe(true);
    await expect(t.whenIdle()).resolves.toBeUndefined();
  });
});
