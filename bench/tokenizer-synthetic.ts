/**
 * SYNTHETIC text generators (a secondary, labelled row of bench/tokenizer.bench.ts; the headline
 * rows use real text, bench/tokenizer-corpus.ts): English markdown with a Zipf word
 * distribution and ~10 % coined words (vocabulary misses), CJK-heavy markdown, and short
 * description-like strings. Same seed, same text, on every machine.
 */

/** Short strings: length range in characters. */
export const SHORT_MIN = 100;
export const SHORT_MAX = 400;

import { mulberry32 } from './rng.js';

/** The shared seeded PRNG (bench/rng.ts). */
export const rng = mulberry32;

/** Index in [0, n) with a Zipf-like distribution (rank^-1.07), as word frequencies have. */
export function zipf(next: () => number, n: number): number {
  return Math.min(n - 1, Math.floor((n + 1) ** next() - 1));
}

const COMMON = `the of and to a in is you that it for on with as are this be use when your or by from can will an
not file skill if at have all should each any which more do one must only so their but these into how than other
what then them also some may such who no has its our about after there output user first agent model data text
before new make used using read write run check example description name instructions context tokens budget
script reference asset template resource directory folder frontmatter markdown section heading list table code
block command option value default error warning message result report summary request response query search
index score rank match document page line word character number string array object field key type schema json
yaml config setting environment variable path url link image font test case suite step task plan review change
commit branch release version build deploy install package module function class method parameter argument return
format convert extract generate create update delete list show open close save load parse validate verify compare
analyze measure count estimate limit threshold window cache memory performance latency throughput benchmark`.split(
  /\s+/,
);

const SYLLABLES =
  'ka ri to mo ne sa lu vi pe dro gran stel mor qua zen fla bri cor dex tiv ent ion ous able ment ing ly er est pre sub inter trans'.split(
    ' ',
  );

function coinedWord(next: () => number): string {
  let w = '';
  const n = 2 + Math.floor(next() * 3);
  for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
  return w;
}

function englishWord(next: () => number): string {
  const r = next();
  let w =
    r < 0.88
      ? COMMON[zipf(next, COMMON.length)]!
      : r < 0.96
        ? coinedWord(next)
        : String(Math.floor(next() * 10 ** (1 + Math.floor(next() * 5))));
  const c = next();
  if (c < 0.05) w = w[0]!.toUpperCase() + w.slice(1);
  else if (c < 0.07) w = w.toUpperCase();
  else if (c < 0.09) w = `\`${w}\``;
  else if (c < 0.1) w = `**${w}**`;
  return w;
}

function englishSentence(next: () => number, words: number): string {
  const parts: string[] = [];
  for (let i = 0; i < words; i++) parts.push(englishWord(next));
  let s = parts.join(' ');
  s = s[0]!.toUpperCase() + s.slice(1);
  const p = next();
  return (
    s +
    (p < 0.75
      ? '.'
      : p < 0.85
        ? ':'
        : p < 0.92
          ? '?'
          : ` (see https://example.com/${coinedWord(next)}/${coinedWord(next)}).`)
  );
}

export function englishMarkdown(seed: number, chars: number): string {
  const next = rng(seed);
  const out: string[] = [];
  let len = 0;
  while (len < chars) {
    const r = next();
    let block: string;
    if (r < 0.1)
      block = `${'#'.repeat(1 + Math.floor(next() * 3))} ${englishSentence(next, 2 + Math.floor(next() * 5)).replace(/[.:?]$/, '')}`;
    else if (r < 0.3)
      block = Array.from(
        { length: 2 + Math.floor(next() * 4) },
        (_, i) => `${next() < 0.5 ? '-' : `${i + 1}.`} ${englishSentence(next, 4 + Math.floor(next() * 12))}`,
      ).join('\n');
    else if (r < 0.38)
      block = `\`\`\`${next() < 0.5 ? 'bash' : 'ts'}\n${Array.from({ length: 2 + Math.floor(next() * 5) }, () => `${'  '.repeat(Math.floor(next() * 3))}const ${coinedWord(next)}_${Math.floor(next() * 100)} = ${englishWord(next)}(${Math.floor(next() * 1000)}, "${coinedWord(next)}");`).join('\n')}\n\`\`\``;
    else
      block = Array.from({ length: 2 + Math.floor(next() * 5) }, () =>
        englishSentence(next, 6 + Math.floor(next() * 18)),
      ).join(' ');
    out.push(block);
    len += block.length + 2;
  }
  return out.join('\n\n');
}

const HANZI =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严';
const KANA_SENTENCES = [
  'このスキルは文書を要約します。',
  'ユーザーが依頼したときに使います。',
  'ファイルを読み込んでから処理してください。',
  '結果はマークダウン形式で出力します。',
];

export function cjkMarkdown(seed: number, chars: number): string {
  const next = rng(seed);
  const out: string[] = [];
  let len = 0;
  while (len < chars) {
    const r = next();
    let block: string;
    if (r < 0.1)
      block = `## ${Array.from({ length: 3 + Math.floor(next() * 6) }, () => HANZI[zipf(next, HANZI.length)]).join('')}`;
    else if (r < 0.2)
      block = KANA_SENTENCES[Math.floor(next() * KANA_SENTENCES.length)]!.repeat(1 + Math.floor(next() * 3));
    else {
      const clauses: string[] = [];
      for (let c = 0, n = 2 + Math.floor(next() * 6); c < n; c++) {
        let clause = '';
        for (let k = 0, m = 4 + Math.floor(next() * 18); k < m; k++) clause += HANZI[zipf(next, HANZI.length)];
        if (next() < 0.2) clause += ` ${englishWord(next)} `;
        clauses.push(clause);
      }
      block = `${next() < 0.3 ? '- ' : ''}${clauses.join('，')}。`;
    }
    out.push(block);
    len += block.length + 1;
  }
  return out.join('\n');
}

export function shortStrings(seed: number, count: number): string[] {
  const next = rng(seed);
  return Array.from({ length: count }, () => {
    const target = SHORT_MIN + Math.floor(next() * (SHORT_MAX - SHORT_MIN + 1));
    let s = '';
    while (s.length < target) s += (s ? ' ' : '') + englishSentence(next, 5 + Math.floor(next() * 12));
    return s.slice(0, target);
  });
}

export function slices(text: string, size: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => text.slice(i * size, (i + 1) * size));
}
