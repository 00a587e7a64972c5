import type { OpenRequest } from '../../src/base/guard.js';
import { describe, expect, it } from 'vitest';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import { UsageError } from '../../src/base/errors.js';

const skill = (name: string, description: string, body = '# Title\n\nBody text.\n'): string =>
  `---\nname: ${name}\ndescription: ${description}\n---\n${body}`;

describe('loadSkills (dir layout)', () => {
  it('finds skills, reads frontmatter, body and resources', () => {
    const fs = memoryFs({
      'pdf/SKILL.md': skill('pdf', 'Fill PDF forms. Use when the user has a PDF form.'),
      'pdf/scripts/fill.py': 'print(1)\n',
      'pdf/references/forms.md': '# Forms\n',
      'pdf/assets/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
      'pdf/fonts/x.ttf': new Uint8Array([0, 1, 0, 0]),
      'group/csv/SKILL.md': `${skill('csv', 'Clean CSV files.')}See [the house style](../../shared/style.md).\n`,
      'README.md': '# collection\n',
      'shared/style.md': '# style\n',
      'docs/guide.md': '# not referenced by any skill\n',
      'tests/fixture/notes.txt': 'repository test data\n',
    });
    const set = loadSkills('/', {}, fs);
    expect(set.layout).toBe('dir');
    expect(set.skills.map((s) => s.name)).toEqual(['csv', 'pdf']);
    const pdf = set.skills.find((s) => s.name === 'pdf')!;
    expect(pdf.description).toBe('Fill PDF forms. Use when the user has a PDF form.');
    expect(pdf.body).toBe('# Title\n\nBody text.\n');
    expect(pdf.bodyStartLine).toBe(5);
    expect(pdf.problems).toEqual([]);
    expect(pdf.resources.map((r) => [r.relPath, r.category, r.text === null])).toEqual([
      ['assets/logo.png', 'assets', true],
      ['fonts/x.ttf', 'fonts', true],
      ['references/forms.md', 'references', false],
      ['scripts/fill.py', 'scripts', false],
    ]);
    // Only files a skill refers to are shared resources: docs/ and tests/ are the repository's.
    expect(set.sharedResources.map((r) => r.path)).toEqual(['shared/style.md']);
    expect(set.skills.find((s) => s.name === 'csv')!.dir).toBe('group/csv');
  });

  it('counts a file outside every skill only when a skill links to it or to its folder (plugin layout)', () => {
    const fs = memoryFs({
      '.claude-plugin/plugin.json': '{"name":"p"}',
      'skills/a/SKILL.md': `${skill('a', 'Does a.')}Read [the notes](\${CLAUDE_PLUGIN_ROOT}/shared/notes.md) and [docs](../../docs/).\n`,
      'shared/notes.md': '# notes\n',
      'shared/unused.md': '# never linked\n',
      'docs/one.md': '# one\n',
      'docs/deep/two.md': '# two\n',
      'tests/fixtures/x/README.md': '# test data\n',
    });
    const set = loadSkills('/', {}, fs);
    expect(set.sharedResources.map((r) => r.path)).toEqual(['docs/deep/two.md', 'docs/one.md', 'shared/notes.md']);
  });

  it('reports a YAML error with its file line and still returns the skill', () => {
    const fs = memoryFs({
      'bad/SKILL.md': '---\nname: bad\ndescription: Use this: when: broken\n  - x\n---\n# Body\n',
      'good/SKILL.md': skill('good', 'Fine.'),
    });
    const set = loadSkills('/', {}, fs);
    const bad = set.skills.find((s) => s.folderName === 'bad')!;
    expect(bad.name).toBe('bad');
    expect(bad.problems.map((p) => p.kind)).toEqual(['yaml-error']);
    expect([bad.problems[0]!.line, bad.problems[0]!.column]).toEqual([3, 14]);
    expect(bad.body).toBe('# Body\n');
    expect(set.skills.find((s) => s.name === 'good')!.problems).toEqual([]);
  });

  it('reports missing and unterminated frontmatter, non-mapping YAML and non-string fields', () => {
    const fs = memoryFs({
      'a/SKILL.md': '# No frontmatter\n',
      'b/SKILL.md': '---\nname: b\n# never closed\n',
      'c/SKILL.md': '---\n- just\n- a list\n---\nbody\n',
      'd/SKILL.md': '---\nname: 42\ndescription: [x, y]\n---\nbody\n',
      'e/SKILL.md': new Uint8Array([...new TextEncoder().encode('---\nname: e\ndescription: d\n---\n'), 0, 1, 2]),
      'ok/SKILL.md': skill('ok', 'Still here.'),
      'ok/scripts/x.sh': 'echo\n',
    });
    const set = loadSkills('/', {}, fs);
    const kinds = Object.fromEntries(set.skills.map((s) => [s.folderName, s.problems.map((p) => p.kind)]));
    expect(kinds).toEqual({
      a: ['no-frontmatter'],
      b: ['unterminated-frontmatter'],
      c: ['frontmatter-not-mapping'],
      d: ['name-not-string', 'description-not-string'],
      e: ['not-utf8'],
      ok: [],
    });
    // The well-formed sibling is reported in full.
    const ok = set.skills.find((s) => s.folderName === 'ok')!;
    expect([ok.name, ok.description, ok.resources.length]).toEqual(['ok', 'Still here.', 1]);
    const d = set.skills.find((s) => s.folderName === 'd')!;
    expect(d.name).toBe('d');
    expect(d.problems.map((p) => p.line)).toEqual([2, 3]);
  });

  it('strips a BOM, keeps CRLF in the body and parses block scalars', () => {
    const text = '\uFEFF---\r\nname: crlf\r\ndescription: >-\r\n  Folded\r\n  text\r\n---\r\nLine 1\r\nLine 2\r\n';
    const set = loadSkills('/', {}, memoryFs({ 'crlf/SKILL.md': text }));
    const s = set.skills[0]!;
    expect(s.description).toBe('Folded text');
    expect(s.body).toBe('Line 1\r\nLine 2\r\n');
    expect(s.source.startsWith('---')).toBe(true);
  });

  it('does not follow symlinks out of the root and detects loops', () => {
    const fs = memoryFs({
      'root/s/SKILL.md': skill('s', 'd'),
      'root/s/out': { symlink: '/outside' },
      'root/s/loop': { symlink: '/root/s' },
      'outside/secret.txt': 'x',
    });
    const set = loadSkills('/root', {}, fs);
    expect(set.skills).toHaveLength(1);
    expect(set.skills[0]!.name).toBe('s');
    expect(set.skills[0]!.resources).toEqual([]);
    expect(set.problems.map((p) => p.kind).sort()).toEqual(['symlink-escape', 'symlink-loop']);
  });

  it('flags a lower-case skill.md and respects max depth', () => {
    const fs = memoryFs({
      'x/skill.md': skill('x', 'd'),
      'a/b/c/SKILL.md': skill('c', 'd'),
    });
    const set = loadSkills('/', { maxDepth: 2 }, fs);
    expect(set.skills).toEqual([]);
    expect(set.problems.map((p) => p.kind).sort()).toEqual(['depth-limit', 'missing-skill-md']);
    expect(loadSkills('/', { maxDepth: 3 }, fs).skills.map((s) => s.name)).toEqual(['c']);
  });

  it('throws UsageError only for an unusable root', () => {
    expect(() => loadSkills('/nope', {}, memoryFs({}))).toThrow(UsageError);
    expect(() => loadSkills('/f.txt', {}, memoryFs({ 'f.txt': 'x' }))).toThrow(UsageError);
  });

  it('accepts a SKILL.md path as its folder', () => {
    const set = loadSkills('/one/SKILL.md', {}, memoryFs({ 'one/SKILL.md': skill('one', 'd') }));
    expect(set.skills.map((s) => s.name)).toEqual(['one']);
  });
});

describe('frontmatter positions', () => {
  it('reports YAML error columns in code points, not UTF-16 units', () => {
    // Two astral emoji before the error: UTF-16 column 21, code-point column 19.
    const set = loadSkills(
      '/',
      {},
      memoryFs({ 'e/SKILL.md': '---\nname: e\ndescription: "😀😀" trailing\n---\nbody\n' }),
    );
    expect(set.skills[0]!.problems.map((p) => [p.kind, p.line, p.column])).toEqual([['yaml-error', 3, 19]]);
  });

  it('counts a file over the read limit by size only and says it was not read', () => {
    const big = new Uint8Array(1).fill(65);
    const fs = memoryFs({ 's/SKILL.md': skill('s', 'd'), 's/references/big.md': big });
    const huge = { kind: 'file' as const, size: 70 * 1024 * 1024 };
    const sized = {
      ...fs,
      stat: (p: string) => (p.endsWith('big.md') ? huge : fs.stat(p)),
      openRead: (p: string, request: OpenRequest) =>
        p.endsWith('big.md') ? { real: fs.realpath(p), stat: huge } : fs.openRead(p, request),
    };
    const r = loadSkills('/', {}, sized).skills[0]!.resources[0]!;
    expect([r.bytes, r.text, r.notRead, r.category]).toEqual([70 * 1024 * 1024, null, true, 'references']);
  });
});

describe('loadSkills (flat layout)', () => {
  it('uses frontmatter when present, else stem + heading and first sentence', () => {
    const fs = memoryFs({
      'README.md': '# not a skill',
      'csv-tidy.md': '# CSV tidy\n\nRemoves duplicate rows from CSV files. Also trims cells.\n',
      'with-fm.md': skill('named', 'From frontmatter.'),
      '周报.md': '# 周报助手\n\n帮助撰写每周工作总结。还能生成表格。\n',
    });
    const set = loadSkills('/', {}, fs);
    expect(set.layout).toBe('flat');
    expect(set.skills.map((s) => [s.name, s.description, s.descriptionSource])).toEqual([
      ['csv-tidy', 'CSV tidy: Removes duplicate rows from CSV files.', 'derived'],
      ['named', 'From frontmatter.', 'frontmatter'],
      ['周报', '周报助手: 帮助撰写每周工作总结。', 'derived'],
    ]);
    expect(set.skills.every((s) => s.problems.length === 0)).toBe(true);
  });
});

describe('loadSkills keeps going past unreadable and odd files', () => {
  it('turns an unreadable resource and SKILL.md into problems; the rest is reported', () => {
    const base = memoryFs({
      'ok/SKILL.md': skill('ok', 'Fine.'),
      'ok/scripts/run.sh': 'echo hi\n',
      'locked/SKILL.md': skill('locked', 'Locked.'),
      'ok/references/secret.md': 'x',
    });
    const denied = (p: string): boolean => p.endsWith('locked/SKILL.md') || p.endsWith('secret.md');
    const fs = {
      ...base,
      openRead(p: string, request: OpenRequest) {
        if (denied(p)) throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
        return base.openRead(p, request);
      },
    };
    const set = loadSkills('/', {}, fs);
    expect(set.skills.map((s) => s.name)).toEqual(['locked', 'ok']);
    const locked = set.skills[0]!;
    expect(locked.problems.map((p) => [p.kind, p.file])).toEqual([['unreadable', 'locked/SKILL.md']]);
    const ok = set.skills[1]!;
    expect(ok.description).toBe('Fine.');
    expect(ok.resources.map((r) => r.relPath)).toEqual(['scripts/run.sh']);
    expect(ok.problems.map((p) => [p.kind, p.file])).toEqual([['unreadable', 'ok/references/secret.md']]);
  });

  it('reads invalid UTF-8 with replacement characters and says so', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('---\nname: latin\ndescription: caf'),
      0xe9,
      ...new TextEncoder().encode('\n---\nbody\n'),
    ]);
    const set = loadSkills('/', {}, memoryFs({ 'latin/SKILL.md': bytes, 'ok/SKILL.md': skill('ok', 'd') }));
    const latin = set.skills.find((s) => s.folderName === 'latin')!;
    expect(latin.problems.map((p) => p.kind)).toEqual(['not-utf8']);
    expect(latin.description).toBe('caf\uFFFD');
    expect(set.skills).toHaveLength(2);
  });

  it('reports duplicate YAML keys and alias bombs as YAML errors, not crashes', () => {
    const bomb = [
      '---',
      'a: &a [x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      '---',
      'body',
    ].join('\n');
    const set = loadSkills(
      '/',
      {},
      memoryFs({
        'dup/SKILL.md': '---\nname: dup\nname: again\n---\nbody\n',
        'bomb/SKILL.md': bomb,
        'ok/SKILL.md': skill('ok', 'd'),
      }),
    );
    const kinds = Object.fromEntries(set.skills.map((s) => [s.folderName, s.problems.map((p) => p.kind)]));
    expect(kinds).toEqual({ bomb: ['yaml-error'], dup: ['yaml-error'], ok: [] });
    expect(set.skills.find((s) => s.folderName === 'dup')!.problems[0]!.line).toBe(3);
  });

  it('skips hidden folders and node_modules', () => {
    const set = loadSkills(
      '/',
      {},
      memoryFs({
        '.hidden/SKILL.md': skill('h', 'd'),
        'node_modules/x/SKILL.md': skill('x', 'd'),
        'a/SKILL.md': skill('a', 'd'),
        'a/.DS_Store': 'x',
      }),
    );
    expect(set.skills.map((s) => s.name)).toEqual(['a']);
    expect(set.skills[0]!.resources).toEqual([]);
  });
});
