/**
 * Hostile MCP messages to the built binary over raw stdio: each gets the JSON-RPC error its
 * specification names and the server stays up — a line over the 10 MiB message cap (-32600, with
 * its id), a line that is not JSON (-32700), JSON that is no request (-32600), params that do
 * not fit the method (-32602, not -32603), an unknown tool (-32602). After every attack a ping
 * still answers.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topLevelId, MAX_MESSAGE_BYTES } from '../../src/mcp/index.js';
import { skillMd, tempTree } from '../access/helpers.js';
import { BIN } from './harness.js';

type Message = { id?: unknown; result?: unknown; error?: { code: number; data?: Record<string, unknown> } };

class RawClient {
  private buffer = '';
  private readonly messages: Message[] = [];
  private waiters: (() => void)[] = [];
  readonly child: ChildProcessWithoutNullStreams;
  exitCode: number | null = null;

  constructor(root: string) {
    this.child = spawn(process.execPath, ['--max-old-space-size=256', BIN, 'mcp', root], { stdio: 'pipe' });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      let nl: number;
      while ((nl = this.buffer.indexOf('\n')) !== -1) {
        this.messages.push(JSON.parse(this.buffer.slice(0, nl)) as Message);
        this.buffer = this.buffer.slice(nl + 1);
      }
      for (const w of this.waiters.splice(0)) w();
    });
    this.child.on('exit', (code) => {
      this.exitCode = code;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  write(text: string): void {
    this.child.stdin.write(text);
  }

  /** The next message after `from` (an index into the received ones); fails when the server exits first. */
  async next(from: number): Promise<{ message: Message; index: number }> {
    while (this.messages.length <= from) {
      if (this.exitCode !== null) throw new Error(`the server exited with ${this.exitCode}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    return { message: this.messages[from] as Message, index: from + 1 };
  }

  received(): number {
    return this.messages.length;
  }

  /** Sends one line and returns the answer to it. */
  async exchange(line: string): Promise<Message> {
    const at = this.received();
    this.write(`${line}\n`);
    return (await this.next(at)).message;
  }

  async ping(id: number): Promise<void> {
    const answer = await this.exchange(JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' }));
    expect(answer).toMatchObject({ id, result: {} });
  }
}

describe('skillscope mcp under hostile messages', () => {
  let c: RawClient;
  beforeAll(async () => {
    c = new RawClient(tempTree({ 'alpha/SKILL.md': skillMd('alpha', 'Alpha.') }));
    const init = await c.exchange(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
      }),
    );
    expect(init).toMatchObject({ id: 0, result: { serverInfo: { name: 'skillscope' } } });
    c.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  }, 30_000);
  afterAll(() => {
    c?.child.kill();
  });

  it('answers a line over the message cap with -32600 and its id, and keeps serving', async () => {
    const head = `{"jsonrpc":"2.0","id":41,"method":"tools/call","params":{"name":"discover_skills","arguments":{"query":"`;
    const answer = await c.exchange(`${head}${'x'.repeat(MAX_MESSAGE_BYTES + 1024)}"}}}`);
    expect(answer).toMatchObject({ id: 41, error: { code: -32600, data: { reason: 'message-too-large' } } });
    await c.ping(42);
  }, 30_000);

  it('answers a line that is not JSON with -32700 (id null)', async () => {
    expect(await c.exchange('{"jsonrpc":"2.0","id":1,')).toMatchObject({ id: null, error: { code: -32700 } });
    expect(await c.exchange('\u0000\u0001 not json')).toMatchObject({ id: null, error: { code: -32700 } });
    await c.ping(43);
  });

  it('answers JSON that is not a request with -32600, with its id when it has one', async () => {
    expect(await c.exchange('{"jsonrpc":"2.0","id":5,"method":7}')).toMatchObject({ id: 5, error: { code: -32600 } });
    expect(await c.exchange('{"jsonrpc":"1.0","id":"six","method":"ping"}')).toMatchObject({
      id: 'six',
      error: { code: -32600 },
    });
    expect(await c.exchange('[]')).toMatchObject({ id: null, error: { code: -32600 } });
    expect(await c.exchange('"just a string"')).toMatchObject({ id: null, error: { code: -32600 } });
    expect(await c.exchange('{"jsonrpc":"2.0","id":{"nested":1},"method":"ping"}')).toMatchObject({
      id: null,
      error: { code: -32600 },
    });
    await c.ping(44);
  });

  it('answers params that do not fit the method with -32602, an unknown tool too', async () => {
    const call = (id: number, method: string, params: unknown) =>
      c.exchange(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    expect(await call(9, 'initialize', { protocolVersion: 5 })).toMatchObject({ id: 9, error: { code: -32602 } });
    expect(await call(10, 'resources/read', {})).toMatchObject({ id: 10, error: { code: -32602 } });
    expect(await call(11, 'resources/read', { uri: 5 })).toMatchObject({ id: 11, error: { code: -32602 } });
    expect(await call(12, 'tools/call', { arguments: {} })).toMatchObject({ id: 12, error: { code: -32602 } });
    expect(await call(13, 'tools/call', { name: 'no_such_tool', arguments: {} })).toMatchObject({
      id: 13,
      error: { code: -32602 },
    });
    expect(await call(14, 'skills/get', {})).toMatchObject({ id: 14, error: { code: -32602 } });
    expect(await call(15, 'skills/list', { cursor: 'nope' })).toMatchObject({ id: 15, error: { code: -32602 } });
    expect(await call(16, 'resources/list', { cursor: 3 })).toMatchObject({ id: 16, error: { code: -32602 } });
    expect(await call(17, 'no/such/method', {})).toMatchObject({ id: 17, error: { code: -32601 } });
    await c.ping(45);
  });
});

describe('topLevelId', () => {
  it('takes the id of the message, never one inside params, and gives up on a cut value', () => {
    expect(topLevelId('{"jsonrpc":"2.0","id":3,"method":"x"}')).toBe(3);
    expect(topLevelId('{"method":"x","params":{"id":99},"id":"a\\"b"}')).toBe('a"b');
    expect(topLevelId('{"params":{"id":99,"x":"')).toBeNull();
    expect(topLevelId('{"params":["id",1],"id":-7}')).toBe(-7);
    expect(topLevelId('[{"id":1}]')).toBeNull();
    expect(topLevelId('{"id":12')).toBeNull();
    expect(topLevelId('{"note":"id","id":true}')).toBeNull();
  });
});
