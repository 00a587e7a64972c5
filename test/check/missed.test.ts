/**
 * What the link and resource rules used to get wrong on real repositories: a link out of the
 * skill to a file that exists nowhere (missing, not only "outside"), footnotes read as links,
 * build output reported file by file, and reference totals as errors.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import type { CheckOptions } from '../../src/check/options.js';
import { buildOutputFolders } from '../../src/skills/build-output.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';

function check(files: Record<string, string>, options: CheckOptions = {}) {
  return runCheck(
    loadSkills('/r', {}, memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])))),
    options,
  );
}

const head = (name: string) =>
  `---\nname: ${name}\ndescription: Does one thing for tests. Use when the user asks for ${name}.\n---\n`;

describe('links out of the skill', () => {
  const files = (link: string) => ({
    's/SKILL.md': `${head('s')}Read [the notes](${link}).\n`,
    'shared/notes.md': '# Notes\n',
  });
  const linkCodes = (link: string) =>
    check(files(link))
      .findings.filter((f) => f.code.startsWith('SK21'))
      .map((f) => [f.code, f.data['outside'] ?? false]);

  it('to a file that exists nowhere is missing (SK210, outside)', () => {
    expect(linkCodes('../shared/gone.md')).toEqual([['SK210', true]]);
    expect(linkCodes('../elsewhere/notes.md')).toEqual([['SK210', true]]);
  });

  it('to a file that exists is outside (SK211)', () => {
    expect(linkCodes('../shared/notes.md')).toEqual([['SK211', false]]);
  });

  it('that cannot be looked up (absolute, above the checked folder) stays outside', () => {
    expect(linkCodes('/etc/skill-notes.md')).toEqual([['SK211', false]]);
    expect(linkCodes('../../../notes.md')).toEqual([['SK211', false]]);
  });

  it('is an error for a missing target and keeps the target in data', () => {
    const found = check(files('../shared/gone.md')).findings.find((f) => f.code === 'SK210');
    expect(found?.severity).toBe('error');
    expect(found?.data['target']).toBe('../shared/gone.md');
  });
});

describe('targets that are no file names', () => {
  it('globs, templates and bare words are not missing files; a real path still is', () => {
    const body =
      'Read [the limits](references/limits-{country}.md), [notes](notes/*.md), [link](url) and [gone](references/gone.md).\n';
    const found = check({ 's/SKILL.md': `${head('s')}${body}` }).findings.filter((f) => f.code.startsWith('SK21'));
    expect(found.map((f) => [f.code, f.data['target']])).toEqual([['SK210', 'references/gone.md']]);
  });
});

describe('footnotes', () => {
  it('are not links: neither the definition nor the reference', () => {
    const body =
      'The limit is 50 requests a minute.[^1] Retries back off.[^note]\n\n[^1]: Measured on the staging account.\n[^note]: See the vendor page.\n';
    expect(check({ 's/SKILL.md': `${head('s')}${body}` }).findings.filter((f) => f.code.startsWith('SK21'))).toEqual(
      [],
    );
  });

  it('a link inside a footnote is still checked', () => {
    const body = 'Text.[^1]\n\n[^1]: Details in [the table](references/limits.md).\n';
    expect(
      check({ 's/SKILL.md': `${head('s')}${body}` })
        .findings.filter((f) => f.code.startsWith('SK21'))
        .map((f) => f.data['target']),
    ).toEqual(['references/limits.md']);
  });

  it('a reference definition followed by prose is no definition', () => {
    const body = 'Intro.\n\n[note]: keep the old config until the migration ends\n';
    expect(check({ 's/SKILL.md': `${head('s')}${body}` }).findings.filter((f) => f.code.startsWith('SK21'))).toEqual(
      [],
    );
  });
});

describe('build output committed in a skill', () => {
  const big = 'x'.repeat(3000);
  const files = {
    's/SKILL.md': `${head('s')}Run \`node scripts/dist/cli.js\`; read [the build steps](references/build/steps.md).\n`,
    's/scripts/dist/cli.js': 'console.log(1);\n',
    's/references/build/steps.md': '# Build\n',
    's/scripts/__pycache__/fill.cpython-312.pyc': 'abc',
    's/scripts/__pycache__/core.cpython-312.pyc': 'defg',
    's/tools/oracle/target/CACHEDIR.TAG': 'Signature: 8a477f597d28d172789f06886806bc55\n',
    's/tools/oracle/target/release/oracle.d': big,
    's/tools/oracle/target/release/deps/oracle.d': big,
    's/tools/oracle/target/release/build/out.txt': big,
    's/tools/oracle/src/main.rs': 'fn main() {}\n',
  };

  it('is one finding per folder, with its file count and bytes', () => {
    const found = check(files, { budgets: { resourceMaxBytes: 1000 } }).findings.filter((f) => f.code === 'SK508');
    expect(found.map((f) => [f.file, f.data['files'], f.data['bytes']])).toEqual([
      ['s/scripts/__pycache__', 2, 7],
      ['s/tools/oracle/target', 4, files['s/tools/oracle/target/CACHEDIR.TAG'].length + 3 * big.length],
    ]);
    expect(found.every((f) => f.severity === 'warn')).toBe(true);
  });

  it('leaves its files out of the per-file rules', () => {
    const codes = check(files, { budgets: { resourceMaxBytes: 1000 } }).findings.filter((f) =>
      ['SK501', 'SK506', 'SK507'].includes(f.code),
    );
    expect(codes).toEqual([]);
  });

  it('the same files outside a build folder are still reported', () => {
    const plain = { 's/SKILL.md': head('s'), 's/assets/a.txt': big, 's/assets/b.txt': big };
    const codes = check(plain, { budgets: { resourceMaxBytes: 1000 } })
      .findings.map((f) => f.code)
      .filter((c) => c.startsWith('SK50'));
    expect(codes.sort()).toEqual(['SK501', 'SK506', 'SK506']);
  });

  it('dist/ and build/ count only with compiled artefacts', () => {
    const folders = (paths: string[]) =>
      buildOutputFolders(paths.map((relPath) => ({ relPath, bytes: 1 }))).map((b) => b.folder);
    expect(folders(['scripts/dist/cli.js', 'scripts/dist/cli.js.map', 'references/build/impl.md'])).toEqual([]);
    expect(
      folders([
        'native/build/CMakeCache.txt',
        'native/build/lib/a.o',
        'py/build/lib.linux-x86_64-cpython-312/pkg/x.py',
        'py/dist/pkg-1.0-py3-none-any.whl',
      ]),
    ).toEqual(['native/build', 'py/build', 'py/dist']);
    expect(
      folders(['target/classes/App.class', 'env/venv/pyvenv.cfg', 'env/venv/lib/site.py', 'docs/target/audience.md']),
    ).toEqual(['env/venv', 'target']);
  });
});

describe('reference sizes', () => {
  const files = {
    's/SKILL.md': `${head('s')}Read [a](references/a.md) and [b](references/b.md).\n`,
    's/references/a.md': 'word '.repeat(400),
    's/references/b.md': 'text '.repeat(400),
  };
  it('a total of all references is only information at either threshold', () => {
    const found = (totalError: number) =>
      check(files, {
        budgets: { referencesTotalWarnTokens: 200, referencesTotalErrorTokens: totalError },
      }).findings.filter((f) => f.code === 'SK504' || f.code === 'SK505');
    expect(found(500).map((f) => [f.code, f.severity])).toEqual([['SK505', 'info']]);
    expect(found(5000).map((f) => [f.code, f.severity])).toEqual([['SK504', 'info']]);
  });

  it('one file over the large limit is a warning', () => {
    const found = check(files, { budgets: { referenceWarnTokens: 100, referenceErrorTokens: 300 } }).findings.filter(
      (f) => f.code === 'SK503',
    );
    expect(found.map((f) => f.severity)).toEqual(['warn', 'warn']);
  });
});

describe('unknown frontmatter fields', () => {
  const custom = ['owner', 'team', 'tier', 'reviewed', 'category'];
  const files = {
    'a/SKILL.md': `---\nname: a\ndescription: Does one thing for tests. Use when the user asks for a.\n${custom.map((k) => `${k}: x\n`).join('')}---\nBody.\n`,
    'b/SKILL.md': `${head('b')}Body.\n`,
  };

  it('are one finding per skill, on the first unknown key, with every field in the data', () => {
    const found = check(files).findings.filter((f) => f.code === 'SK133');
    expect(found.map((f) => [f.file, f.line])).toEqual([['a/SKILL.md', 4]]);
    expect(found[0]?.data).toMatchObject({ field: 'owner', fields: custom });
  });

  it('a single unknown field is still reported', () => {
    const one = {
      'c/SKILL.md': `---\nname: c\ndescription: Does one thing for tests. Use when the user asks for c.\ntags: [x]\n---\nBody.\n`,
    };
    expect(
      check(one)
        .findings.filter((f) => f.code === 'SK133')
        .map((f) => f.data['fields']),
    ).toEqual([['tags']]);
  });

  // The message once said "(profile default)", an internal name a newcomer cannot read: it names
  // who reads fields instead, and the flag when one chose them. (Wording checked only here.)
  it('says who would read the field, not an internal profile name', () => {
    const one = {
      'c/SKILL.md': `---\nname: c\ndescription: Does one thing for tests. Use when the user asks for c.\nversion: 2\n---\nBody.\n`,
      'd/SKILL.md': `---\nname: d\ndescription: Does one thing for tests. Use when the user asks for d.\ntags: [x]\n---\nBody.\n`,
    };
    const messages = (profile: CheckOptions['profile']) =>
      check(one, { profile })
        .findings.filter((f) => f.code === 'SK133')
        .map((f) => f.message);
    const plain = messages('default');
    expect(plain).toHaveLength(1);
    expect(plain[0]).toContain('any host skillscope knows (Claude Code, OpenClaw)');
    const strict = messages('claude-code');
    expect(strict[0]).toContain('read by openclaw, not by the spec or Claude Code (--profile claude-code)');
    for (const m of [...plain, ...strict, ...messages('anthropic')]) expect(m).not.toMatch(/\(profile |by profile /);
  });
});
