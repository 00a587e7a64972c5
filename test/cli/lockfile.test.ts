/**
 * package-lock.json must be complete enough for `npm ci`, which the GitHub Action (action.yml) and
 * .ci/run install with: npm ci refuses a lock file that misses any dependency a locked package
 * declares, optional platform packages included (vite's Windows-only
 * `napi-windows-process-start-time` was missing once, so `npm ci` — and the Action — failed while
 * `npm install` quietly skipped it). Resolution follows Node's rule: the nearest node_modules up
 * the locked path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

interface LockedPackage {
  readonly dependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly peerDependenciesMeta?: Record<string, { readonly optional?: boolean }>;
}

const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};

/** Where Node would find `name` required from the package at `from` (a lock key), or undefined. */
function resolveFrom(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const key = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/** Every declared dependency of every locked package that the lock cannot resolve. */
function missing(): string[] {
  const out: string[] = [];
  for (const [key, pkg] of Object.entries(lock.packages)) {
    if (key.includes('node_modules/') && !key.startsWith('node_modules/')) continue; // a link's target folder
    const names = [
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.optionalDependencies ?? {}),
      ...(key === '' ? Object.keys(pkg.devDependencies ?? {}) : []),
    ];
    for (const name of names) if (resolveFrom(key, name) === undefined) out.push(`${key || '(root)'} → ${name}`);
  }
  return out;
}

describe('package-lock.json', () => {
  it('is a lockfile npm ci reads (version 3)', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('resolves every dependency and optional dependency of every locked package (npm ci refuses otherwise)', () => {
    expect(missing()).toEqual([]);
  });

  it('holds the optional Windows-only package that once made npm ci refuse it', () => {
    expect(resolveFrom('node_modules/vite', 'napi-windows-process-start-time')).toBe(
      'node_modules/napi-windows-process-start-time',
    );
  });
});
