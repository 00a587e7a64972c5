/**
 * Law: every word `suggest` proposes (kept or dropped) is a whole word — of the skill's own
 * name or of the prose of its body, or a dictionary word (a Chinese headword, or an English word
 * whose term is one the dictionary's English side holds) — never a stem, a bigram straddling two
 * words, a filler, a two-letter word, or a word the body writes only as code, a path, a file name
 * or an identifier. Checked on random corpora, where stems, fillers, runs of Chinese words without
 * spaces and words written both in sentences and in code are common on purpose, under the multi
 * and bilingual routers. The prose each body holds is known from how it was generated, not
 * read back by src/suggest/prose.ts. And a hand-built cross-language miss gets the bilingual phrase.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQueries } from '../../src/routing-bench/index.js';
import { ANALYZERS, type RouteSkill } from '../../src/route/index.js';
import { zhEnDictionary } from '../../src/route/bilingual/dictionary.js';
import { ZH_BRIDGE_STOP_WORDS } from '../../src/route/bilingual/stop-words.js';
import { suggestEdits } from '../../src/suggest/index.js';

const EN = [
  'invoices',
  'separate',
  'separating',
  'tables',
  'charting',
  'deploy',
  'reports',
  'pr',
  'ci',
  'weekly',
  'spreadsheets',
  'merging',
  'data',
  'the',
  'a',
];
const ZH = ['一下', '电子表格', '周报', '条', '妙记', '图表', '数据', '合并', '发票', '这个', '帮我', '部署'];
const word = fc.oneof(fc.constantFrom(...EN), fc.constantFrom(...ZH));
// Chinese words are often glued together (no spaces), so bigrams straddle word boundaries.
const text = fc
  .array(fc.tuple(word, fc.constantFrom(' ', '', '', '，')), { maxLength: 14 })
  .map((ws) => ws.map(([w, sep]) => w + sep).join(''));
/** Words the bodies also write as code, paths, file names and identifiers (and the requests say). */
const CODE_WORDS = ['log-failed', 'ci-and-conflict', 'invoices', 'deploy', 'charting', 'merge'];
const codeWord = fc.constantFrom(...CODE_WORDS);
/** A piece of a body that is no prose: each way a skill writes an identifier. */
const code = fc.oneof(
  codeWord.map((w) => `\`${w}\``),
  codeWord.map((w) => `\n\`\`\`bash\n${w} --${w}\n\`\`\`\n`),
  codeWord.map((w) => `scripts/${w}.sh`),
  codeWord.map((w) => `${w}.md`),
  codeWord.map((w) => `https://example.com/${w}`),
  fc.tuple(codeWord, codeWord).map(([a, b]) => `${a.replace(/-/g, '_')}_${b.replace(/-/g, '_')}`),
  codeWord.map((w) => `--${w}`),
);
/** A body as pieces of prose (which may write the code words too) and code; `prose` is its prose alone. */
const body = fc
  .array(
    fc.oneof(
      text.map((t) => ({ prose: t })),
      codeWord.map((w) => ({ prose: w })),
      code.map((c) => ({ code: c })),
    ),
    {
      maxLength: 8,
    },
  )
  .map((parts) => ({
    body: parts.map((p) => ('code' in p ? p.code : p.prose)).join('\n'),
    prose: parts.flatMap((p) => ('prose' in p ? [p.prose] : [])).join('\n'),
  }));
const NAMES = ['alpha', 'beta-report', 'gamma', 'delta-pr', 'eps'];
const corpus = fc
  .array(fc.record({ description: text, body }), { minLength: 2, maxLength: 5 })
  .map((ss) => ss.map((s, i) => ({ name: NAMES[i] as string, description: s.description, ...s.body })));
const request = fc.oneof(
  text,
  fc.tuple(text, codeWord).map(([t, w]) => `${t} ${w}`),
);

const dict = zhEnDictionary();
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Independent of src/suggest/words.ts: a whole word of `text`, by a word-boundary match or the segmenter. */
function wholeWordIn(surface: string, text: string): boolean {
  const lower = text.normalize('NFKC').toLowerCase();
  if (!CJK.test(surface)) {
    const escaped = surface.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'u').test(lower);
  }
  return [...segmenter.segment(lower)].some((s) => s.segment === surface);
}

/** A Chinese headword of the dictionary, or an English word its English side (analysed terms) holds. */
function inDictionary(surface: string): boolean {
  if (CJK.test(surface)) return dict.forward.lookup(surface) !== undefined;
  const terms = ANALYZERS.multi.terms(surface);
  return terms.length === 1 && dict.backward.lookup(terms[0] as string) !== undefined;
}

/** Counts the surfaces checked, so a run that proposes nothing cannot pass unseen. */
let checked = 0;

describe('suggest proposes whole words', () => {
  for (const router of ['catalog:multi:bm25', 'catalog:bilingual:bm25f']) {
    it(`every proposed surface is a whole word of the skill's name or prose, or the dictionary, under ${router}`, () => {
      fc.assert(
        fc.property(corpus, fc.array(fc.tuple(request, fc.nat(4)), { minLength: 4, maxLength: 12 }), (skills, reqs) => {
          const lines = reqs
            .filter(([q]) => q.trim() !== '')
            .map(([q, k], i) => JSON.stringify({ id: `q${i}`, query: q, expect: skills[k % skills.length]?.name }));
          if (lines.length === 0) return;
          const queries = parseQueries(lines.join('\n'));
          const r = suggestEdits(
            skills.map(({ prose: _, ...k }) => k),
            queries,
            { router, folds: 2, maxTerms: 2 },
          );
          const requests = queries.map((q) => q.query).join('\n');
          for (const s of r.suggestions) {
            const skill = skills.find((k) => k.name === s.skill) as RouteSkill & { prose: string };
            const own = `${skill.name.replace(/-/g, ' ')}\n${skill.prose}`;
            for (const t of [...(s.proposal?.terms ?? []), ...(s.dropped ?? [])]) {
              checked++;
              expect(ZH_BRIDGE_STOP_WORDS.has(t.surface), t.surface).toBe(false);
              if (!CJK.test(t.surface)) expect(t.surface.length, t.surface).toBeGreaterThanOrEqual(3);
              if (t.source === 'translation') {
                // A Chinese headword, or an English word of the requests whose term the dictionary holds.
                expect(inDictionary(t.surface), t.surface).toBe(true);
                if (!CJK.test(t.surface)) expect(wholeWordIn(t.surface, requests), t.surface).toBe(true);
              } else if (CJK.test(t.surface)) {
                const headword = inDictionary(t.surface) && own.includes(t.surface);
                expect(wholeWordIn(t.surface, own) || headword, `${t.surface} in ${own}`).toBe(true);
              } else expect(wholeWordIn(t.surface, own), `${t.surface} in ${own}`).toBe(true);
            }
          }
        }),
        { numRuns: 40 },
      );
      expect(checked).toBeGreaterThan(10);
      checked = 0;
    });
  }

  it('proposes the bilingual phrase for Chinese requests to a skill written in English', () => {
    const skills: RouteSkill[] = [
      { name: 'sheet-tidy', description: 'Tidy tables.', body: 'Clean a spreadsheet: trim cells, fix dates.' },
      { name: 'charts', description: 'Draw charts from data.', body: 'Bar and line charts.' },
      { name: 'notes', description: '整理会议记录', body: '把会议记录整理成纪要。' },
    ];
    const lines = [
      { id: 'a', query: '帮我整理这个电子表格', expect: 'sheet-tidy' },
      { id: 'b', query: '电子表格里的空格清理一下', expect: 'sheet-tidy' },
      { id: 'c', query: '把电子表格的日期修好', expect: 'sheet-tidy' },
      { id: 'd', query: '电子表格去重', expect: 'sheet-tidy' },
      { id: 'e', query: 'draw a bar chart', expect: 'charts' },
      { id: 'f', query: '整理会议记录', expect: 'notes' },
    ].map((q) => JSON.stringify(q));
    const r = suggestEdits(skills, parseQueries(lines.join('\n')), { router: 'catalog:multi:bm25', folds: 2 });
    const tidy = r.suggestions.find((s) => s.skill === 'sheet-tidy');
    const words = [...(tidy?.proposal?.terms ?? []), ...(tidy?.dropped ?? [])];
    expect(words.map((t) => [t.surface, t.source, t.translates])).toContainEqual([
      '电子表格',
      'translation',
      'spreadsheet',
    ]);
  });
});
