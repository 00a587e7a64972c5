/**
 * Seeded generator of strings that mix the character classes the split patterns care about
 * (letters of many scripts and cases, marks, digits, whitespace incl. CRLF and tabs, emoji
 * with ZWJ and skin tones, code, URLs, contractions, special-token text). Deterministic for a
 * seed so that a failure can be replayed: every test prints the seed it used.
 */

import { mulberry32 } from '../../bench/rng.js';

/** The shared seeded PRNG (bench/rng.ts). */
export const rng = mulberry32;

const WORDS = [
  'the',
  'skill',
  'Token',
  'COUNT',
  'loading',
  'description',
  'iPhone',
  'McDonald',
  'HTTPServer',
  'naïve',
  'Straße',
  'ǅungla',
  'déjà',
  'ÉCOLE',
  'ſtraight',
  'ʰello',
  'Ωmega',
  'привет',
  'Москва',
  'ελληνικά',
];
const CJK = [
  '中文',
  '的一是不了人我在有',
  '技能描述',
  '分词器测试',
  '日本語',
  'ひらがな',
  'カタカナ',
  'テスト',
  '한국어',
  '안녕하세요',
  '토큰',
];
const RTL = ['مرحبا', 'العربية', 'كتاب', 'שלום'];
const INDIC = ['नमस्ते', 'हिन्दी', 'क्षत्रिय', 'தமிழ்', 'ภาษาไทย'];
const EMOJI = ['😀', '👍🏽', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🇫🇷', '❤️', '🧑🏿‍💻', '✋🏻', '🙂🙃', '⭐'];
const MARKS = ['\u0301', '\u0308', 'e\u0301', 'a\u030a\u0323', '\u093f', '\u20dd', '\u0e34'];
const DIGITS = [
  '0',
  '7',
  '42',
  '123',
  '2024',
  '31415',
  '271828',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '٣٤٥',
  '１２３',
  '²³',
  'Ⅻ',
  '½',
  '৩',
];
const SPACES = [
  ' ',
  '  ',
  '   ',
  '    ',
  '\t',
  '\t\t',
  '\n',
  '\n\n',
  '\r\n',
  '\r\n\r\n',
  ' \n',
  '\n ',
  ' \t ',
  '\u00a0',
  '\u3000',
  '\u2009',
  '\u0085',
  '\r',
  '        ',
];
const PUNCT = [
  '\uFEFF',
  '.',
  ',',
  '!',
  '?',
  '...',
  '--',
  '—',
  '“',
  '”',
  '«»',
  '()',
  '{}',
  '[]',
  '<>',
  '/',
  '//',
  '\\',
  '#',
  '##',
  '*',
  '**',
  '`',
  '```',
  '|',
  '@',
  '$',
  '%',
  '^',
  '&',
  '~',
  '=>',
  '->',
  '::',
  ';',
  ':',
  '"',
  "'",
  '・',
  '。',
  '，',
  '、',
];
const CONTRACTIONS = ["'s", "'t", "'re", "'ve", "'m", "'ll", "'d", "'S", "'LL", "'Re", "n't", "'x", "'"];
const CODE = [
  'const x = f(a, b);',
  'if (n > 0) {\n  return n;\n}',
  'def main():\n    pass',
  '<div class="a">',
  'SELECT * FROM t;',
  '$ npm run build',
  '#!/usr/bin/env node',
  'a_b_c',
  'camelCaseName',
  'snake_case_name',
  '0xFF',
];
const URLS = [
  'https://example.com/a/b?c=1&d=2',
  'http://localhost:8080/',
  'mailto:someone@example.org',
  'file:///tmp/x.md',
  'www.example.co.uk/path#frag',
];
const LONG = [
  'Pneumonoultramicroscopicsilicovolcanoconiosis',
  'a'.repeat(80),
  'ab'.repeat(60),
  'x'.repeat(300),
  '中'.repeat(40),
  'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ',
  '1'.repeat(25),
  ' '.repeat(70),
  '-'.repeat(50),
  '🙂'.repeat(12),
];
const SPECIALS = ['<|endoftext|>', '<|fim_prefix|>', '<|endofprompt|>', '<|', '|>'];

/** Classes, with weights (relative frequency in generated strings). */
const CLASSES: readonly [readonly string[], number][] = [
  [WORDS, 8],
  [CJK, 4],
  [RTL, 2],
  [INDIC, 2],
  [EMOJI, 2],
  [MARKS, 2],
  [DIGITS, 4],
  [SPACES, 8],
  [PUNCT, 5],
  [CONTRACTIONS, 3],
  [CODE, 1],
  [URLS, 1],
  [LONG, 0.5],
  [SPECIALS, 0.5],
];
const TOTAL_WEIGHT = CLASSES.reduce((sum, [, w]) => sum + w, 0);

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function pickClass(next: () => number): readonly string[] {
  let x = next() * TOTAL_WEIGHT;
  for (const [items, w] of CLASSES) {
    if ((x -= w) < 0) return items;
  }
  return WORDS;
}

/** One string of 1–`maxParts` fragments; fragments are sometimes case-flipped or cut. */
export function randomText(next: () => number, maxParts = 12): string {
  const parts = 1 + Math.floor(next() * maxParts);
  let out = '';
  for (let i = 0; i < parts; i++) {
    let frag = pick(next, pickClass(next));
    const r = next();
    if (r < 0.08) frag = frag.toUpperCase();
    else if (r < 0.12) frag = frag.toLowerCase();
    else if (r < 0.16) frag = [...frag].slice(0, 1 + Math.floor(next() * 3)).join('');
    out += frag;
  }
  return out;
}

/** `count` strings from `seed`. */
export function randomTexts(seed: number, count: number, maxParts = 12): string[] {
  const next = rng(seed);
  return Array.from({ length: count }, () => randomText(next, maxParts));
}

/** A seed for this run: SKILLSCOPE_SEED if set (to replay a failure), else a fixed default. */
export function testSeed(fallback: number): number {
  const fromEnv = process.env['SKILLSCOPE_SEED'];
  return fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : fallback;
}
