/**
 * Load by need, differential: over every fixture directory, each load level
 * returns exactly what the eager loader did for every field that level provides (needs.ts), and
 * each command's result on its declared level equals its result on an eager load. Plus: the
 * catalog level never opens a resource, and a consumer handed a level it did not declare fails
 * loudly.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiUsageError } from '../../src/base/api.js';
import { computeAudit } from '../../src/audit/index.js';
import { parseQueries } from '../../src/routing-bench/queries.js';
import { BENCH_NEEDS, runBench } from '../../src/routing-bench/run.js';
import { buildRouter, conditionNeeds, resolveSpec, routeQuery, SEED_PRESET } from '../../src/route/index.js';
import { loadSkills, memoryFs, nodeFs, type Fs } from '../../src/skills/index.js';
import type { Resource, Skill, SkillSet } from '../../src/skills/model.js';
import { LOAD_ALL, LOAD_BODIES, LOAD_FRONTMATTER, mergeNeeds, type LoadNeeds } from '../../src/skills/needs.js';
import { AUDIT_NEEDS } from '../../src/audit/audit.js';
import { getEncoding } from '../../src/tokenizer/index.js';

const FIXTURES = path.resolve(__dirname, '..', '..', 'fixtures');
const subdirs = (dir: string): string[] =>
  readdirSync(dir)
    .filter((n) => statSync(path.join(dir, n)).isDirectory())
    .map((n) => path.join(dir, n));
/** Every fixture directory a command could be pointed at. */
const ROOTS = [
  path.join(FIXTURES, 'skills'),
  path.join(FIXTURES, 'flat-skills'),
  ...subdirs(path.join(FIXTURES, 'corpus')),
  ...subdirs(path.join(FIXTURES, 'check')),
  ...subdirs(path.join(FIXTURES, 'budget-diff')),
];

const LEVELS: readonly LoadNeeds[] = [
  LOAD_FRONTMATTER,
  LOAD_BODIES,
  { body: false, resources: 'meta', hashes: false },
  { body: true, resources: 'meta', hashes: true },
  { body: false, resources: 'text', hashes: false },
  LOAD_ALL,
];

/** The fields of a resource that `needs` provides. */
function resourceView(r: Resource, needs: LoadNeeds): Record<string, unknown> {
  return {
    path: r.path,
    relPath: r.relPath,
    bytes: r.bytes,
    category: r.category,
    notRead: r.notRead,
    ...(needs.resources === 'text' ? { text: r.text } : {}),
    ...(needs.hashes ? { sha256: r.sha256 } : {}),
  };
}

/** The fields of a skill that `needs` provides; without resources, problems of resource files are not looked for. */
function skillView(s: Skill, needs: LoadNeeds): Record<string, unknown> {
  const { body, source, resources, problems, loaded: _loaded, ...always } = s;
  return {
    ...always,
    problems: needs.resources === 'none' ? problems.filter((p) => p.file === s.file) : problems,
    ...(needs.body ? { body, source } : {}),
    ...(needs.resources !== 'none' ? { resources: resources.map((r) => resourceView(r, needs)) } : {}),
  };
}

function setView(set: SkillSet, needs: LoadNeeds): Record<string, unknown> {
  return {
    layout: set.layout,
    pluginRoots: set.pluginRoots,
    problems: set.problems,
    skills: set.skills.map((s) => skillView(s, needs)),
    ...(needs.resources !== 'none' ? { sharedResources: set.sharedResources.map((r) => resourceView(r, needs)) } : {}),
  };
}

describe('load by need: each level equals the eager loader on the fields it provides', () => {
  it('finds the fixture directories', () => expect(ROOTS.length).toBeGreaterThan(60));
  for (const root of ROOTS) {
    it(path.relative(FIXTURES, root), () => {
      const eager = loadSkills(root);
      for (const needs of LEVELS) {
        const lazy = loadSkills(root, { needs });
        expect(setView(lazy, needs), JSON.stringify(needs)).toEqual(setView(eager, needs));
        expect(lazy.loaded).toEqual(needs);
        // What a level does not provide is empty, not stale.
        for (const s of lazy.skills) {
          if (!needs.body) expect([s.body, s.source]).toEqual(['', '']);
          if (needs.resources === 'none') expect(s.resources).toEqual([]);
          for (const r of s.resources) {
            if (needs.resources !== 'text') expect(r.text).toBeNull();
            if (!needs.hashes) expect(r.sha256).toBe('');
          }
        }
      }
    });
  }
});

describe("each command's result on its declared level equals the result on an eager load", () => {
  const requests = [
    'clean up a messy csv export',
    'write the commit message for my staged changes',
    '把这份 PDF 里的表格提出来',
    'rotate a pdf',
  ];
  const conditions = [
    'catalog',
    'catalog@40',
    'catalog:multi:bm25f',
    'body+norm',
    'excerpt:multi:bm25',
    'body:seed:bm25fn',
  ];
  it('route, every condition, every fixture directory', () => {
    for (const root of ROOTS) {
      const eager = loadSkills(root);
      if (eager.skills.length === 0) continue;
      for (const c of conditions) {
        const spec = resolveSpec(c);
        const lazy = loadSkills(root, { needs: conditionNeeds(spec.condition) });
        for (const q of requests)
          expect(routeQuery(lazy.skills, q, { router: spec }), `${root} ${c} ${q}`).toEqual(
            routeQuery(eager.skills, q, { router: spec }),
          );
      }
    }
  });

  it('bench over the query set, catalog-only and mixed presets', () => {
    const root = path.join(FIXTURES, 'skills');
    const queries = parseQueries(readFileSync(path.join(FIXTURES, 'queries.jsonl'), 'utf8'));
    const eager = loadSkills(root);
    for (const routers of [['catalog', 'catalog:multi:bm25'], [...SEED_PRESET]]) {
      const needs = routers.map((r) => conditionNeeds(resolveSpec(r).condition)).reduce(mergeNeeds, BENCH_NEEDS);
      const lazy = loadSkills(root, { needs });
      expect(runBench(lazy.skills, queries, { routers })).toEqual(runBench(eager.skills, queries, { routers }));
    }
  });

  it('audit, every fixture directory', () => {
    const encodings = [getEncoding('o200k_base')];
    for (const root of ROOTS) {
      expect(computeAudit(loadSkills(root, { needs: AUDIT_NEEDS }), { encodings }), root).toEqual(
        computeAudit(loadSkills(root), { encodings }),
      );
    }
  });
});

describe('the catalog level never opens a resource', () => {
  it('reads SKILL.md files only, and stats no resource', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 5; i++) {
      files[`root/s${i}/SKILL.md`] =
        `---\nname: s${i}\ndescription: Skill ${i}. Use when testing.\n---\nSee [ref](references/r.md).\n`;
      files[`root/s${i}/references/r.md`] = 'reference text';
      files[`root/s${i}/scripts/x.py`] = 'print(1)';
    }
    files['root/shared/common.md'] = 'shared';
    const inner = memoryFs(files);
    const opened: string[] = [];
    const fs: Fs = {
      ...inner,
      openRead: (p, request) => (opened.push(p), inner.openRead(p, request)),
      stat: (p) => (opened.push(`stat ${p}`), inner.stat(p)),
    };
    const set = loadSkills('/root', { needs: LOAD_FRONTMATTER }, fs);
    expect(set.skills.map((s) => s.name)).toEqual(['s0', 's1', 's2', 's3', 's4']);
    // (Plugin and marketplace manifests are looked for above each skill: not resources.)
    expect(
      opened.filter((p) => !/(SKILL\.md|\.claude-plugin|\.codex-plugin|plugin\.json)$/.test(p) && p !== 'stat /root'),
    ).toEqual([]);
    // At `meta` the resources are stat-ed through the guard but never read.
    opened.length = 0;
    const meta = loadSkills('/root', { needs: { body: false, resources: 'meta', hashes: false } }, fs);
    expect(meta.skills[0]!.resources.map((r) => [r.relPath, r.bytes])).toEqual([
      ['references/r.md', 14],
      ['scripts/x.py', 8],
    ]);
    expect(opened.filter((p) => !p.startsWith('stat ') && !/SKILL\.md$/.test(p))).toEqual([]);
  });
  it('the real loader on disk too (nodeFs)', () => {
    const set = loadSkills(path.join(FIXTURES, 'skills'), { needs: LOAD_FRONTMATTER }, nodeFs);
    expect(set.skills.every((s) => s.resources.length === 0 && s.body === '')).toBe(true);
  });
});

describe('a level nobody declared fails loudly', () => {
  const set = loadSkills(path.join(FIXTURES, 'skills'), { needs: LOAD_FRONTMATTER });
  it('a body condition on skills loaded without bodies', () => {
    expect(() => buildRouter(set.skills, resolveSpec('body'))).toThrow(ApiUsageError);
    expect(() => routeQuery(set.skills, 'csv', { router: 'excerpt' })).toThrow(/loaded without bodies/);
    expect(() => buildRouter(set.skills, resolveSpec('catalog'))).not.toThrow();
  });
  it('audit on skills loaded without resources, the routing bench without bodies', () => {
    expect(() => computeAudit(set, { encodings: [getEncoding('o200k_base')] })).toThrow(ApiUsageError);
    expect(() =>
      runBench(set.skills, [{ id: 'q1', query: 'csv', expected: ['csv-cleaner'] }] as never, { routers: ['catalog'] }),
    ).toThrow(/without bodies/);
  });
});
