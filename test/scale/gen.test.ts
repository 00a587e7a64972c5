/**
 * The scale generator (bench/scale/gen.ts) that `npm run bench:scale` and the other performance
 * suites share: real text that loads cleanly, unique names, deterministic, reuse by marker, and
 * each smaller tree a prefix of the larger one.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isComplete, parseSizes, writeScaleTree } from '../../bench/scale/gen.js';
import { loadScaleSources } from '../../bench/scale/sources.js';
import { loadSkills } from '../../src/skills/index.js';

const REPO = path.resolve(__dirname, '..', '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-scale-gen-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const sources = loadScaleSources(REPO);

describe('scale generator', () => {
  it('writes skills of real text that load without problems, with unique names', () => {
    const { dir, written } = writeScaleTree(120, { root: path.join(tmp, 'a'), sources });
    expect(written).toBe(true);
    const set = loadSkills(dir);
    expect(set.skills).toHaveLength(120);
    expect(set.problems).toEqual([]);
    expect(set.skills.flatMap((s) => s.problems)).toEqual([]);
    expect(new Set(set.skills.map((s) => s.name)).size).toBe(120);
    for (const s of set.skills) {
      expect(s.name).toBe(s.folderName);
      expect(s.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.description.length).toBeGreaterThan(40);
      expect(s.description.length).toBeLessThanOrEqual(1024);
      // Every body holds a template body and at least one real documentation section.
      expect(sources.templates.some((t) => s.body.startsWith(t.body.replace(/\s+$/, '')))).toBe(true);
      expect(sources.sections.some((x) => s.body.includes(x.text))).toBe(true);
    }
    // Resources are hard links into the pool, not copies (one inode, several links).
    const withResources = set.skills.flatMap((s) => s.resources);
    expect(withResources.length).toBeGreaterThan(50);
    expect(statSync(path.join(dir, withResources[0]!.path)).nlink).toBeGreaterThan(1);
  });

  it('is deterministic, reuses a complete tree and makes the smaller tree a prefix of the larger', () => {
    const a = writeScaleTree(60, { root: path.join(tmp, 'b'), sources });
    const b = writeScaleTree(60, { root: path.join(tmp, 'c'), sources });
    const big = writeScaleTree(120, { root: path.join(tmp, 'a'), sources });
    expect(big.written).toBe(false); // marker found: reused
    expect(isComplete(a.dir, 60)).toBe(true);
    const read = (dir: string): string[] => loadSkills(dir).skills.map((s) => `${s.file}\n${s.source}`);
    expect(read(a.dir)).toEqual(read(b.dir));
    // Skill i depends on (seed, i) and the names before it: the 60 skills are all in the 120 tree.
    const bigger = new Set(read(big.dir));
    expect(read(a.dir).filter((s) => !bigger.has(s))).toEqual([]);
  });

  it('rebuilds a tree whose marker does not match', () => {
    const { dir } = writeScaleTree(10, { root: path.join(tmp, 'd'), sources });
    writeFileSync(path.join(dir, '.skillscope-scale'), 'older generator');
    expect(isComplete(dir, 10)).toBe(false);
    expect(writeScaleTree(10, { root: path.join(tmp, 'd'), sources }).written).toBe(true);
    expect(readFileSync(path.join(dir, '.skillscope-scale'), 'utf8')).toMatch(/count=10 seed=42/);
  });

  it('parses --sizes', () => {
    expect(parseSizes('1000,10k,100_000')).toEqual([1000, 10000, 100000]);
    expect(() => parseSizes('1000,abc')).toThrow(/positive integers/);
  });
});
