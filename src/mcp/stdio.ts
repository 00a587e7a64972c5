/**
 * The stdio transport of `skillscope mcp`: newline-delimited JSON-RPC on standard input/output,
 * like the SDK's StdioServerTransport, with the errors JSON-RPC names instead of silence:
 * - a line longer than MAX_MESSAGE_BYTES is skipped to its end and answered -32600 (Invalid
 *   Request; its `id` when the line's start shows one) — the SDK's transport closed the server
 *   on the first such line and exited 0 without a word;
 * - a line that is not JSON is answered -32700 (Parse error, id null);
 * - JSON that is not a JSON-RPC message is answered -32600 (its id when it has a usable one);
 *   a malformed *response* gets no answer (JSON-RPC never answers a response).
 * Memory stays bounded by the cap: an over-long line is dropped as it streams in.
 */
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** Longest message line, bytes: the SDK's own stdio buffer limit (10 MiB). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** How much of an over-long line is kept to find its `id`, bytes. */
const ID_SCAN_BYTES = 64 * 1024;

type Id = string | number | null;

/**
 * The top-level `id` of a JSON object's text (possibly cut short), or null: a scan that tracks
 * strings and nesting, so an `"id"` inside `params` is never taken for the request's.
 */
export function topLevelId(text: string): Id {
  let depth = 0;
  let i = 0;
  let lastKey: string | null = null;
  let expectKey = false;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) return null;
      const s = text.slice(i, j + 1);
      if (depth === 1 && expectKey) {
        try {
          lastKey = JSON.parse(s) as string;
        } catch {
          return null;
        }
        expectKey = false;
      } else if (depth === 1 && lastKey === 'id') {
        try {
          return JSON.parse(s) as string;
        } catch {
          return null;
        }
      }
      i = j + 1;
      continue;
    }
    if (c === '{' || c === '[') {
      depth++;
      if (depth === 1) expectKey = c === '{';
    } else if (c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 1) {
      expectKey = true;
      lastKey = null;
    } else if (depth === 1 && lastKey === 'id' && /[-0-9]/.test(c)) {
      const m = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/.exec(text.slice(i, i + 32));
      return m !== null && m[0].length < text.length - i ? Number(m[0]) : null;
    }
    i++;
  }
  return null;
}

/** A request id as a Set key: 1 and "1" are different ids. */
function idKey(id: unknown): string {
  return `${typeof id}:${String(id)}`;
}

function usableId(v: unknown): Id {
  return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? v : null;
}

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** True while skipping the rest of an over-long line. */
  private discarding = false;
  private started = false;
  private closed = false;
  /** Requests read and not yet answered (by `typeof id` + id), for `whenIdle`. */
  private readonly inflight = new Set<string>();
  private idleWaiters: (() => void)[] = [];

  /**
   * @param before bytes already taken from `input` (first-line.ts read the client's first line
   *   before the SDK was loaded): read first, as if they came from the stream.
   */
  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly maxBytes: number = MAX_MESSAGE_BYTES,
    private readonly before: readonly Buffer[] = [],
  ) {}

  private readonly onData = (chunk: Buffer | string): void => {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let start = 0;
    for (let nl = buf.indexOf(10, start); nl !== -1; nl = buf.indexOf(10, start)) {
      this.take(buf.subarray(start, nl), true);
      start = nl + 1;
    }
    if (start < buf.length) this.take(buf.subarray(start), false);
  };

  private readonly onError = (err: Error): void => this.onerror?.(err);

  /** A piece of a line; `ends` when a newline followed it. */
  private take(piece: Buffer, ends: boolean): void {
    if (this.discarding) {
      if (ends) this.discarding = false;
      return;
    }
    if (this.pendingBytes + piece.length > this.maxBytes) {
      const head = Buffer.concat([...this.pending, piece.subarray(0, ID_SCAN_BYTES)])
        .subarray(0, ID_SCAN_BYTES)
        .toString('utf8');
      this.pending = [];
      this.pendingBytes = 0;
      this.discarding = !ends;
      this.reply(topLevelId(head), ErrorCode.InvalidRequest, `message over ${this.maxBytes} bytes: not read`, {
        reason: 'message-too-large',
        limitBytes: this.maxBytes,
      });
      return;
    }
    if (!ends) {
      this.pending.push(piece);
      this.pendingBytes += piece.length;
      return;
    }
    const line = (this.pending.length === 0 ? piece : Buffer.concat([...this.pending, piece]))
      .toString('utf8')
      .replace(/\r$/, '');
    this.pending = [];
    this.pendingBytes = 0;
    if (line.trim() !== '') this.handleLine(line);
  }

  private handleLine(line: string): void {
    let data: unknown;
    try {
      data = JSON.parse(line);
    } catch {
      this.reply(null, ErrorCode.ParseError, 'parse error: the line is not JSON');
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(data);
    if (parsed.success) {
      const message = parsed.data as Record<string, unknown>;
      if ('method' in message && 'id' in message) this.inflight.add(idKey(message['id']));
      this.onmessage?.(parsed.data);
      return;
    }
    const obj =
      typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
    if (obj !== undefined && !('method' in obj) && ('result' in obj || 'error' in obj)) {
      this.onerror?.(new Error('a malformed JSON-RPC response was dropped'));
      return;
    }
    const why = Array.isArray(data) ? 'batches are not supported' : 'not a JSON-RPC 2.0 request or notification';
    this.reply(usableId(obj?.['id']), ErrorCode.InvalidRequest, `invalid request: ${why}`);
  }

  private reply(id: Id, code: number, message: string, data?: Record<string, unknown>): void {
    // id null is JSON-RPC's "could not tell"; the SDK's message type wants a string or number.
    void this.write({ jsonrpc: '2.0', id, error: { code, message, ...(data !== undefined ? { data } : {}) } });
  }

  private write(message: unknown): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async start(): Promise<void> {
    if (this.started) throw new Error('LineTransport already started');
    this.started = true;
    for (const chunk of this.before) this.onData(chunk);
    this.input.on('data', this.onData);
    this.input.on('error', this.onError);
    // A stream paused by first-line.ts does not resume when a 'data' listener is added.
    this.input.resume();
  }

  send(message: JSONRPCMessage): Promise<void> {
    const sent = message as Record<string, unknown>;
    if (!('method' in sent) && 'id' in sent && this.inflight.delete(idKey(sent['id'])) && this.inflight.size === 0)
      this.wakeIdle();
    return this.write(message);
  }

  /**
   * Resolves once every request read so far has been answered (at once when none is open). The
   * server closes on the end of its input only then: a client that writes its requests and closes
   * stdin (a script, a test) still gets every answer, even when the input ended before the SDK
   * had loaded and read them (cli/commands/mcp.ts).
   */
  whenIdle(): Promise<void> {
    if (this.inflight.size === 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private wakeIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('error', this.onError);
    if (this.input.listenerCount('data') === 0) this.input.pause();
    this.pending = [];
    this.wakeIdle();
    this.onclose?.();
  }
}
