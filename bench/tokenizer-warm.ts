/**
 * Warm throughput for bench/tokenizer.bench.ts (tinybench): every library counts the whole
 * corpus, one call per document, pass after pass, in one process, each in its DEFAULT
 * configuration — gpt-tokenizer keeps its merge cache (100,000 pieces by default) between
 * passes, @dqbd/tiktoken is used as it is (no count API: `encode(text).length`), skillscope
 * keeps its own bounded piece cache. A plain UTF-8 byte scan of the same documents gives the
 * ceiling: how close a counter gets to reading the text once.
 *
 * Clock: CPU time of this process (user + system). All three tokenizers are single-threaded,
 * so this measures the same work, and it keeps the figures usable on a shared machine.
 */
import { Bench } from 'tinybench';
import type { Tiktoken } from '@dqbd/tiktoken';
import type { Corpus } from './tokenizer-corpus.js';

export type Encoding2 = 'cl100k_base' | 'o200k_base';

/** The part of gpt-tokenizer's per-encoding module used here. */
interface GptTokenizer {
  countTokens(text: string, options?: { disallowedSpecial: Set<string> }): number;
}

export interface WarmRow {
  corpus: string;
  encoding: Encoding2;
  /** MB/s of UTF-8. */
  ours: number;
  gpt: number;
  tiktoken: number;
  scan: number;
}

function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** UTF-8 length of `text` by one pass over its code units: the "plain byte scan". */
export function utf8Scan(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? 2 : 3; // a pair = 2 + 2
  }
  return n;
}

export async function warm(corpus: Corpus, encoding: Encoding2, iterations: number, warmup: number): Promise<WarmRow> {
  const ours = (await import('../src/tokenizer/index.js')).getEncoding(encoding);
  const tk: Tiktoken = (await import('@dqbd/tiktoken')).get_encoding(encoding);
  const gpt = (await import(`gpt-tokenizer/encoding/${encoding}`)) as GptTokenizer;
  const noSpecial = { disallowedSpecial: new Set<string>() };
  const docs = corpus.docs.map((d) => d.text);
  const pass = (f: (t: string) => number) => () => {
    let n = 0;
    for (const t of docs) n += f(t);
    if (n < 0) throw new Error('unreachable');
  };
  const tasks: Record<string, () => void> = {
    skillscope: pass((t) => ours.count(t)),
    'gpt-tokenizer': pass((t) => gpt.countTokens(t, noSpecial)),
    tiktoken: pass((t) => tk.encode(t, [], []).length),
    scan: pass(utf8Scan),
  };
  const bench = new Bench({ time: 0, iterations, warmup: true, warmupIterations: warmup, warmupTime: 0, now: cpuNow });
  for (const [name, fn] of Object.entries(tasks)) bench.add(name, fn);
  await bench.run();
  tk.free();
  const mbps = (name: string) => {
    const result = bench.tasks.find((t) => t.name === name)!.result as { latency?: { p50?: number; mean: number } };
    return result.latency ? corpus.bytes / 1e6 / ((result.latency.p50 ?? result.latency.mean) / 1000) : NaN;
  };
  return {
    corpus: corpus.name,
    encoding,
    ours: mbps('skillscope'),
    gpt: mbps('gpt-tokenizer'),
    tiktoken: mbps('tiktoken'),
    scan: mbps('scan'),
  };
}
