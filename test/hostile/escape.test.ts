/**
 * Terminal injection: a skill whose name, description, file names and resource
 * names carry every control class a terminal acts on, and a query file whose ids, requests,
 * lang and cue carry them too. Every command and format runs on the real binary (through the
 * hostile harness: heap cap and timeout); text formats
 * must hold no raw control character (line feed aside) on stdout or stderr, JSON and SARIF
 * must keep the exact strings, and the well-formed sibling skill must still be reported.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { runGuarded, type GuardedResult } from './harness.js';

/** One sample per control class (NUL cannot be in a file name or an argument: YAML and JSON carry it). */
const CONTROLS = {
  csi: '\u001b[2J',
  osc0: '\u001b]0;pwned\u0007',
  osc8: '\u001b]8;;https://evil.example\u001b\\',
  osc52: '\u001b]52;c;ZXZpbA==\u0007',
  bel: '\u0007',
  bs: '\b\b',
  cr: '\r',
  tab: '\t',
  del: '\u007f',
  c1csi: '\u009b31m',
  nel: '\u0085',
  ls: '\u2028',
  ps: '\u2029',
  bidi: '\u202e',
} as const;
const ALL = Object.values(CONTROLS).join('');

/** What must never reach a terminal raw: C0 but LF and TAB (which move nothing back), DEL, C1, LS/PS, bidi controls. */
const RAW_CONTROL =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** A YAML double-quoted scalar holding `text` exactly (every non-printable-ASCII character as \uXXXX). */
function yamlQuoted(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code >= 0x7f) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skillscope-escape-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const root = path.join(tmp, 'skills');
const evilName = `pdf${ALL}\u0000name`;
const evilDescription = `Use when converting pdf files. ${ALL} [click](https://evil.example) <img src=x> | end`;
const resourceNames = {
  script: `scripts/run${CONTROLS.csi}${CONTROLS.bel}.sh`,
  reference: `references/a${CONTROLS.c1csi}${CONTROLS.bidi}${CONTROLS.ls}.md`,
  asset: `assets/x${CONTROLS.cr}${CONTROLS.bs}${CONTROLS.osc0}.txt`,
};
const brokenLink = `references/missing${CONTROLS.osc8}.md`;

function build(): void {
  const evil = path.join(root, 'evil');
  for (const dir of ['scripts', 'references', 'assets']) mkdirSync(path.join(evil, dir), { recursive: true });
  writeFileSync(
    path.join(evil, 'SKILL.md'),
    `---\nname: ${yamlQuoted(evilName)}\ndescription: ${yamlQuoted(evilDescription)}\n---\n# Body\n\nRaw in the body: ${ALL}\n\nSee [ref](${encodeURI(resourceNames.reference)}) and [gone](${brokenLink.replace(/ /g, '%20')}).\n`,
  );
  // Two identical resources with hostile names: audit and check list duplicate paths.
  writeFileSync(path.join(evil, resourceNames.script), 'echo same\n');
  writeFileSync(path.join(evil, resourceNames.asset), 'echo same\n');
  writeFileSync(path.join(evil, resourceNames.reference), 'reference text\n');
  const good = path.join(root, 'good');
  mkdirSync(good, { recursive: true });
  writeFileSync(
    path.join(good, 'SKILL.md'),
    '---\nname: good\ndescription: Use when merging pdf documents into one file.\n---\n# Good\n\nMerge pdf files.\n',
  );
  const queries = [
    {
      id: `q1${CONTROLS.osc0}`,
      query: `merge pdf ${CONTROLS.csi}documents`,
      expect: 'good',
      lang: `en${CONTROLS.bidi}`,
      cue: `plain${CONTROLS.osc52}`,
    },
    { id: `q2${CONTROLS.c1csi}${CONTROLS.cr}`, query: `convert pdf files ${CONTROLS.osc8}`, expect: 'good' },
    { id: `q3${CONTROLS.bel}${CONTROLS.ls}`, query: 'weather in paris', expect: null, cue: `cue${CONTROLS.del}` },
  ];
  writeFileSync(path.join(tmp, 'queries.jsonl'), `${queries.map((q) => JSON.stringify(q)).join('\n')}\n`);
}
build();

const queriesFile = path.join(tmp, 'queries.jsonl');
const stateDir = path.join(tmp, 'state');
const request = `convert pdf ${CONTROLS.osc0}${CONTROLS.c1csi}${CONTROLS.bidi}files`;

/** Every command × text format, at 80 columns (so the width rule runs on hostile cells too). */
const TEXT_RUNS: Record<string, readonly string[]> = {
  'audit table': ['audit', root],
  'audit markdown': ['audit', root, '--format', 'markdown'],
  'check text': ['check', root],
  'check github': ['check', root, '--format', 'github'],
  'route table': ['route', root, request, '--explain'],
  'route markdown': ['route', root, request, '--format', 'markdown'],
  'bench table': ['bench', root, '--queries', queriesFile],
  'bench markdown': ['bench', root, '--queries', queriesFile, '--format', 'markdown'],
  'tokens count': [
    'tokens',
    'count',
    path.join(root, 'evil', resourceNames.script),
    path.join(root, 'evil', resourceNames.reference),
  ],
  'tokens verify': ['tokens', 'verify', path.join(root, 'evil', 'references')],
  report: ['report', root, '--queries', queriesFile, '--out', path.join(tmp, `page${CONTROLS.osc0}.html`)],
  'catalog text': ['catalog', root, '--state', stateDir],
  'catalog claude-code': ['catalog', root, '--format', 'claude-code', '--state', stateDir],
  'catalog codex': ['catalog', root, '--format', 'codex', '--state', stateDir],
  'catalog xml': ['catalog', root, '--format', 'xml', '--state', stateDir],
  'catalog index': ['catalog', root, '--format', 'index', '--state', stateDir],
  'discover text': ['discover', root, 'pdf', '--state', stateDir],
  'search text': ['search', root, '--any', 'pdf', '--state', stateDir],
  'load: a missing resource quoted in the error': [
    'load',
    root,
    'good',
    '--resource',
    `x${CONTROLS.osc0}.md`,
    '--state',
    stateDir,
  ],
  'usage error quoting a path': ['audit', path.join(tmp, `nowhere${CONTROLS.osc52}${CONTROLS.c1csi}`)],
  'usage error quoting a value': ['check', root, '--format', `sarif${CONTROLS.csi}`],
  'unknown command': [`audit${CONTROLS.osc0}`],
};

function firstRaw(text: string): string | null {
  const m = RAW_CONTROL.exec(text);
  return m === null
    ? null
    : `U+${m[0].codePointAt(0)!.toString(16).padStart(4, '0')} at ${m.index}: ${JSON.stringify(text.slice(Math.max(0, m.index - 30), m.index + 10))}`;
}

describe('no raw control character reaches the terminal', () => {
  const results = new Map<string, GuardedResult>();
  const run = (label: string): GuardedResult => {
    let r = results.get(label);
    if (r === undefined) {
      r = runGuarded(TEXT_RUNS[label]!, { cwd: tmp, env: { COLUMNS: '80' } });
      results.set(label, r);
    }
    return r;
  };

  it.each(Object.keys(TEXT_RUNS))('%s: stdout and stderr are clean', (label) => {
    const r = run(label);
    expect(r.timedOut).toBe(false);
    expect(r.code, r.stderr).not.toBeNull();
    expect(r.code!, r.stderr).toBeLessThanOrEqual(label.startsWith('usage') || label === 'unknown command' ? 2 : 1);
    expect(firstRaw(r.stdout), 'stdout').toBeNull();
    expect(firstRaw(r.stderr), 'stderr').toBeNull();
  });

  it('the hostile values are shown escaped, not dropped', () => {
    expect(run('audit table').stdout).toContain('\\x1b[2J');
    expect(run('check text').stdout).toContain('\\x1b]0;pwned\\x07');
    expect(run('check text').stdout).toContain('\\u202e');
    expect(run('route table').stdout).toContain('Request: convert pdf \\x1b]0;pwned\\x07\\u009b31m\\u202efiles');
    expect(run('bench table').stdout).toContain('en\\u202e');
    expect(run('bench table').stdout).toContain('plain\\x1b]52;c;');
    // Wrapped at COLUMNS=80 like every usage error; the escaped path is one word, never cut.
    expect(run('usage error quoting a path').stderr.replace(/\n {2}/g, ' ')).toMatch(
      /^skillscope: .*nowhere\\x1b\]52;c;ZXZpbA==\\x07\\u009b31m.*\n$/,
    );
    expect(run('usage error quoting a value').stderr).toContain("'sarif\\x1b[2J'");
  });

  it('the well-formed sibling is still reported', () => {
    expect(run('audit table').stdout).toMatch(/│ good +│/);
    expect(run('route table').stdout).toContain('good');
  });

  it('markdown output cannot plant links, images or HTML', () => {
    const md = run('audit markdown').stdout + run('route markdown').stdout + run('bench markdown').stdout;
    expect(md).not.toMatch(/(?<!\\)\[[^\]]*(?<!\\)\]\(/);
    expect(md).not.toMatch(/(?<!\\)<img/);
  });

  it('box tables fit 80 columns even with hostile cells', () => {
    // Border lines are single-width characters only, so their length is the table's width.
    for (const label of ['audit table', 'route table', 'bench table', 'tokens count', 'tokens verify']) {
      for (const line of run(label)
        .stdout.split('\n')
        .filter((l) => /^[┌├└]/.test(l))) {
        expect([...line].length, `${label}: ${line}`).toBeLessThanOrEqual(80);
      }
    }
  });
});

describe('load prints the file itself', () => {
  it('escaped on a terminal (layout kept), exact when piped', async () => {
    const tty = await runCli(['load', root, evilName, '--state', stateDir], { tty: true, cwd: tmp });
    expect(tty.code, tty.stderr).toBe(0);
    expect(firstRaw(tty.stdout)).toBeNull();
    expect(tty.stdout).toContain('\\x1b]0;pwned\\x07');
    const piped = await runCli(['load', root, evilName, '--state', stateDir], { tty: false, cwd: tmp });
    expect(piped.stdout).toContain(`Raw in the body: ${ALL}\n`);
  });
});

describe('JSON and SARIF keep the exact strings', () => {
  it('audit --json', () => {
    const doc = JSON.parse(runGuarded(['audit', root, '--json'], { cwd: tmp }).stdout) as {
      skills: { name: string; description?: string }[];
    };
    expect(doc.skills.map((s) => s.name)).toContain(evilName);
  });

  it('check --json and --format sarif', () => {
    const json = runGuarded(['check', root, '--json'], { cwd: tmp });
    const doc = JSON.parse(json.stdout) as { findings: { file: string; message: string }[] };
    expect(doc.findings.some((f) => f.message.includes(evilName))).toBe(true);
    expect(
      doc.findings.some((f) => f.file.includes(resourceNames.script) || f.message.includes(resourceNames.script)),
    ).toBe(true);
    const sarif = JSON.parse(runGuarded(['check', root, '--format', 'sarif'], { cwd: tmp }).stdout) as {
      runs: {
        results: {
          message: { text: string };
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }[];
      }[];
    };
    const results = sarif.runs[0]!.results;
    expect(results.some((r) => r.message.text.includes(evilName))).toBe(true);
    // URIs are percent-encoded per segment: no raw control and decodable back to the path.
    for (const r of results) {
      const uri = r.locations[0]!.physicalLocation.artifactLocation.uri;
      expect(uri).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/);
    }
  });

  it('route --json and bench --json', () => {
    const route = JSON.parse(runGuarded(['route', root, request, '--json'], { cwd: tmp }).stdout) as {
      query: string;
      ranked: { name: string }[];
    };
    expect(JSON.stringify(route)).toContain(JSON.stringify(request).slice(1, -1));
    const bench = JSON.parse(runGuarded(['bench', root, '--queries', queriesFile, '--json'], { cwd: tmp }).stdout) as {
      perQuery: { id: string }[];
    };
    expect(bench.perQuery.map((q) => q.id)).toContain(`q1${CONTROLS.osc0}`);
  });

  it('tokens count --json', () => {
    const file = path.join(root, 'evil', resourceNames.script);
    const doc = JSON.parse(runGuarded(['tokens', 'count', '--json', file], { cwd: tmp }).stdout) as {
      files: { file: string }[];
    };
    expect(doc.files[0]!.file).toBe(file);
  });
});

describe('a huge name does not flood the terminal', () => {
  const big = path.join(tmp, 'big');
  // Under the 64 KiB frontmatter cap, so the loader parses it and the renderers must cut it.
  const hugeName = `n${'x'.repeat(60 * 1024)}`;
  mkdirSync(path.join(big, 'huge'), { recursive: true });
  writeFileSync(
    path.join(big, 'huge', 'SKILL.md'),
    `---\nname: ${hugeName}\ndescription: Use when converting pdf files.\n---\nBody about pdf.\n`,
  );
  mkdirSync(path.join(big, 'good'), { recursive: true });
  writeFileSync(
    path.join(big, 'good', 'SKILL.md'),
    '---\nname: good\ndescription: Use when merging pdf documents.\n---\nMerge pdf.\n',
  );

  it.each([
    ['audit', ['audit', big]],
    ['check', ['check', big]],
    ['route', ['route', big, 'convert pdf']],
  ])('%s prints a cut value, and the full one stays in JSON', (_, args) => {
    const r = runGuarded(args, { cwd: tmp });
    expect(r.stdout.length).toBeLessThan(32 * 1024);
    expect(r.stdout).toContain('nxxxxxxxx');
    expect(r.stdout).toContain('…');
    expect(r.stdout).toContain('good');
    const json = runGuarded([...args, '--json'], { cwd: tmp });
    expect(json.stdout).toContain(hugeName);
  });
});
