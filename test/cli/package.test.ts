/**
 * The packed npm package: it ships what the runtime reads (dist), the documentation the README
 * links to (docs/, rules.md among it), LICENSE and README, and every package the runtime code imports is
 * a production dependency — the differential references (@dqbd/tiktoken, WASM) are dev-only.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  files: string[];
  license: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Bare package names the runtime sources import or require (type-only imports excluded). */
function runtimePackages(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(path.join(REPO_ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /^import (?!type )[^'"]*?from '([^'.][^']*)'|require(?:\.resolve)?\('([^'.][^']*)'\)/gm,
    )) {
      const spec = (m[1] ?? m[2]) as string;
      if (spec.startsWith('node:')) continue;
      const parts = spec.split('/');
      found.add(spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string));
    }
  }
  return found;
}

describe('package', () => {
  it('every package the runtime imports is a production dependency', () => {
    const used = runtimePackages();
    expect(used.has('gpt-tokenizer')).toBe(true); // its rank files are read at run time
    for (const name of used) expect(Object.keys(pkg.dependencies), name).toContain(name);
    expect(used.has('@dqbd/tiktoken')).toBe(false);
    expect(Object.keys(pkg.dependencies)).not.toContain('@dqbd/tiktoken');
    expect(Object.keys(pkg.devDependencies)).toContain('@dqbd/tiktoken');
  });

  it('ships dist, the docs, README and an MIT LICENSE', () => {
    expect(pkg.files).toEqual(expect.arrayContaining(['dist', 'docs', 'README.md', 'LICENSE']));
    expect(pkg.license).toBe('MIT');
    const license = readFileSync(path.join(REPO_ROOT, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) 2026 skillscope contributors\n/);
    const listing = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const files = ((JSON.parse(listing) as { files: { path: string }[] }[])[0]?.files ?? []).map((f) => f.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'docs/rules.md',
        'docs/commands/check.md',
        'dist/cli/main.js',
        'dist/index.js',
        'data/zh-en.bin', // the bilingual analyzer's dictionary, read at run time
        'data/README.md', // its CC BY-SA 4.0 attribution
        'package.json',
      ]),
    );
    expect(files.filter((f) => f.startsWith('src/') || f.startsWith('test/') || f.endsWith('.tgz'))).toEqual([]);
    // The dictionary's JSON form is the repository's reference for review and tests, not read at run time.
    expect(files).not.toContain('data/zh-en.json');
  });

  it('*.tgz (npm pack output) is ignored by git', () => {
    expect(readFileSync(path.join(REPO_ROOT, '.gitignore'), 'utf8').split('\n')).toContain('*.tgz');
  });
});
