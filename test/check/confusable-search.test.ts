/**
 * SK410's candidate search against the exact all-pairs reference (test/check/tfidf-brute.ts):
 * - acceptance: on every fixture directory, and on all fixture entries pooled, the
 *   prefix-filtered index proposes every pair brute force finds, at the rule's threshold and at
 *   lower ones (where there are many more pairs to miss);
 * - property: on random small corpora with copied documents, the pairs equal brute force and the
 *   clusters are exactly the connected components of the brute-force pairs, with their pair counts;
 * - the rule: fifty copies of an entry are one finding listing fifty members, a lone pair keeps
 *   its pair finding.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogEntryText } from '../../src/audit/catalog.js';
import { runCheck } from '../../src/check/engine.js';
import { CONFUSABLE_MIN_SHARED_TERMS } from '../../src/check/rules/confusable.js';
import { confusableClusters } from '../../src/check/text/clusters.js';
import {
  cosineReaching,
  prefixCandidates,
  similarPairs,
  termVectors,
  type SparseVector,
} from '../../src/check/text/tfidf.js';
import { seedTerms } from '../../src/route/analyzers/seed.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { FIXTURES } from '../helpers/cli.js';
import { bruteForcePairs, components } from './tfidf-brute.js';

const RULE_THRESHOLD = 0.8;

function entriesOf(dir: string): string[][] {
  const set = loadSkills(dir, { maxDepth: 6 });
  return set.skills.filter((s) => s.description.trim() !== '').map((s) => seedTerms(catalogEntryText(s)));
}

const fixtureDirs = [
  path.join(FIXTURES, 'skills'),
  path.join(FIXTURES, 'flat-skills'),
  ...readdirSync(path.join(FIXTURES, 'check'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(FIXTURES, 'check', d.name)),
];
const corpora = fixtureDirs.map((dir) => ({ dir, docs: entriesOf(dir) }));
corpora.push({ dir: 'all fixtures pooled', docs: corpora.flatMap((c) => c.docs) });

const key = (p: { a: number; b: number }) => `${p.a}-${p.b}`;

describe('SK410 candidate search (acceptance: every exact pair on the fixtures)', () => {
  it('the prefix index proposes every pair brute force finds, at the rule threshold and below', () => {
    let exact = 0;
    let atRule = 0;
    for (const { dir, docs } of corpora) {
      for (const threshold of [RULE_THRESHOLD, 0.6, 0.4, 0.2]) {
        const candidates = new Set<string>();
        prefixCandidates(termVectors(docs), threshold, (a, b) => candidates.add(key({ a, b })));
        const pairs = bruteForcePairs(docs, threshold, 1);
        const missed = pairs.filter((p) => !candidates.has(key(p)));
        expect([dir, threshold, missed]).toEqual([dir, threshold, []]);
        exact += pairs.length;
        if (threshold === RULE_THRESHOLD) atRule += pairs.length;
      }
    }
    // Enough pairs that missing one would show (counted on this fixture set: hundreds).
    expect(atRule).toBeGreaterThan(0);
    expect(exact).toBeGreaterThan(200);
  });

  /** The plain merge join: every product of a shared term, in id order. */
  function plainCosine(x: SparseVector, y: SparseVector): number {
    let dot = 0;
    for (let i = 0, j = 0; i < x.ids.length && j < y.ids.length; ) {
      const d = x.ids[i]! - y.ids[j]!;
      if (d === 0) dot += x.weights[i++]! * y.weights[j++]!;
      else if (d < 0) i++;
      else j++;
    }
    return dot;
  }

  it('cosineReaching gives cosine bit for bit when it reaches the threshold, and something below it otherwise', () => {
    let reached = 0;
    let stopped = 0;
    for (const { docs } of corpora) {
      const tv = termVectors(docs);
      for (let a = 0; a < tv.vectors.length; a++) {
        for (let b = a + 1; b < tv.vectors.length && b < a + 60; b++) {
          const [x, y] = [tv.vectors[a]!, tv.vectors[b]!];
          const exact = plainCosine(x, y);
          for (const threshold of [RULE_THRESHOLD, 0.5, 0.2, exact]) {
            const got = cosineReaching(x, y, threshold);
            if (exact >= threshold) {
              expect(Object.is(got, exact)).toBe(true);
              reached++;
            } else {
              expect(got).toBeLessThan(threshold);
              if (got === -Infinity) stopped++;
            }
          }
        }
      }
    }
    expect(reached).toBeGreaterThan(1000);
    expect(stopped).toBeGreaterThan(1000);
  });

  it('similarPairs equals brute force and the clusters are its components, on every fixture corpus', () => {
    for (const { dir, docs } of corpora) {
      for (const threshold of [RULE_THRESHOLD, 0.4]) {
        const brute = bruteForcePairs(docs, threshold, CONFUSABLE_MIN_SHARED_TERMS);
        expect([dir, similarPairs(docs, threshold, CONFUSABLE_MIN_SHARED_TERMS).map(key)]).toEqual([
          dir,
          brute.map(key),
        ]);
        const clusters = confusableClusters(docs, threshold, CONFUSABLE_MIN_SHARED_TERMS);
        expect([dir, clusters.map((c) => c.members)]).toEqual([dir, components(docs.length, brute)]);
      }
    }
  });
});

describe('SK410 clusters (property: random corpora with copies)', () => {
  const word = fc.constantFrom(
    'csv',
    'pdf',
    'table',
    'form',
    'chart',
    'sql',
    'log',
    'date',
    'row',
    'merge',
    'yaml',
    'diff',
  );
  const corpus = fc
    .tuple(
      fc.array(fc.array(word, { minLength: 1, maxLength: 7 }), { minLength: 2, maxLength: 14 }),
      fc.array(fc.nat(), { maxLength: 10 }),
    )
    .map(([docs, copies]) => [...docs, ...copies.map((c) => [...docs[c % docs.length]!])]);

  it('pairs equal brute force; clusters are its components with their pair counts and cosine range', () => {
    fc.assert(
      fc.property(
        corpus,
        fc.double({ min: 0.1, max: 0.99, noNaN: true }),
        fc.integer({ min: 1, max: 3 }),
        (docs, threshold, minShared) => {
          const brute = bruteForcePairs(docs, threshold, minShared);
          expect(similarPairs(docs, threshold, minShared).map(key)).toEqual(brute.map(key));
          const clusters = confusableClusters(docs, threshold, minShared);
          expect(clusters.map((c) => c.members)).toEqual(components(docs.length, brute));
          for (const c of clusters) {
            const inside = brute.filter((p) => c.members.includes(p.a));
            expect(c.pairs).toBe(inside.length);
            expect(c.maxSimilarity).toBeCloseTo(Math.max(...inside.map((p) => p.similarity)), 9);
            expect(c.minSimilarity).toBeCloseTo(Math.min(...inside.map((p) => p.similarity)), 9);
            expect(c.pair !== undefined).toBe(c.members.length === 2);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('SK410 reports a cluster once', () => {
  const skill = (name: string, description: string) =>
    [`${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n\nBody.\n`] as const;
  const copied =
    'Fill PDF forms and extract PDF form fields from scanned invoices. Use when the user sends an invoice PDF.';

  // One-character name parts are not terms (seed analyzer), so the fifty entries are the same terms.
  it('fifty copies of an entry are one finding with fifty members and 1,225 pairs; a lone pair stays a pair', () => {
    const files = Object.fromEntries([
      ...Array.from({ length: 50 }, (_, i) => skill(`invoice-forms-${Math.floor(i / 10)}-${i % 10}`, copied)),
      skill('cron-explainer', 'Explain cron schedule expressions in plain words. Use when a crontab line is unclear.'),
      skill('cron-explaining', 'Explain cron schedule expressions in plain words. Use when a crontab line is unclear.'),
      skill('yaml-lint', 'Validate YAML files against a schema. Use when a config file fails to load.'),
    ]);
    const set = loadSkills('/', {}, memoryFs(files));
    const found = runCheck(set).findings.filter((f) => f.code === 'SK410');
    expect(found.map((f) => [f.file, f.data['other']])).toEqual([
      ['cron-explaining/SKILL.md', 'cron-explainer'],
      ['invoice-forms-0-1/SKILL.md', 'invoice-forms-0-0'],
    ]);
    const cluster = found[1]!.data;
    expect(cluster['members']).toHaveLength(50);
    expect(cluster['memberFiles']).toHaveLength(50);
    expect(cluster['pairs']).toBe(1225);
    expect(cluster['sharedTerms']).toContain('invoice');
    expect(found[0]!.data['members']).toBeUndefined();
  });
});
