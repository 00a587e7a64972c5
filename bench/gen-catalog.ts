/**
 * Deterministic synthetic skill catalogs and requests for bench/route.bench.ts.
 *
 * Same seed ⇒ same catalog, on every machine (mulberry32 PRNG, no Math.random). Words are
 * pseudo-words built from syllables, drawn Zipf–Mandelbrot: P(rank r) ∝ 1 / (r + ZIPF_OFFSET).
 * The offset stands for the head of natural-language Zipf — function words — which the
 * analyzer drops as stop words; without it the top pseudo-word would sit in almost every
 * description, which no real catalog has once stop words are gone. The vocabulary grows with
 * the catalog as Heaps' law says text vocabularies do (V = HEAPS_K · tokens^HEAPS_BETA), so
 * 100k skills are not 10k skills repeated with ten times longer postings. Each skill is a name of 2–3 words and a description of ~40 words
 * (~300 bytes, so 10k skills ≈ 3 MB of catalog text, as in the issue's orientation numbers);
 * bodies are left empty because the bench routes on the catalog condition.
 *
 * Requests mix 2–4 words taken from one target skill's description with 1–3 Zipf words, so
 * most requests have a right answer and touch both rare and common postings.
 */
import type { RouteSkill } from '../src/route/index.js';

/** Heaps' law constants for the vocabulary size (typical English values: K 10–100, β 0.4–0.6). */
export const HEAPS_K = 25;
export const HEAPS_BETA = 0.6;
/** Zipf–Mandelbrot rank offset (see header). */
export const ZIPF_OFFSET = 100;
const DESCRIPTION_WORDS = 40;

/** Vocabulary size for a catalog of `skillCount` descriptions. */
export function heapsVocabulary(skillCount: number): number {
  return Math.round(HEAPS_K * (skillCount * DESCRIPTION_WORDS) ** HEAPS_BETA);
}

import { mulberry32 } from './rng.js';

export { mulberry32 };

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'w',
  'z',
  'br',
  'cl',
  'dr',
  'st',
  'tr',
  'sh',
  'ch',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou', 'ea'];
const CODAS = ['', 'n', 'r', 'l', 's', 't', 'x', 'm'];

/** `size` distinct pseudo-words (the i-th word is the i-th most frequent). */
export function vocabulary(size: number, seed = 1): string[] {
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const out = new Set<string>();
  while (out.size < size) {
    const syllables = 1 + Math.floor(rnd() * 3);
    let w = '';
    for (let s = 0; s < syllables; s++) w += pick(ONSETS) + pick(VOWELS) + pick(CODAS);
    if (w.length >= 3) out.add(w);
  }
  return [...out];
}

/** Sampler of word ranks with P(rank r) ∝ 1 / (r + ZIPF_OFFSET). */
function zipfSampler(size: number, rnd: () => number): () => number {
  const cdf = new Float64Array(size);
  let total = 0;
  for (let r = 0; r < size; r++) cdf[r] = total += 1 / (r + ZIPF_OFFSET);
  return () => {
    const u = rnd() * total;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cdf[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export interface GeneratedBench {
  readonly skills: RouteSkill[];
  readonly queries: string[];
  /** Index of the skill each request was drawn from. */
  readonly targets: number[];
  /** Bytes of catalog text (name + description), UTF-8 = ASCII here. */
  readonly bytes: number;
}

export function generateCatalog(
  skillCount: number,
  queryCount: number,
  seed = 42,
  vocabSize = heapsVocabulary(skillCount),
): GeneratedBench {
  const vocab = vocabulary(vocabSize, seed);
  const rnd = mulberry32(seed * 7919 + skillCount);
  const zipf = zipfSampler(vocab.length, rnd);
  const word = (): string => vocab[zipf()] as string;
  const skills: RouteSkill[] = [];
  const descWords: string[][] = [];
  let bytes = 0;
  for (let i = 0; i < skillCount; i++) {
    const nameWords = 2 + Math.floor(rnd() * 2);
    const name = `${Array.from({ length: nameWords }, word).join('-')}-${i.toString(36)}`;
    const words = Array.from({ length: DESCRIPTION_WORDS - 5 + Math.floor(rnd() * 10) }, word);
    descWords.push(words);
    const description = `${words.join(' ')}.`;
    bytes += name.length + 1 + description.length;
    skills.push({ name, description, body: '' });
  }
  const queries: string[] = [];
  const targets: number[] = [];
  for (let q = 0; q < queryCount; q++) {
    const t = Math.floor(rnd() * skillCount);
    const own = descWords[t] as string[];
    const parts: string[] = [];
    const fromTarget = 2 + Math.floor(rnd() * 3);
    for (let k = 0; k < fromTarget; k++) parts.push(own[Math.floor(rnd() * own.length)] as string);
    const noise = 1 + Math.floor(rnd() * 3);
    for (let k = 0; k < noise; k++) parts.push(word());
    queries.push(parts.join(' '));
    targets.push(t);
  }
  return { skills, queries, targets, bytes };
}
