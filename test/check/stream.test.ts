/**
 * The streamed check, differential and structural:
 * - over every fixture directory and several option sets (stream-cases.ts), `checkStream` on a
 *   stream read one skill at a time equals `runCheck` on the eagerly loaded set — findings,
 *   summary, budgets, listings and fingerprints (both were also compared with the engine before
 *   the refactor, once, on these same cases: identical);
 * - the engine reads a skill's texts only during its batch's turn: a stream whose skills' body,
 *   source and resource texts throw once the stream has yielded a batch more skills still gives
 *   the same result (batches of 1, 4 and CHECK_BATCH_SKILLS);
 * - the set-wide half of every family receives facts that hold no text (and the type says so).
 */
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_NEEDS, checkStream, runCheck, startCheck, type CheckResult } from '../../src/check/engine.js';
import { auditStream, computeAudit } from '../../src/audit/audit.js';
import { getEncoding } from '../../src/tokenizer/index.js';
import { createCountCache } from '../../src/tokenizer/count-cache.js';
import type { CheckFacts } from '../../src/check/facts.js';
import { CHECK_BATCH_SKILLS, checkFold } from '../../src/check/fold.js';
import { resolveCheckOptions } from '../../src/check/options.js';
import { RULE_FAMILIES } from '../../src/check/rules/index.js';
import type { FamilyRun } from '../../src/check/rules/rule.js';
import { ApiUsageError } from '../../src/base/api.js';
import { loadSkills, nodeFs, openSkills } from '../../src/skills/index.js';
import type { Resource, Skill, SkillSet } from '../../src/skills/model.js';
import { LOAD_BODIES } from '../../src/skills/needs.js';
import type { SkillStream } from '../../src/skills/stream.js';
import { FIXTURES, STREAM_CASES } from './stream-cases.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The result with the directory made relative (the two runs name it the same way anyway). */
const view = (r: CheckResult): CheckResult => ({ ...r, dir: path.relative(FIXTURES, r.dir) });

describe('checkStream equals runCheck on an eager load', () => {
  it('covers every fixture directory', () => expect(STREAM_CASES.length).toBeGreaterThan(200));
  for (const c of STREAM_CASES) {
    it(c.label, () => {
      const load = c.maxDepth === undefined ? {} : { maxDepth: c.maxDepth };
      const eager = runCheck(loadSkills(c.root, load), c.options);
      const streamed = checkStream(openSkills(c.root, { ...load, needs: CHECK_NEEDS }, nodeFs), c.options);
      expect(view(streamed)).toEqual(view(eager));
    });
  }
});

/**
 * A stream over `set` whose skills' texts (body, source, every resource text) can be read only
 * while the skill is among the last `window` skills yielded: once the stream has gone further,
 * reading one throws, and `late` records it. (The last batch is checked when the fold finishes;
 * that the set-wide half reads no text is the next test's.)
 */
function expiringStream(set: SkillSet, window: number): { stream: SkillStream; late: string[] } {
  const late: string[] = [];
  const guard = (skill: Skill, field: string, expired: () => boolean, value: () => unknown) => ({
    enumerable: true,
    get() {
      if (expired()) {
        late.push(`${skill.file}: ${field}`);
        throw new Error(`${field} of ${skill.file} read after its turn`);
      }
      return value();
    },
  });
  const stream: SkillStream = {
    root: set.root,
    layout: set.layout,
    loaded: CHECK_NEEDS,
    total: set.skills.length,
    *skills() {
      const expired: boolean[] = [];
      for (const [index, skill] of set.skills.entries()) {
        expired.push(false);
        const gone = () => expired[index] === true;
        const resources = skill.resources.map(
          (r) =>
            Object.defineProperty(
              { ...r },
              'text',
              guard(skill, `text of ${r.path}`, gone, () => r.text),
            ) as Resource,
        );
        const copy = Object.defineProperties({ ...skill, resources } as Skill, {
          body: guard(skill, 'body', gone, () => skill.body),
          source: guard(skill, 'source', gone, () => skill.source),
        });
        yield copy;
        // The consumer has taken `index`: the skill `window` places back leaves the window.
        if (index - window + 1 >= 0) expired[index - window + 1] = true;
      }
    },
    finish() {
      return {
        sharedResources: set.sharedResources,
        problems: set.problems,
        ...(set.pluginRoots ? { pluginRoots: set.pluginRoots } : {}),
        ...(set.units ? { units: set.units } : {}),
        ...(set.folders ? { folders: set.folders } : {}),
      };
    },
  };
  return { stream, late };
}

/** Every key anywhere in `value` that holds a string (`loaded.body` is a flag, not a text). */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string') out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

const TEXT_KEYS = ['body', 'source', 'text', 'raw'];

describe('the streamed check holds one skill’s texts at a time', () => {
  const roots = [
    'skills',
    'corpus/plugin-repo',
    'check/SK210-link-target-missing',
    'check/SK501-duplicate-resource',
    'check/SK411-body-only-trigger-terms',
  ].map((r) => path.join(FIXTURES, r));

  for (const root of roots) {
    for (const batch of [1, 4, CHECK_BATCH_SKILLS]) {
      it(`reads no text after its batch's turn (batches of ${batch}): ${path.relative(FIXTURES, root)}`, () => {
        const set = loadSkills(root);
        const { stream, late } = expiringStream(set, batch);
        // Every rule on, low budgets: every family has work in both halves.
        const options = {
          profile: 'anthropic' as const,
          budgets: { bodyTermMinScore: 1, referenceWarnTokens: 1, resourceMaxBytes: 10 },
        };
        const resolved = resolveCheckOptions(options);
        const fold = checkFold(resolved, getEncoding(resolved.encoding), stream.total, {}, batch);
        for (const skill of stream.skills()) fold.add(skill);
        const streamed = fold.finish({ root: stream.root, layout: stream.layout, ...stream.finish() }, []);
        expect(late).toEqual([]);
        expect(streamed).toEqual(runCheck(set, options));
      });
    }
  }

  it('the set-wide half of every family gets facts without any text', () => {
    const seen: CheckFacts[] = [];
    for (const family of RULE_FAMILIES) {
      const start = family.start.bind(family);
      vi.spyOn(family, 'start').mockImplementation((ctx) => {
        const run: FamilyRun = start(ctx);
        if (run.finish === undefined) return run;
        const finish = run.finish.bind(run);
        return {
          ...run,
          finish(facts) {
            seen.push(facts);
            return finish(facts);
          },
        };
      });
    }
    checkStream(openSkills(path.join(FIXTURES, 'skills'), {}, nodeFs), { profile: 'anthropic' });
    expect(seen.length).toBeGreaterThanOrEqual(6);
    for (const facts of seen) {
      expect(facts.skills.length).toBeGreaterThan(10);
      const keys = keysOf({ skills: facts.skills, sharedResources: facts.sharedResources });
      expect(keys.has('name') && keys.has('description') && keys.has('path')).toBe(true);
      for (const k of TEXT_KEYS) expect(keys.has(k), k).toBe(false);
    }
    // The compiler holds the same line: a set-wide half cannot even name a text.
    const facts = seen[0]!;
    // @ts-expect-error SkillFacts has no body
    void facts.skills[0]?.body;
    // @ts-expect-error SkillFacts has no source
    void facts.skills[0]?.source;
    // @ts-expect-error ResourceFacts has no text
    void facts.sharedResources[0]?.text;
  });

  it('checkStream refuses a stream opened without what it reads', () => {
    expect(() => checkStream(openSkills(path.join(FIXTURES, 'skills'), { needs: LOAD_BODIES }, nodeFs))).toThrow(
      ApiUsageError,
    );
  });
});

describe('report: one stream feeds the audit and the check', () => {
  for (const rel of ['skills', 'corpus/plugin-repo', 'flat-skills']) {
    it(`equals the two eager runs and tokenises nothing the audit did not: ${rel}`, () => {
      const root = path.join(FIXTURES, rel);
      const encodings = [getEncoding('o200k_base')];
      const set = loadSkills(root);
      const alone = createCountCache();
      const eagerAudit = computeAudit(set, { encodings, countCache: alone });
      const shared = createCountCache();
      const checking = startCheck({}, 0, { countCache: shared });
      let rest: ReturnType<SkillStream['finish']> | undefined;
      const stream = openSkills(root, { needs: CHECK_NEEDS }, nodeFs);
      const audit = auditStream(
        { ...stream, finish: () => (rest = stream.finish()) },
        { encodings, countCache: shared, onSkill: (s) => checking.add(s) },
      );
      const check = checking.finish({ root: stream.root, layout: stream.layout, ...rest! }, []);
      expect(audit).toEqual(eagerAudit);
      expect(check).toEqual(runCheck(set));
      // The check's counts were all hits on what the audit counted (same encoding, same texts).
      expect(shared.stats().misses).toBe(alone.stats().misses);
    });
  }
});
