/**
 * The answer to `initialize` written before the SDK is loaded (src/mcp/initialize.ts) against the
 * SDK's own: each request goes to the SDK server over the stdio transport and to the quick path,
 * and where the quick path answers, the two lines are byte-identical; requests it cannot vouch
 * for are left to the SDK. Then the first line read before the transport (first-line.ts): the
 * transport gets every message, in order, however the bytes were split.
 */
import { PassThrough } from 'node:stream';
import { LATEST_PROTOCOL_VERSION as SDK_LATEST, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { buildCatalog, createSession, parseSources } from '../../src/access/index.js';
import {
  createSkillServer,
  LATEST_PROTOCOL_VERSION,
  LineTransport,
  mcpCatalogOptions,
  PROTOCOL_VERSIONS,
  quickInitializeReply,
  readFirstLine,
  serverInstructions,
} from '../../src/mcp/index.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { mulberry32 } from '../../src/base/random.js';

const ROOT = `${REPO_ROOT}/fixtures/skills`;
const NO_STATE = { dir: null, tried: [] };

/** The first line the SDK server writes for `line`. */
async function sdkReply(line: string): Promise<string> {
  const session = createSession(parseSources([], [ROOT], '/'), NO_STATE, { catalogFirst: true });
  const server = createSkillServer(session, { version: '1.2.3', catalog: mcpCatalogOptions() });
  const input = new PassThrough();
  const output = new PassThrough();
  await server.connect(new LineTransport(input, output));
  const reply = new Promise<string>((resolve) => {
    let text = '';
    output.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n') + 1));
    });
  });
  input.write(`${line}\n`);
  const out = await reply;
  await server.close();
  return out;
}

function quick(line: string): string | null {
  const session = createSession(parseSources([], [ROOT], '/'), NO_STATE, { catalogFirst: true });
  return quickInitializeReply(
    line,
    serverInstructions(buildCatalog(session.catalogView(), mcpCatalogOptions())),
    '1.2.3',
  );
}

const base = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '0' } },
};
const withParams = (params: Record<string, unknown>) => ({ ...base, params: { ...base.params, ...params } });

/** Requests the quick path answers. */
const ANSWERED = [
  base,
  { ...base, id: 'a-string-id' },
  { ...base, id: 0 },
  withParams({ protocolVersion: '2024-11-05' }),
  withParams({ protocolVersion: '1999-01-01' }),
  withParams({ protocolVersion: SDK_LATEST }),
  withParams({ capabilities: { roots: { listChanged: true }, sampling: {}, elicitation: {} } }),
  withParams({ capabilities: { elicitation: { form: { applyDefaults: true }, url: {} }, sampling: { tools: {} } } }),
  withParams({ capabilities: { experimental: { x: {} }, extensions: { 'io.modelcontextprotocol/skills': {} } } }),
  withParams({ capabilities: { somethingNew: 42 } }),
  withParams({ clientInfo: { name: 'claude-code', title: 'Claude Code', version: '2.0.1', websiteUrl: 'https://x' } }),
  withParams({ extra: 'stripped by the schema' }),
];

/** Requests left to the SDK (some it accepts, some it refuses). */
const LEFT = [
  { ...base, id: 1.5 },
  { ...base, id: null },
  { ...base, extra: true },
  { ...base, jsonrpc: '1.0' },
  { ...base, method: 'ping' },
  { ...base, params: undefined },
  withParams({ _meta: { progressToken: 1 } }),
  withParams({ protocolVersion: 5 }),
  withParams({ capabilities: [] }),
  withParams({ capabilities: { roots: { listChanged: 'yes' } } }),
  withParams({ capabilities: { tasks: {} } }),
  withParams({ capabilities: { experimental: { x: 1 } } }),
  withParams({ clientInfo: { name: 'c' } }),
  withParams({ clientInfo: { name: 'c', version: '0', icons: [] } }),
];

describe('initialize before the SDK', () => {
  it('pins the protocol versions to the SDK', () => {
    expect(PROTOCOL_VERSIONS).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
    expect(LATEST_PROTOCOL_VERSION).toBe(SDK_LATEST);
  });

  it.each(ANSWERED.map((r) => [JSON.stringify(r)]))('answers %s as the SDK does', async (line) => {
    const mine = quick(line);
    expect(mine).not.toBeNull();
    expect(mine).toBe(await sdkReply(line));
  });

  it.each(LEFT.map((r) => [JSON.stringify(r)]))('leaves %s to the SDK', (line) => {
    expect(quick(line)).toBeNull();
  });

  it('leaves lines that are not JSON objects to the SDK', () => {
    for (const line of ['', 'not json', '[]', '{"jsonrpc":"2.0"', 'null']) expect(quick(line)).toBeNull();
  });

  it('answers random mixes of fields byte for byte as the SDK, or leaves them', async () => {
    const rng = mulberry32(26);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
    const values = [undefined, {}, [], 1, 'x', true, null, { listChanged: true }, { form: {} }, { a: {} }];
    let answered = 0;
    for (let i = 0; i < 60; i++) {
      const capabilities: Record<string, unknown> = {};
      for (const k of ['roots', 'sampling', 'elicitation', 'experimental', 'extensions', 'other'])
        if (rng() < 0.4) capabilities[k] = pick(values);
      const request = withParams({
        capabilities,
        protocolVersion: pick([...SUPPORTED_PROTOCOL_VERSIONS, 'old']),
        clientInfo: { name: 'c', version: '0', ...(rng() < 0.3 ? { title: pick(['t', 1]) } : {}) },
      });
      const line = JSON.stringify(request);
      const mine = quick(line);
      if (mine === null) continue;
      answered++;
      expect(mine).toBe(await sdkReply(line));
    }
    expect(answered).toBeGreaterThan(5);
  });
});

describe('the first line, then the transport', () => {
  const lines = [
    JSON.stringify(base),
    '{"jsonrpc":"2.0","method":"notifications/initialized"}',
    '{"jsonrpc":"2.0","id":2,"method":"ping"}',
  ];
  const text = `${lines.join('\r\n')}\n`;

  it.each([1, 3, 7, 64, text.length])(
    'reads the first line and hands every other byte on (chunks of %i)',
    async (size) => {
      const input = new PassThrough();
      for (let i = 0; i < text.length; i += size) input.write(text.slice(i, i + size));
      const first = await readFirstLine(input);
      expect(first.line).toBe(lines[0]);
      expect(Buffer.concat(first.read).toString()).toBe(text.slice(0, Buffer.concat(first.read).length));
      const got: unknown[] = [];
      const transport = new LineTransport(input, new PassThrough(), undefined, first.rest);
      transport.onmessage = (m) => got.push(m);
      await transport.start();
      await new Promise((resolve) => setImmediate(resolve));
      expect(got).toEqual(lines.slice(1).map((l) => JSON.parse(l)));
    },
  );

  it('gives up on a first line over its cap and on an ended stream', async () => {
    const long = new PassThrough();
    long.write('x'.repeat(100));
    expect((await readFirstLine(long, 50)).line).toBeNull();
    const ended = new PassThrough();
    ended.end('{"no newline":1}');
    const first = await readFirstLine(ended);
    expect(first.line).toBeNull();
    expect(Buffer.concat(first.read).toString()).toBe('{"no newline":1}');
  });
});
