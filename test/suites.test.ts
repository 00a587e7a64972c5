/**
 * No test is silently dropped by the split into `npm test` (project `unit`) and
 * `npm run test:e2e` (project `e2e`): vitest itself is asked which files each project runs, and
 * every test file under test/ must be in exactly one. A file that declares tests but is not named
 * `*.test.ts` would be run by neither, so that fails too, as does a stale entry in E2E_FILES.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './helpers/cli.js';
import { E2E_FILES } from './suites.js';

/** Every file under test/, relative to the repository root, with forward slashes. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesUnder(rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

const ALL = filesUnder('test');
const TEST_FILES = ALL.filter((f) => f.endsWith('.test.ts')).sort();

/** What `vitest list` says each project runs: file → project names. */
function projectsByFile(): Map<string, string[]> {
  const vitest = path.join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const r = spawnSync(process.execPath, [vitest, 'list', '--filesOnly', '--json'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  expect(r.status, r.stderr).toBe(0);
  const listed = JSON.parse(r.stdout) as { file: string; projectName: string }[];
  const byFile = new Map<string, string[]>();
  for (const { file, projectName } of listed) {
    const rel = path.relative(REPO_ROOT, file).split(path.sep).join('/');
    byFile.set(rel, [...(byFile.get(rel) ?? []), projectName]);
  }
  return byFile;
}

describe('test suites', () => {
  it('every test file is in exactly one of the unit and e2e projects, and nothing else is run', () => {
    const byFile = projectsByFile();
    const placed = TEST_FILES.map((f) => [f, byFile.get(f) ?? []] as const);
    expect(placed.filter(([, projects]) => projects.length !== 1)).toEqual([]);
    expect([...byFile.keys()].sort()).toEqual(TEST_FILES);
    const e2e = placed.filter(([, [project]]) => project === 'e2e').map(([f]) => f);
    expect(e2e).toEqual([...E2E_FILES].sort());
    expect(placed.length - e2e.length).toBeGreaterThan(e2e.length);
  });

  it('every entry of E2E_FILES names an existing test file, once', () => {
    for (const f of E2E_FILES) expect(existsSync(path.join(REPO_ROOT, f)) && f.endsWith('.test.ts'), f).toBe(true);
    expect(new Set(E2E_FILES).size).toBe(E2E_FILES.length);
  });

  it('no unit file changes state a later file in the same worker would see (the unit project shares modules)', () => {
    // This file names the patterns it looks for, so it is left out.
    const e2e = new Set([...E2E_FILES, 'test/suites.test.ts']);
    const leaks: string[] = [];
    const processWide = [
      /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|resetModules)\b/,
      /\bprocess\.chdir\s*\(/,
      /\bprocess\.env(\.\w+|\[[^\]]+\])\s*=[^=]/,
      /\bdelete\s+process\.env\b/,
      /Object\.assign\(\s*process\.env\b/,
    ];
    for (const f of TEST_FILES.filter((t) => !e2e.has(t))) {
      const text = readFileSync(path.join(REPO_ROOT, f), 'utf8');
      for (const re of processWide) if (re.test(text)) leaks.push(`${f}: ${re.source}`);
      // A spy replaces a method on a shared module object: it must be undone after each test.
      if (/\bvi\.spyOn\b/.test(text) && !/afterEach\(\(\) => \{?\s*vi\.restoreAllMocks\(\)/.test(text))
        leaks.push(`${f}: vi.spyOn without afterEach(vi.restoreAllMocks)`);
    }
    expect(leaks).toEqual([]);
  });

  it('only *.test.ts files declare tests (any other name would be run by neither suite)', () => {
    const misnamed = ALL.filter((f) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(f) && !f.endsWith('.test.ts'));
    expect(misnamed).toEqual([]);
    const declaring = ALL.filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !f.endsWith('.test.ts')).filter((f) => {
      const text = readFileSync(path.join(REPO_ROOT, f), 'utf8');
      return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'vitest'/g)].some((m) =>
        /\b(describe|it|test|suite)\b/.test(m[1]!),
      );
    });
    expect(declaring).toEqual([]);
  });
});
