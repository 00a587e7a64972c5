/**
 * Acceptance: the seed baseline reproduced exactly. This file reimplements the formula from
 * the issue text on its own (tokenisation, idf, score, +norm, excerpt, catalog cut) by brute
 * force and checks every score of every fixture query × skill × condition against the router
 * to 1e-12. Only the stop-word list (data) is shared.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/cli.js';
import { loadSkills } from '../../src/skills/index.js';
import { buildRouter, resolveSpec, SEED_STOPWORDS } from '../../src/route/index.js';

const stop = new Set(SEED_STOPWORDS);

/** Spec: set of [a-z0-9]+ matches of the lower-cased text, without 1-character terms and stop words. */
function termSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) if (w.length >= 2 && !stop.has(w)) out.add(w);
  return out;
}

function cp(s: string, n: number): string {
  return Array.from(s).slice(0, n).join('');
}

interface Skill {
  name: string;
  description: string;
  body: string;
}

const CONDITIONS: Record<string, { text: (s: Skill) => string; norm: boolean }> = {
  catalog: { text: (s) => `${s.name} ${s.description}`, norm: false },
  'catalog+norm': { text: (s) => `${s.name} ${s.description}`, norm: true },
  body: { text: (s) => s.body, norm: false },
  'body+norm': { text: (s) => s.body, norm: true },
  excerpt: { text: (s) => cp(s.body, 1500), norm: false },
  'excerpt+norm': { text: (s) => cp(s.body, 1500), norm: true },
  'excerpt@400': { text: (s) => cp(s.body, 400), norm: false },
  'catalog@256': { text: (s) => `${s.name} ${cp(s.description, 256)}`, norm: false },
  'catalog@240+norm': { text: (s) => `${s.name} ${cp(s.description, 240)}`, norm: true },
};

/** Spec: score = Σ_{Q∩T} idf / Σ_Q idf' (0.1 for unknown; 0 → 1), / sqrt(max(|T|,1)) with +norm. */
function referenceScores(
  skills: readonly Skill[],
  query: string,
  cond: { text: (s: Skill) => string; norm: boolean },
): number[] {
  const targets = skills.map((s) => termSet(cond.text(s)));
  const n = targets.length;
  const idf = (w: string): number => {
    const df = targets.filter((t) => t.has(w)).length;
    return df === 0 ? Number.NaN : Math.log((n + 1) / (df + 0.5));
  };
  const q = termSet(query);
  let denom = 0;
  for (const w of q) {
    const v = idf(w);
    denom += Number.isNaN(v) ? 0.1 : v;
  }
  if (denom === 0) denom = 1;
  return targets.map((t) => {
    let shared = 0;
    for (const w of q) if (t.has(w)) shared += idf(w);
    const s = shared / denom;
    return cond.norm ? s / Math.sqrt(Math.max(t.size, 1)) : s;
  });
}

const set = loadSkills(path.join(FIXTURES, 'skills'));
const queries = readFileSync(path.join(FIXTURES, 'queries.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => (JSON.parse(l) as { query: string }).query);
// A few extra requests that exercise the edge rules: no terms at all, only unknown terms, repeats.
const extra = ['the and of', 'zzzqqq xxyyzz', 'pdf pdf PDF form', ''];

describe('seed baseline reproduced exactly on the fixtures', () => {
  it('has fixtures to check', () => {
    expect(set.skills.length).toBeGreaterThanOrEqual(24);
    expect(queries.length).toBeGreaterThanOrEqual(58);
  });

  for (const [label, cond] of Object.entries(CONDITIONS)) {
    it(`every query × skill score under ${label} matches the independent formula to 1e-12`, () => {
      const spec = resolveSpec(label);
      const router = buildRouter(set.skills, spec);
      let compared = 0;
      let nonZero = 0;
      for (const query of [...queries, ...extra]) {
        const want = referenceScores(set.skills, query, cond);
        const got = new Array<number>(set.skills.length).fill(0);
        const { hits } = router.score(query);
        hits.docs.forEach((d, i) => {
          got[d] = hits.scores[i] as number;
        });
        for (let i = 0; i < want.length; i++) {
          expect(Math.abs((got[i] as number) - (want[i] as number))).toBeLessThanOrEqual(1e-12);
          compared++;
          if ((want[i] as number) > 0) nonZero++;
        }
      }
      expect(compared).toBe((queries.length + extra.length) * set.skills.length);
      expect(nonZero).toBeGreaterThan(50);
    });
  }
});
