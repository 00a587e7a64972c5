/**
 * The prompt model of `skillscope cost`: what one model call's input is made of, and how a chat
 * grows from call to call. Everything here is a named constant or a pure function, so the
 * figures can be recomputed by hand (test/cost/recompute.test.ts does).
 *
 * A request is a chat. Call 1 holds two messages: the system message (SYSTEM_PROMPT plus the
 * strategy's context block: bodies, the index, a host listing, the bounded catalog) and the
 * user message (the request). Every further call re-sends the whole chat so far plus two
 * messages: the assistant's tool call (`callText`) and the tool's result (a body, a discover
 * page, a search page, an inspection). So input(call i+1) = input(call i) + 2 × FRAME + call +
 * result: later rounds carry the earlier ones, as a chat API bills them.
 *
 * Each block is tokenised on its own and the counts are summed: no separator between blocks
 * is charged (a seam costs at most a token or so either way). That keeps one identity exact:
 * full_all = the audit's body total + BASE overhead + the request's tokens.
 *
 * Framing: MESSAGE_FRAME_TOKENS per message and REPLY_PRIMER_TOKENS per call are the counts
 * OpenAI publishes for its chat models' message framing; other providers differ by a few
 * tokens per message — small next to any context block.
 */
import type { Encoding } from '../tokenizer/types.js';

/** The system instruction every strategy sends (its tokens are part of the per-request overhead). */
export const SYSTEM_PROMPT =
  'You are an agent with skills. When a skill applies to the request, follow its instructions.';

/** Tokens of framing per chat message (role and separators). */
export const MESSAGE_FRAME_TOKENS = 3;
/** Tokens that prime the assistant's reply, once per call. */
export const REPLY_PRIMER_TOKENS = 3;

/** Largest number of bodies a reading strategy opens per request unless told otherwise. Default 4. */
export const DEFAULT_MAX_OPENS = 4;
/** Description cut of the `index` strategy, code points. Default 240. */
export const INDEX_DESCRIPTION_CUT = 240;
/** Tokens of the final answer of each request unless `--output-tokens` says otherwise (an assumption, not a measurement). */
export const DEFAULT_OUTPUT_TOKENS = 300;
/** Candidates the `search` flow inspects before loading: two to five are usually enough. Default 3. */
export const SEARCH_INSPECT_REFS = 3;
/** Seed of the one shuffle that orders the distractors of `full_k`: fixed, so every machine draws the same pool. */
export const FULL_K_SEED = 20261013;
/** Default verdict tolerance: the cheapest strategy within this many points of the best reach. */
export const DEFAULT_WITHIN_POINTS = 5;

/** The per-request overhead of call 1 before any context block: system prompt + framing of two messages + primer. */
export interface Overhead {
  readonly systemPromptTokens: number;
  readonly messageFrameTokens: number;
  readonly replyPrimerTokens: number;
  /** systemPromptTokens + 2 × messageFrameTokens + replyPrimerTokens. */
  readonly base: number;
}

export function overheadFor(encoding: Pick<Encoding, 'count'>): Overhead {
  const systemPromptTokens = encoding.count(SYSTEM_PROMPT);
  return {
    systemPromptTokens,
    messageFrameTokens: MESSAGE_FRAME_TOKENS,
    replyPrimerTokens: REPLY_PRIMER_TOKENS,
    base: systemPromptTokens + 2 * MESSAGE_FRAME_TOKENS + REPLY_PRIMER_TOKENS,
  };
}

/** What the assistant writes to call a tool: the tool name and its JSON arguments. */
export function callText(tool: string, args: Readonly<Record<string, unknown>>): string {
  return `${tool} ${JSON.stringify(args)}`;
}

/** One model call: its input tokens, the part of them a prompt cache could serve, its output tokens. */
export interface ModelCall {
  readonly input: number;
  /** Tokens of a prefix seen before: call 1's system message (the same for every request); call i+1's whole call i. */
  readonly cacheable: number;
  readonly output: number;
}

/**
 * A chat being built. `start` is call 1; each `step` is the tool call the previous call made
 * (its output) and the result coming back, and opens the next call. `finish` sets the answer's
 * output tokens on the last call.
 */
export class Chat {
  private readonly done: ModelCall[] = [];
  /** The tool calls made, as the assistant wrote them (`callText`), in order. */
  readonly actions: string[] = [];
  private input: number;
  private readonly firstCacheable: number;
  private cacheable: number;

  constructor(overhead: Overhead, contextTokens: number, requestTokens: number) {
    this.input = overhead.base + contextTokens + requestTokens;
    this.firstCacheable = overhead.systemPromptTokens + contextTokens + overhead.messageFrameTokens;
    this.cacheable = this.firstCacheable;
  }

  /** The current call writes `action` (`callTokens` out) and gets `resultTokens` back; a new call starts. */
  step(action: string, callTokens: number, resultTokens: number): void {
    this.actions.push(action);
    this.done.push({ input: this.input, cacheable: this.cacheable, output: callTokens });
    this.cacheable = this.input;
    this.input += 2 * MESSAGE_FRAME_TOKENS + callTokens + resultTokens;
  }

  /** Input tokens of the call in progress. */
  get currentInput(): number {
    return this.input;
  }

  finish(outputTokens: number): ModelCall[] {
    return [...this.done, { input: this.input, cacheable: this.cacheable, output: outputTokens }];
  }
}
