/**
 * scripts/prepare.mjs without TypeScript (an install that left devDependencies out): a built
 * dist/ is kept and the install goes on; no dist/ fails with one line instead of `tsc: not found`.
 * The build itself (TypeScript present) runs in every `npm ci` and in the real pre-commit test.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

const temp = mkdtempSync(path.join(tmpdir(), 'skillscope-prepare-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A package folder holding our prepare script and package.json, without node_modules. */
function packageWithoutTypescript(name: string): string {
  const dir = path.join(temp, name);
  mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  cpSync(path.join(REPO_ROOT, 'scripts', 'prepare.mjs'), path.join(dir, 'scripts', 'prepare.mjs'));
  cpSync(path.join(REPO_ROOT, 'package.json'), path.join(dir, 'package.json'));
  return dir;
}

describe('prepare without TypeScript', () => {
  it('keeps an existing dist/ build and exits 0', () => {
    const dir = packageWithoutTypescript('built');
    mkdirSync(path.join(dir, 'dist', 'cli'), { recursive: true });
    writeFileSync(path.join(dir, 'dist', 'cli', 'main.js'), '// built earlier\n');
    const r = spawnSync(process.execPath, ['scripts/prepare.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(readFileSync(path.join(dir, 'dist', 'cli', 'main.js'), 'utf8')).toBe('// built earlier\n');
  });

  it('fails with one line when there is no dist/ to keep', () => {
    const dir = packageWithoutTypescript('bare');
    const r = spawnSync(process.execPath, ['scripts/prepare.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('is the package prepare script', () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['prepare']).toBe('node scripts/prepare.mjs');
  });
});
