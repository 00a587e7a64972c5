/**
 * Check-rule precision on what public skill repositories really contain: host placeholders,
 * code spans that are examples rather than references, links whose text is a code span,
 * scripts at any depth. Each case was a false error or warning before.
 */
import type { OpenRequest } from '../../src/base/guard.js';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/engine.js';
import { findReferences } from '../../src/check/text/links.js';
import { splitPlaceholder } from '../../src/skills/link-patterns.js';
import { loadSkills, memoryFs } from '../../src/skills/index.js';
import type { CheckOptions } from '../../src/check/options.js';

function check(files: Record<string, string>, options: CheckOptions = {}) {
  return runCheck(
    loadSkills('/r', {}, memoryFs(Object.fromEntries(Object.entries(files).map(([k, v]) => [`/r/${k}`, v])))),
    options,
  );
}

const head = (name: string) =>
  `---\nname: ${name}\ndescription: Does one thing for tests. Use when the user asks for ${name}.\n---\n`;

describe('host placeholders', () => {
  it('strip the skill-folder and plugin-root placeholders', () => {
    expect(splitPlaceholder('{baseDir}/references/a.md')).toEqual({ base: 'skill', path: 'references/a.md' });
    expect(splitPlaceholder('${CLAUDE_SKILL_DIR}/scripts/a.py')).toEqual({ base: 'skill', path: 'scripts/a.py' });
    expect(splitPlaceholder('$CLAUDE_SKILL_DIR/scripts/a.py')).toEqual({ base: 'skill', path: 'scripts/a.py' });
    expect(splitPlaceholder('${CLAUDE_PLUGIN_ROOT}/skills/x/a.md')).toEqual({ base: 'plugin', path: 'skills/x/a.md' });
    expect(splitPlaceholder('references/a.md')).toEqual({ base: 'skill', path: 'references/a.md' });
  });

  it('find placeholder paths inside commands and quotes', () => {
    const refs = findReferences(
      'Run `python3 ${CLAUDE_SKILL_DIR}/scripts/a.py x` and `bash "${CLAUDE_PLUGIN_ROOT}/skills/s/tools/t.sh"`.',
    );
    expect(refs.map((r) => [r.path, r.base, r.explicit])).toEqual([
      ['scripts/a.py', 'skill', true],
      ['skills/s/tools/t.sh', 'plugin', true],
    ]);
  });

  it('the plugin root is the nearest folder with .claude-plugin/plugin.json', () => {
    const files = {
      '.claude-plugin/plugin.json': '{"name":"p"}',
      'docs/guide.md': '# Guide\n',
      'skills/a/SKILL.md': `${head('a')}See [guide](\${CLAUDE_PLUGIN_ROOT}/docs/guide.md) and [gone](\${CLAUDE_PLUGIN_ROOT}/docs/gone.md).\n`,
    };
    const found = check(files).findings.filter((f) => f.code.startsWith('SK21'));
    expect(found.map((f) => [f.code, f.data['target'], f.data['pluginRoot']])).toEqual([
      ['SK210', '${CLAUDE_PLUGIN_ROOT}/docs/gone.md', ''],
    ]);
  });

  it('without a plugin manifest, plugin-root paths are not claimed missing', () => {
    const files = { 'skills/a/SKILL.md': `${head('a')}See [guide](\${CLAUDE_PLUGIN_ROOT}/docs/guide.md).\n` };
    expect(check(files).findings.filter((f) => f.code.startsWith('SK21'))).toEqual([]);
  });

  it('a plugin-root path that climbs out of the plugin is an escape', () => {
    const files = {
      'p/.claude-plugin/plugin.json': '{"name":"p"}',
      'p/skills/a/SKILL.md': `${head('a')}See [x](\${CLAUDE_PLUGIN_ROOT}/../other/x.md).\n`,
    };
    expect(
      check(files)
        .findings.filter((f) => f.code.startsWith('SK21'))
        .map((f) => f.code),
    ).toEqual(['SK211']);
  });
});

describe('code spans', () => {
  it('are references only when an instruction or a command points at them', () => {
    const body = [
      'Read `references/a.md` first.', // 1 explicit
      'The tool writes `assets/measure.js` into the project.', // 2 example
      '- `python scripts/fill.py in.pdf`', // 3 command
      'See the notes in `references/b.md`.', // 4 explicit, words between
      'It ends here. `references/c.md` holds more.', // 5 sentence break: not explicit
      '运行 `scripts/run.sh` 完成转换。', // 6 Chinese instruction
      '| Full API docs | `references/API.md` |', // 7 table cell
    ].join('\n');
    expect(findReferences(body).map((r) => [r.line, r.target, r.explicit])).toEqual([
      [1, 'references/a.md', true],
      [2, 'assets/measure.js', false],
      [3, 'scripts/fill.py', true],
      [4, 'references/b.md', true],
      [5, 'references/c.md', false],
      [6, 'scripts/run.sh', true],
      [7, 'references/API.md', false],
    ]);
  });

  it('a path the line calls an example is not reported; an instruction still is', () => {
    const body = [
      '- **Examples**: `references/ledger.md` for account schemas, `references/nda.md` for a contract template', // 1 examples
      'Icons go in assets, e.g. `assets/mark.svg`.', // 2 e.g.
      'Keep helpers such as `scripts/rotate.py` small.', // 3 such as
      'For example, read `references/missing.md` first.', // 4 an instruction wins
      'The `examples/` folder is described in `references/gone.md`.', // 5 "examples" only inside a span
    ].join('\n');
    const result = check({ 's/SKILL.md': `${head('s')}${body}\n` });
    expect(result.findings.filter((f) => f.code.startsWith('SK21')).map((f) => [f.code, f.data?.['target']])).toEqual([
      ['SK210', 'references/missing.md'],
      ['SK213', 'references/gone.md'],
    ]);
  });

  it('a verb in a relative clause describes something else, not an instruction to the model', () => {
    const body = [
      'A pipeline that runs a project script (`./scripts/deploy.sh`) may call a model.', // 1 relative clause
      'Any job which reads `references/secrets.md` is suspect.', // 2 relative clause
      'Claude reads `references/forms.md` only when needed.', // 3 the model: an instruction
      'Run the checker (`./scripts/check.sh`).', // 4 imperative
    ].join('\n');
    expect(findReferences(body).map((r) => [r.line, r.target, r.explicit])).toEqual([
      [1, './scripts/deploy.sh', false],
      [2, 'references/secrets.md', false],
      [3, 'references/forms.md', true],
      [4, './scripts/check.sh', true],
    ]);
    const result = check({
      's/SKILL.md': `${head('s')}A pipeline that runs a project script (\`./scripts/deploy.sh\`) may call a model.\n`,
    });
    expect(result.findings.map((f) => [f.code, f.severity])).toEqual([['SK213', 'info']]);
  });

  it('a missing example path is SK213 info, never an error', () => {
    const result = check({ 's/SKILL.md': `${head('s')}The tool writes \`assets/measure.js\` into the project.\n` });
    expect(result.findings.map((f) => [f.code, f.severity])).toEqual([['SK213', 'info']]);
    expect(result.summary.errors).toBe(0);
  });

  it('a code span inside a link text is not a second reference', () => {
    const refs = findReferences('Read [`../x.md`](../x.md) and [`notes`](references/n.md) and `../y.md`.');
    expect(refs.map((r) => [r.target, r.kind])).toEqual([
      ['../x.md', 'link'],
      ['references/n.md', 'link'],
      ['../y.md', 'code'],
    ]);
  });
});

/** A hundred lines of a document before its links: past what a `head -100` preview shows. */
const STEPS = 'Steps.\n'.repeat(100);

describe('depth', () => {
  it('SK212 is about chains of documents, not folders: anything SKILL.md links directly is one level deep', () => {
    const files = {
      's/SKILL.md': `${head('s')}Run \`python scripts/a/b/run.py\`, use [the font](assets/fonts/x/f.ttf), read [deep](references/a/b/deep.md).\n`,
      's/scripts/a/b/run.py': 'print(1)\n',
      's/assets/fonts/x/f.ttf': 'x',
      's/references/a/b/deep.md': '# deep\n',
    };
    expect(check(files).findings.filter((f) => f.code === 'SK212')).toEqual([]);
  });

  it('SK212 is one finding per skill for documents reached only through another, on the first linking line, with the deepest chain', () => {
    const files = {
      's/SKILL.md': `${head('s')}Read [the guide](references/guide.md) and \`references/table.md\`.\n`,
      's/references/guide.md': `# Guide\n${STEPS}For tokens see [auth](auth/tokens.md), the [table](table.md) and [setup](references/setup.md).\n`,
      's/references/table.md': '| a | b |\n',
      's/references/auth/tokens.md': `${STEPS}Rotate them; [scopes](scopes.md) lists the rest.\n`,
      's/references/auth/scopes.md': 'read, write\n',
      's/references/setup.md': 'Install it.\n',
    };
    const found = check(files).findings.filter((f) => f.code === 'SK212');
    expect(found.map((f) => [f.file, f.line, f.data['count'], f.data['depth']])).toEqual([
      ['s/references/guide.md', 102, 3, 3],
    ]);
    expect(found[0]?.data['documents']).toEqual([
      'references/auth/tokens.md',
      'references/setup.md',
      'references/auth/scopes.md',
    ]);
    expect(found[0]?.data['via']).toEqual(['references/guide.md', 'references/auth/tokens.md']);
    expect(found[0]?.data['chain']).toEqual([
      'SKILL.md',
      'references/guide.md',
      'references/auth/tokens.md',
      'references/auth/scopes.md',
    ]);
  });

  it('SK212 does not count documents picked from an index', () => {
    const files = {
      's/SKILL.md': `${head('s')}Find the release in [the index](references/INDEX.md) or [the list](references/releases.md).\n`,
      's/references/INDEX.md': `${'Intro text.\n'.repeat(120)}[5.0](releases/5-0.md) notes.\n`,
      's/references/releases.md': `# Releases\n\n${'\n'.repeat(110)}${[1, 2, 3, 4, 5].map((n) => `- [5.${n}](releases/5-${n}.md)`).join('\n')}\nOlder ones are gone.\n`,
      's/references/releases/5-0.md': 'notes\n',
      's/references/releases/5-1.md': 'notes\n',
      's/references/releases/5-2.md': 'notes\n',
      's/references/releases/5-3.md': 'notes\n',
      's/references/releases/5-4.md': 'notes\n',
      's/references/releases/5-5.md': 'notes\n',
    };
    expect(check(files).findings.filter((f) => f.code === 'SK212')).toEqual([]);
  });

  it('SK212 counts the documents of a folder SKILL.md names (as a folder or by a pattern) as named; others are still reached only through a document', () => {
    const files = (skillLine: string) => ({
      's/SKILL.md': `${head('s')}Start with [the berths](references/berths.md). ${skillLine}\n`,
      's/references/berths.md': `# Berths\n${STEPS}Each berth has [its tide table](tides/north.md) and [a crane](cranes/c1.md).\n`,
      's/references/tides/north.md': 'High water at noon.\n',
      's/references/cranes/c1.md': 'Lifts 40 t.\n',
    });
    const docs = (line: string) =>
      check(files(line))
        .findings.filter((f) => f.code === 'SK212')
        .map((f) => f.data['documents']);
    expect(docs('For a berth, read `references/tides/<berth>.md`.')).toEqual([['references/cranes/c1.md']]);
    expect(docs('Cranes are in [the crane folder](references/cranes/).')).toEqual([['references/tides/north.md']]);
    expect(docs('')).toEqual([['references/tides/north.md', 'references/cranes/c1.md']]);
  });

  it('SK212 leaves out links a `head -100` preview shows: a router page that opens with its links', () => {
    const files = (at: number) => ({
      's/SKILL.md': `${head('s')}Start with [the quickstart](references/quickstart.md).\n`,
      's/references/quickstart.md': `# Quickstart\n${'Check the tide tables first.\n'.repeat(at - 2)}For moorings, follow [moorings](moorings.md).\n${STEPS}`,
      's/references/moorings.md': 'Two lines, bow and stern.\n',
    });
    const lines = (at: number) =>
      check(files(at))
        .findings.filter((f) => f.code === 'SK212')
        .map((f) => f.line);
    expect(lines(3)).toEqual([]);
    expect(lines(100)).toEqual([]);
    expect(lines(101)).toEqual([101]);
  });
});

describe('duplicates', () => {
  it('one copy per skill is SK507 (info); two copies in one skill are SK501', () => {
    const json = '{"a": 1}\n';
    const files = {
      'a/SKILL.md': head('a'),
      'a/assets/x.json': json,
      'b/SKILL.md': head('b'),
      'b/assets/x.json': json,
      'c/SKILL.md': head('c'),
      'c/assets/y.json': '{"b": 2}\n',
      'c/references/y.json': '{"b": 2}\n',
    };
    const found = check(files).findings.filter((f) => f.code === 'SK501' || f.code === 'SK507');
    expect(found.map((f) => [f.code, f.severity, f.data['paths']]).sort()).toEqual([
      ['SK501', 'warn', ['c/assets/y.json', 'c/references/y.json']],
      ['SK507', 'info', ['a/assets/x.json', 'b/assets/x.json']],
    ]);
  });
});

describe('SK402: a trigger is lost only when the cut comes before it is usable', () => {
  const one = (description: string) =>
    check(
      { 's/SKILL.md': `---\nname: s\ndescription: ${description}\n---\nbody\n` },
      { rules: { SK302: 'off' } },
    ).findings.filter((f) => f.code === 'SK402');
  it('a long first-sentence trigger cut at 240 is kept', () => {
    const description = `Use this skill whenever the user wants to ${'convert, merge, split, rotate, watermark, compress and repair '.repeat(5)}PDF files. Reads forms too.`;
    expect(description.length).toBeGreaterThan(256);
    expect(one(description)).toEqual([]);
  });
  it('a trigger whose first clause ends before the cut is kept', () => {
    const description = `${'Lints API specification files and explains every rule violation in plain words. '.repeat(2)}Use when the user shares an openapi.yaml, asks why a spec fails CI, or wants a ruleset for specs and more.`;
    expect(one(description)).toEqual([]);
  });
  it('a trigger that starts after the cut is lost', () => {
    const description = `${'Lints API specification files and explains every rule violation in plain words. '.repeat(3)}Use when the user shares a spec.`;
    expect(one(description).map((f) => f.data['cuts'])).toEqual([[240, 256]]);
  });
});

describe('SK401: trigger markers', () => {
  it('"TRIGGER — … whenever:" is a trigger clause', async () => {
    const { hasTrigger } = await import('../../src/check/text/triggers.js');
    expect(
      hasTrigger(
        'Drafts release notes from merged pull requests. TRIGGER — whenever: the user asks for release notes.',
      ),
    ).toBe(true);
    expect(hasTrigger('Formats SQL. TRIGGER — load this skill whenever the user pastes a query.')).toBe(true);
    expect(hasTrigger('Fires a trigger — a database object — on insert.')).toBe(false);
  });
});

describe('reference columns', () => {
  it('count code points, also after emoji, on long lines with many spans', () => {
    const line = Array.from(
      { length: 300 },
      (_, i) => `${i % 3 === 0 ? '😀 ' : ''}Read \`references/n${i}.md\` and`,
    ).join(' ');
    const refs = findReferences(line);
    expect(refs).toHaveLength(300);
    for (const r of refs) {
      const at = line.indexOf(`\`${r.target}\``) + 1;
      expect(r.column).toBe([...line.slice(0, at)].length + 1);
    }
  });
});

describe('SK411: instruction verbs are not trigger terms', () => {
  it('"Read", "Follow", "Make sure" in headings and trigger sentences are never reported', () => {
    const body =
      '# Read the form first\n\n## Follow these steps\n\nUse this skill when you must read and follow a checklist. Make sure to read it.\n\n**Read** and **follow**.\n';
    const result = check({ 'a/SKILL.md': `${head('a')}${body}` });
    const terms = result.findings
      .filter((f) => f.code === 'SK411')
      .flatMap((f) => (f.data['terms'] as string[] | undefined) ?? []);
    for (const verb of ['read', 'follow', 'make', 'sure', 'must']) expect(terms).not.toContain(verb);
  });
});

describe('links to files the loader could not read', () => {
  it('are SK104 only, not also SK210 "does not exist"', () => {
    const base = memoryFs({
      '/r/s/SKILL.md': `${head('s')}Read [the notes](references/notes.md) and run \`python scripts/pipe.py\`.\n`,
      '/r/s/references/notes.md': 'x',
      '/r/s/scripts/pipe.py': { special: 'fifo' },
    });
    const fs = {
      ...base,
      openRead(p: string, r: OpenRequest) {
        if (p.endsWith('notes.md')) throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
        return base.openRead(p, r);
      },
    };
    const codes = runCheck(loadSkills('/r', {}, fs), {}).findings.map((f) => [f.code, f.file]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['SK104', 's/references/notes.md'],
        ['SK104', 's/scripts/pipe.py'],
      ]),
    );
    expect(codes.filter(([c]) => c === 'SK210')).toEqual([]);
  });

  it('a link to a symlink pointing outside the folder is SK106 only, not also SK210', () => {
    const fs = memoryFs({
      '/r/s/SKILL.md': `${head('s')}Read [the secrets](references/passwd.md).\n`,
      '/r/s/references/passwd.md': { symlink: '/elsewhere/passwd' },
      '/elsewhere/passwd': 'root:x:0:0',
    });
    const codes = runCheck(loadSkills('/r', {}, fs), {}).findings.map((f) => [f.code, f.file]);
    expect(codes).toEqual(expect.arrayContaining([['SK106', 's/references/passwd.md']]));
    expect(codes.filter(([c]) => c === 'SK210')).toEqual([]);
  });
});

describe('paths from the working folder', () => {
  const body = [
    'The first run of `protect-mcp sign` generates `./protect-mcp.key` in the project.',
    'Read the project `CLAUDE.md` (check both `./CLAUDE.md` and `./.claude/CLAUDE.md`).',
    'Run `./scripts/check.sh` before you start, and read [the notes](./notes.md).',
  ].join('\n');

  it("`./file` in a code span is the user's project; `./folder/file` and a `./` link are the skill's", () => {
    const found = check({ 's/SKILL.md': `${head('s')}${body}\n` })
      .findings.filter((f) => f.code === 'SK210' || f.code === 'SK213')
      .map((f) => [f.code, f.data['target']]);
    expect(found).toEqual([
      ['SK210', './scripts/check.sh'],
      ['SK210', './notes.md'],
    ]);
  });
});

describe('dotted names of code', () => {
  it('`scripts/lib/chunker.split_scenes(...)` is a function of a module, not a missing file; a real missing file still is', () => {
    const body =
      'Call `scripts/lib/chunker.split_scenes(text, max_tokens=2000)` per chapter, then run `python scripts/lib/gone.py`.\n';
    const found = check({
      's/SKILL.md': `${head('s')}${body}`,
      's/scripts/lib/chunker.py': 'def split_scenes(text, max_tokens): ...\n',
    }).findings.filter((f) => f.code === 'SK210' || f.code === 'SK213');
    expect(found.map((f) => [f.code, f.data['target']])).toEqual([['SK210', 'scripts/lib/gone.py']]);
  });
});
