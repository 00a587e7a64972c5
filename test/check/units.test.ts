/**
 * The pure pieces under the rules: code-point lengths, trigger clauses (English and Chinese),
 * sentence cuts, body reference parsing, TF-IDF pairs (inverted index vs brute force), the rule
 * registry and the generated docs page, and loader problems that need a special file system.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { RULE_LIST, titleKind } from '../../src/check/rules/index.js';
import { renderRulesDoc } from '../../src/check/rules-doc.js';
import { endsMidSentence, firstSentence } from '../../src/base/sentences.js';
import { findReferences, resolveInSkill } from '../../src/check/text/links.js';
import { similarPairs } from '../../src/check/text/tfidf.js';
import { bruteForcePairs } from './tfidf-brute.js';
import { hasTrigger } from '../../src/check/text/triggers.js';
import { codePointLength, collapseWhitespace } from '../../src/base/text.js';
import { RULE_CODES } from '../../src/check/types.js';
import { loadSkills, memoryFs, RESOURCE_MAX_DEPTH, type Fs } from '../../src/skills/index.js';
import { REPO_ROOT } from '../helpers/cli.js';

const OK =
  '---\nname: ok\ndescription: Formats CSV files as tables. Use when the user asks for a table.\n---\n\nBody.\n';

describe('lengths', () => {
  it('counts code points, not UTF-16 units: 1,024 emoji fit, 1,025 do not', () => {
    expect(codePointLength('😀'.repeat(1024))).toBe(1024);
    const skill = (d: string) =>
      loadSkills('/', {}, memoryFs({ 'e/SKILL.md': `---\nname: e\ndescription: "${d}"\n---\n` }));
    const codes = (d: string) =>
      runCheck(skill(d), { rules: { SK302: 'off', SK401: 'off', SK402: 'off' } }).findings.map((f) => f.code);
    expect(codes('😀'.repeat(1024))).toEqual([]);
    expect(codes('😀'.repeat(1025))).toEqual(['SK124']); // SK314 (Codex's cut) is in SK124's message
    expect(collapseWhitespace('  a \n\t b  ')).toBe('a b');
  });
});

describe('trigger clauses', () => {
  it.each([
    'Use when the user asks for a chart.',
    'Use this skill when reviewing SQL.',
    'Formats CSV. Use for quick tables.',
    'Helps when the user pastes a stack trace.',
    'Invoke whenever a Dockerfile changes.',
    '当用户需要翻译技术文档时使用。',
    '用于整理会议纪要。',
    '适用于周报撰写。',
    '在分析日志时使用。',
  ])('finds one in %j', (text) => expect(hasTrigger(text)).toBe(true));

  it.each(['PDF toolkit.', 'Formats CSV files as Markdown tables.', '数据可视化工具。'])('finds none in %j', (text) =>
    expect(hasTrigger(text)).toBe(false),
  );
});

describe('sentences and titles', () => {
  it('first sentence and mid-sentence cuts, English and Chinese', () => {
    expect(firstSentence('PDF Tools. Fills forms.')).toBe('PDF Tools.');
    expect(firstSentence('周报助手。用于撰写周报。')).toBe('周报助手。');
    expect(endsMidSentence('One two. Three four.', 'One two.')).toBe(false);
    expect(endsMidSentence('One two. Three four.', 'One two. Thr')).toBe(true);
    expect(endsMidSentence('One two.', 'One two.')).toBe(false);
  });

  it('titles, restated names and model names', () => {
    expect(titleKind('CSV Table Formatter.', 'csv-tables')).toBe('title');
    expect(titleKind('SVG icon cleanup.', 'svg-icon-cleanup')).toBe('name');
    expect(titleKind('Claude 3.5 Sonnet.', 'a11y-audit')).toBe('model');
    expect(titleKind('GPT-4o.', 'x')).toBe('model');
    expect(titleKind('Formats CSV files as tables.', 'csv')).toBeNull();
    expect(titleKind('Docker Compose debugging.', 'compose')).toBeNull();
  });
});

describe('body references', () => {
  const body = [
    'See [notes](references/notes.md "title") and ![logo](assets/logo.png).', // 1
    'Skip [site](https://example.com), [mail](mailto:a@b.c), [top](#usage).', // 2
    'Run `python scripts/fill.py in.pdf` then `ls ./data` and `./tools/run.sh`.', // 3
    '```bash', // 4
    'cat references/in-fence.md', // 5
    '```', // 6
    '[ref]: <references/spaced%20name.md>', // 7
    'Code `[not](a-link.md)` is not a link; [frag](references/a.md#part) is.', // 8
  ].join('\n');

  it('finds links, images, definitions and backticked resource paths with line and column', () => {
    expect(findReferences(body).map((r) => [r.target, r.kind, r.line, r.column])).toEqual([
      ['references/notes.md', 'link', 1, 13],
      ['assets/logo.png', 'link', 1, 54],
      ['scripts/fill.py', 'code', 3, 13],
      ['./tools/run.sh', 'code', 3, 59],
      ['references/spaced name.md', 'definition', 7, 8],
      ['references/a.md', 'link', 8, 47],
    ]);
  });

  it('resolves inside the skill folder or reports an escape', () => {
    expect(resolveInSkill('./scripts/a.py')).toEqual({ escapes: false, path: 'scripts/a.py' });
    expect(resolveInSkill('../shared/a.md')).toEqual({ escapes: true });
    expect(resolveInSkill('/etc/passwd')).toEqual({ escapes: true });
    // Normalised against the skill folder first: climbing out and back in stays inside.
    expect(resolveInSkill('../s/references/a.md', 's')).toEqual({ escapes: false, path: 'references/a.md' });
    expect(resolveInSkill('../../team/s/a.md', 'team/s')).toEqual({ escapes: false, path: 'a.md' });
    expect(resolveInSkill('../s2/a.md', 's')).toEqual({ escapes: true });
    expect(resolveInSkill('../s', 's')).toEqual({ escapes: false, path: '' });
    expect(resolveInSkill('../../s/a.md', 's')).toEqual({ escapes: true });
  });
});

describe('TF-IDF pairs', () => {
  const bruteForce = (docs: string[][], threshold: number, minShared: number) =>
    bruteForcePairs(docs, threshold, minShared).map((p) => [p.a, p.b]);

  it('the inverted index finds exactly the pairs brute force finds', () => {
    const word = fc.constantFrom('csv', 'pdf', 'table', 'form', 'chart', 'sql', 'log', 'date', 'row', 'merge');
    fc.assert(
      fc.property(
        fc.array(fc.array(word, { minLength: 1, maxLength: 8 }), { minLength: 2, maxLength: 12 }),
        fc.double({ min: 0.1, max: 0.99, noNaN: true }),
        (docs, threshold) => {
          const fast = similarPairs(docs, threshold, 1).map((p) => [p.a, p.b]);
          expect(fast).toEqual(bruteForce(docs, threshold, 1));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('rule registry and docs', () => {
  it('one metadata entry per code, unique kebab-case names, complete docs', () => {
    expect(RULE_LIST.map((r) => r.code)).toEqual([...RULE_CODES]);
    expect(new Set(RULE_LIST.map((r) => r.name)).size).toBe(RULE_LIST.length);
    for (const rule of RULE_LIST) {
      expect(rule.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const texts = Object.values(rule.docs).flatMap((v: string | Readonly<Record<string, string>>) =>
        typeof v === 'string' ? [v] : Object.values(v),
      );
      for (const text of texts) expect(text.trim()).not.toBe('');
    }
  });

  it('the committed docs/rules.md is up to date (npm run gen:rules-doc)', () => {
    expect(readFileSync(path.join(REPO_ROOT, 'docs', 'rules.md'), 'utf8')).toBe(renderRulesDoc());
  });
});

describe('SK132 allowed-tools shapes', () => {
  // A YAML list is how many real collections write it (Claude Code reads it); only the spec-only
  // profile refuses it. A mapping is refused everywhere.
  const codes = (value: string, profile: 'default' | 'claude-code' | 'anthropic') =>
    runCheck(
      loadSkills(
        '/',
        {},
        memoryFs({
          'ct/SKILL.md': `---\nname: ct\ndescription: Finds timing leaks. Use when reviewing crypto code.\nallowed-tools:\n${value}\n---\n# CT\n`,
        }),
      ),
      { profile },
    )
      .findings.filter((f) => f.code === 'SK132')
      .map((f) => `${f.code}:${f.line}`);
  it('a list of strings passes by default and under claude-code, not under anthropic', () => {
    expect(codes('  - Bash\n  - Read', 'default')).toEqual([]);
    expect(codes('  - Bash\n  - Read', 'claude-code')).toEqual([]);
    expect(codes('  - Bash\n  - Read', 'anthropic')).toEqual(['SK132:4']);
  });
  it('a mapping or a list with a non-string fails in every profile', () => {
    expect(codes('  Bash: true', 'default')).toEqual(['SK132:4']);
    expect(codes('  - Bash\n  - 3', 'default')).toEqual(['SK132:4']);
  });
});

describe('loader problems as findings', () => {
  it('SK104: an unreadable SKILL.md', () => {
    const base = memoryFs({ 'ok/SKILL.md': OK, 'locked/SKILL.md': OK });
    const failing: Fs = {
      ...base,
      openRead: (file, request) => {
        if (file.endsWith('locked/SKILL.md'))
          throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
        return base.openRead(file, request);
      },
    };
    const result = runCheck(loadSkills('/', {}, failing));
    expect(result.findings.filter((f) => f.code === 'SK104').map((f) => f.file)).toEqual(['locked/SKILL.md']);
  });

  it('SK106: a symlink out of the root', () => {
    const fs = memoryFs({ 'root/ok/SKILL.md': OK, 'root/ok/references': { symlink: '/outside' }, 'outside/a.md': 'x' });
    const result = runCheck(loadSkills('/root', {}, fs));
    expect(result.findings.map((f) => [f.code, f.data['kind']])).toEqual([['SK106', 'symlink-escape']]);
  });

  it('fix hints are plain sentences: no rule names internal data fields or kind ids', () => {
    const kinds = ['symlink-escape', 'symlink-loop', 'depth-limit', 'data.'];
    expect(RULE_LIST.filter((r) => kinds.some((k) => r.docs.fix.includes(k))).map((r) => r.code)).toEqual([]);
  });

  it('SK106: the kind-specific advice is in the message, one per kind', () => {
    const escape = runCheck(
      loadSkills(
        '/root',
        {},
        memoryFs({ 'root/ok/SKILL.md': OK, 'root/ok/references': { symlink: '/outside' }, 'outside/a.md': 'x' }),
      ),
    );
    const loop = runCheck(loadSkills('/', {}, memoryFs({ 'ok/SKILL.md': OK, 'ok/again': { symlink: '/ok' } })));
    const messages = [...escape.findings, ...loop.findings]
      .filter((f) => f.code === 'SK106')
      .map((f) => [f.data['kind'], f.message]);
    expect(messages.map(([kind]) => kind)).toEqual(['symlink-escape', 'symlink-loop']);
    expect(new Set(messages.map(([, m]) => m)).size).toBe(2);
  });

  it('SK106: each situation has its own case and fix (a link is not told to raise --max-depth)', () => {
    const deep = Array.from({ length: RESOURCE_MAX_DEPTH + 1 }, (_, i) => `d${i}`).join('/');
    const fs = memoryFs({
      'root/ok/SKILL.md': OK,
      'root/ok/references': { symlink: '/outside' },
      'root/ok/again': { symlink: '/root/ok' },
      [`root/ok/${deep}/x.md`]: 'x',
      'root/a/b/c/far/SKILL.md': OK,
      'outside/a.md': 'x',
    });
    const found = runCheck(loadSkills('/root', { maxDepth: 3 }, fs)).findings.filter((f) => f.code === 'SK106');
    expect(found.map((f) => [f.data['kind'], f.data['case']]).sort()).toEqual([
      ['depth-limit', 'below-max-depth'],
      ['depth-limit', 'deep-in-skill'],
      ['symlink-escape', 'link-out'],
      ['symlink-loop', 'link-twice'],
    ]);
    const fixes = RULE_LIST.find((r) => r.code === 'SK106')?.docs.caseFixes ?? {};
    expect(Object.keys(fixes).sort()).toEqual([
      'below-max-depth',
      'deep-in-skill',
      'link-out',
      'link-out-skills',
      'link-twice',
      'marketplace-entry',
    ]);
    expect(new Set(Object.values(fixes)).size).toBe(6);
    expect(fixes['link-out']).not.toContain('--max-depth');
    expect(fixes['link-twice']).not.toContain('--max-depth');
    expect(fixes['deep-in-skill']).toContain('--max-depth does not change');
  });

  it('flat-layout files without frontmatter are not SK101', () => {
    const fs = memoryFs({ 'csv.md': '# CSV tables\n\nUse when the user asks to format CSV files as tables.\n' });
    const set = loadSkills('/', { layout: 'flat' }, fs);
    expect(runCheck(set).findings.map((f) => f.code)).toEqual([]);
  });
});
