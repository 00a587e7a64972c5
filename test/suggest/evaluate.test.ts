/**
 * The evaluator re-runs the router exactly: for random description edits under every scorer,
 * its outcomes equal a bench run on the edited skills built from scratch.
 */
import { describe, expect, it } from 'vitest';
import { runBench } from '../../src/routing-bench/run.js';
import { parseQueries } from '../../src/routing-bench/queries.js';
import { resolveSpec } from '../../src/route/index.js';
import { CatalogEvaluator } from '../../src/suggest/index.js';
import { mulberry32 } from '../../src/base/random.js';

const WORDS = [
  'pdf',
  'table',
  'chart',
  'invoice',
  'deck',
  'slides',
  'report',
  'weekly',
  'sql',
  'query',
  'lint',
  'api',
  'docker',
  'log',
  'error',
  'csv',
  '表格',
  '周报',
  '图表',
  '电子表格',
  '数据库',
  'tables',
  'charts',
];

function pick(rand: () => number, n: number): string {
  return Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
}

describe('CatalogEvaluator equals a full re-run', () => {
  for (const router of [
    'catalog',
    'catalog:multi:idf',
    'catalog:multi:bm25',
    'body:multi:bm25f',
    'catalog@12:seed:bm25',
    'catalog:multi:bm25n',
    'excerpt:multi:bm25fn',
    // The bridge: Chinese requests reach English descriptions (and back) through their translations.
    'catalog:bilingual:bm25',
    'catalog:bilingual:bm25f',
  ]) {
    it(`random edits under ${router}`, () => {
      const rand = mulberry32(router.length * 7919);
      const skills = Array.from({ length: 8 }, (_, i) => ({
        name: `s${i}`,
        description: pick(rand, 1 + Math.floor(rand() * 5)),
        body: pick(rand, 3 + Math.floor(rand() * 20)),
      }));
      const lines = Array.from({ length: 30 }, (_, i) =>
        JSON.stringify({
          id: `q${i}`,
          query: pick(rand, 1 + Math.floor(rand() * 4)),
          expect: rand() < 0.2 ? null : `s${Math.floor(rand() * 8)}`,
        }),
      );
      const queries = parseQueries(lines.join('\n'));
      const ev = new CatalogEvaluator(skills, queries, resolveSpec(router));
      for (let trial = 0; trial < 10; trial++) {
        const edits = new Map<number, string>();
        for (let k = 0; k < 1 + Math.floor(rand() * 3); k++)
          edits.set(Math.floor(rand() * 8), pick(rand, 1 + Math.floor(rand() * 6)));
        const edited = skills.map((s, i) => ({ ...s, description: edits.get(i) ?? s.description }));
        const bench = runBench(edited, queries, { routers: [router] }).perQuery.map((q) => ({
          top1: q.results[0]!.top[0]?.name ?? null,
          correct: q.results[0]!.top1Correct,
        }));
        expect(ev.run(edits)).toEqual(bench);
      }
    });
  }
});
